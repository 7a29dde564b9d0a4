import { render, screen } from '@testing-library/react';
import { DueCountdown } from './DueCountdown';

describe('DueCountdown (ARCHITECTURE §4.20)', () => {
  // 2027-03-26 10:00 in Seoul (01:00 UTC).
  const now = new Date('2027-03-26T01:00:00.000Z');

  it('counts the days to the due date in Asia/Seoul days', () => {
    render(<DueCountdown news={{ dueDate: '2027-05-10' }} now={now} />);
    expect(screen.getByTestId('due-countdown').textContent).toBe('D-45출산 예정일 2027년 5월 10일');
  });

  it("says 'D-day' on the day and how many days the date has passed after it", () => {
    const { rerender } = render(<DueCountdown news={{ dueDate: '2027-03-26' }} now={now} />);
    expect(screen.getByText('D-day')).toBeTruthy();
    rerender(<DueCountdown news={{ dueDate: '2027-03-23' }} now={now} />);
    expect(screen.getByText('예정일이 3일 지났어요')).toBeTruthy();
  });

  it('uses the Seoul calendar day, not UTC: 23:30 UTC is already the next day in Seoul', () => {
    render(<DueCountdown news={{ dueDate: '2027-03-27' }} now={new Date('2027-03-26T15:30:00.000Z')} />);
    expect(screen.getByText('D-day')).toBeTruthy();
  });

  it('renders nothing more than 14 days past the date, or when the owner hid it', () => {
    const { container, rerender } = render(<DueCountdown news={{ dueDate: '2027-03-11' }} now={now} />);
    expect(container.textContent).toBe('');
    rerender(<DueCountdown news={{ dueDate: '2027-03-12' }} now={now} />);
    expect(container.textContent).toContain('예정일이 14일 지났어요');
    rerender(<DueCountdown news={{ dueDate: '2027-05-10', hideCountdown: true }} now={now} />);
    expect(container.textContent).toBe('');
  });

  it('renders nothing without a due date', () => {
    const { container } = render(<DueCountdown news={{ dueDate: null }} now={now} />);
    expect(container.textContent).toBe('');
  });
});
