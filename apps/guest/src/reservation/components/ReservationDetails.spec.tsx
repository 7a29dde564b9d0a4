import { render, screen } from '@testing-library/react';
import { CIRCLES_MSG } from '@babynews/contracts';
import { reservationView } from '../../testing/fixtures';
import { ReservationDetails } from './ReservationDetails';

const noop = () => undefined;

describe('ReservationDetails and the two circles (ARCHITECTURE "Two circles")', () => {
  it('through the family code: the address', () => {
    render(<ReservationDetails data={reservationView()} onStatus={noop} onBack={noop} onCancel={noop} busy={false} />);
    expect(screen.getByText('서울 강남구 테헤란로 1')).toBeTruthy();
    expect(screen.queryByText(CIRCLES_MSG.addressFamilyOnly)).toBeNull();
  });

  it('through the friends code: no address, "주소는 가족에게만 공개돼요" with the parent’s note (or the fallback)', () => {
    const { postCode: _p, address: _a, detailAddress: _d, ...friend } = reservationView();
    const { rerender } = render(
      <ReservationDetails data={{ ...friend, addressNote: '카카오톡 선물하기로 보내 주세요' }} onStatus={noop} onBack={noop} onCancel={noop} busy={false} />,
    );
    expect(screen.getByText('주소는 가족에게만 공개돼요')).toBeTruthy();
    expect(screen.getByText('카카오톡 선물하기로 보내 주세요')).toBeTruthy();
    expect(screen.queryByText('서울 강남구 테헤란로 1')).toBeNull();
    expect(screen.queryByText('우편번호')).toBeNull();
    rerender(<ReservationDetails data={{ ...friend, addressNote: null }} onStatus={noop} onBack={noop} onCancel={noop} busy={false} />);
    expect(screen.getByText(CIRCLES_MSG.addressNoteMissing)).toBeTruthy();
  });
});
