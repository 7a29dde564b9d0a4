import { useEffect, useState } from 'react';
import { fetchReserverName } from '../../reservation/api/reservationApi';

/**
 * The masked name (김*수) of the reserver of wish `wishId` on news page `eventCode`, as
 * `GET /api/event/fetchWishReserverName/{wishId}?eventCode=` answers it (ARCHITECTURE §4.7); '' while
 * loading, when `reserved` is false, or when the call fails (the card then shows no name).
 */
export function useMaskedReserverName(wishId: number, eventCode: string, reserved: boolean): string {
  const [name, setName] = useState('');
  useEffect(() => {
    setName('');
    if (!reserved) return;
    const controller = new AbortController();
    fetchReserverName(wishId, eventCode, controller.signal).then(
      ({ reservedName }) => {
        if (!controller.signal.aborted) setName(reservedName);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [wishId, eventCode, reserved]);
  return name;
}
