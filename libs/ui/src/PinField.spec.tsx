import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PinField, pinDigits } from './PinField';

function Controlled({ onValue }: { onValue: (digits: string) => void }) {
  const [pin, setPin] = useState('');
  return (
    <PinField
      label="PIN"
      value={pin}
      onValue={(digits) => {
        onValue(digits);
        setPin(digits);
      }}
    />
  );
}

describe('PinField (spec §5: digits only, at most 4)', () => {
  it('pinDigits keeps at most 4 digits', () => {
    expect(pinDigits('1a2-3 45')).toBe('1234');
    expect(pinDigits('１２ab')).toBe('');
    expect(pinDigits('')).toBe('');
  });

  it('hands only digits to onValue even when pasted text bypasses maxLength', () => {
    const onValue = jest.fn();
    render(<Controlled onValue={onValue} />);
    const input = screen.getByLabelText('PIN') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '98-76 54' } });
    expect(onValue).toHaveBeenLastCalledWith('9876');
    expect(input.value).toBe('9876');
    expect(input.getAttribute('autocomplete')).toBe('off');
  });
});
