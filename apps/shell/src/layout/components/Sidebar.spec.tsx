import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Header } from './Header';

function renderHeader() {
  render(
    <MemoryRouter initialEntries={['/notice']}>
      <Header />
      <main>
        <button type="button">본문 버튼</button>
      </main>
    </MemoryRouter>,
  );
}

const dialog = () => document.getElementById('shell-sidebar')!;

/** Presses the menu button and waits for the side menu (its own chunk) to be there. */
async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
  await screen.findByRole('dialog', { name: '사이드 메뉴' }, { timeout: 5000 });
}

describe('sidebar dialog (spec §2)', () => {
  it('is not in the first render; it loads, closed, a moment later', async () => {
    renderHeader();
    expect(document.getElementById('shell-sidebar')).toBeNull();
    // fetched about 2 s after the page renders, so that a tap on the menu finds it ready
    await waitFor(() => expect(document.getElementById('shell-sidebar')?.getAttribute('aria-hidden')).toBe('true'), { timeout: 4000 });
    expect(dialog().getAttribute('role')).toBe('dialog');
  });

  it('opens as a modal dialog with focus inside, keeps Tab inside, and Escape closes it returning focus to the menu button', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: '메뉴 열기' });
    await openMenu(user);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(dialog().getAttribute('role')).toBe('dialog');
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(dialog().getAttribute('aria-label')).toBe('사이드 메뉴');
    expect(dialog().contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 15; i++) {
      await user.tab();
      expect(dialog().contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog().contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(dialog().getAttribute('aria-hidden')).toBe('true');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes on a press outside the panel but not on one inside', async () => {
    const user = userEvent.setup();
    renderHeader();
    await openMenu(user);
    fireEvent.mouseDown(screen.getByText('아기소식에 오신 것을 환영해요'));
    expect(dialog().getAttribute('aria-hidden')).toBe('false');
    fireEvent.mouseDown(screen.getByRole('main', { hidden: true }));
    expect(dialog().getAttribute('aria-hidden')).toBe('true');
  });

  it('closes after navigating', async () => {
    const user = userEvent.setup();
    renderHeader();
    await openMenu(user);
    await user.click(screen.getByRole('link', { name: '서비스 소개' }));
    expect(dialog().getAttribute('aria-hidden')).toBe('true');
  });
});
