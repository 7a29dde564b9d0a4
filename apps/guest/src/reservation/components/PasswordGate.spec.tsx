import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PasswordGate } from './PasswordGate';

function Gate({ onSubmit }: { onSubmit: (pin: string) => void }) {
  const [pin, setPin] = useState('');
  return <PasswordGate reservedName="김*수" password={pin} onPassword={setPin} onSubmit={() => onSubmit(pin)} error="" lockNotice="" busy={false} />;
}

describe('reservation gate PIN field (spec §5: strips non-digits, max length 4)', () => {
  it('is a numeric masked field of at most 4 digits that drops everything else as typed', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<Gate onSubmit={onSubmit} />);
    const pin = screen.getByLabelText('비밀번호 4자리') as HTMLInputElement;
    expect(pin.maxLength).toBe(4);
    expect(pin.inputMode).toBe('numeric');
    expect(pin.type).toBe('password');
    await user.type(pin, '9a-8 7');
    expect(pin.value).toBe('987');
    await user.type(pin, 'x65');
    expect(pin.value).toBe('9876');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(onSubmit).toHaveBeenCalledWith('9876');
  });
});

describe('reservation gate title', () => {
  it("names the masked reserver, or reads '예약한 위시리스트' when surprise mode sends no name (ARCHITECTURE §4.20)", () => {
    const gate = (name: string) => (
      <PasswordGate reservedName={name} password="" onPassword={() => undefined} onSubmit={() => undefined} error="" busy={false} />
    );
    const { rerender } = render(gate('김*수'));
    expect(screen.getByRole('heading').textContent).toBe('김*수님이 예약한 위시리스트');
    rerender(gate(''));
    expect(screen.getByRole('heading').textContent).toBe('예약한 위시리스트');
  });
});
