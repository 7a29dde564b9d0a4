import { useEffect, useState } from 'react';

/**
 * The reserver's calls with the reservation routes, in a chunk of their own fetched once a reserved wish
 * asks for its name: the wish list's first-visit code does not carry them (ARCHITECTURE §1).
 */
const loadReservationApi = () => import('../../reservation/api/reservationApi');

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
    loadReservationApi()
      .then(({ fetchReserverName }) => fetchReserverName(wishId, eventCode, controller.signal))
      .then(
        ({ reservedName }) => {
          if (!controller.signal.aborted) setName(reservedName);
        },
        () => undefined,
      );
    return () => controller.abort();
  }, [wishId, eventCode, reserved]);
  return name;
}
