import { API_TABLE, reservationRoutes, type ReserveResponse } from '@babynews/contracts';
import { checkAnswer } from './answer-check.interceptor';
import { bound, nestPath, Route } from './api-route';

describe('the API table in Nest', () => {
  it('writes table paths as Nest paths', () => {
    expect(nestPath('/wish/reserve/{wishId}')).toBe('wish/reserve/:wishId');
    expect(nestPath('/event/fetchWishReserverName/{id}')).toBe('event/fetchWishReserverName/:id');
  });

  it('finds the bound route of a declaration and refuses one outside the table', () => {
    expect(bound(reservationRoutes.reserve)).toBe(API_TABLE.find((route) => route.id === 'reservations.reserve'));
    expect(bound(reservationRoutes.reserve).schemas.body).toBeDefined();
    expect(() => bound({ method: 'GET', path: '/not/in/the/table' })).toThrow(/not in API_TABLE/);
  });

  it('lets the compiler refuse a handler that answers another shape', () => {
    class Handlers {
      @Route(reservationRoutes.reserve)
      right(): Promise<ReserveResponse> {
        return Promise.resolve({ wishId: 1, reservationId: 'r', quantity: 1, reservedQuantity: 1, isReserved: true });
      }

      // @ts-expect-error — `isReserved` missing: not the route's output type
      @Route(reservationRoutes.reserve)
      wrong(): Promise<{ wishId: number }> {
        return Promise.resolve({ wishId: 1 });
      }
    }
    expect(new Handlers()).toBeInstanceOf(Handlers);
  });

  describe('the answer check', () => {
    const reserve = bound(reservationRoutes.reserve);
    const answer = { wishId: 7, reservationId: 'rsv_1', quantity: 1, reservedQuantity: 1, isReserved: true };

    it('passes an answer the table describes, unchanged', () => {
      expect(checkAnswer(reserve, answer)).toBe(answer);
    });

    it.each([
      ['a missing field', { ...answer, isReserved: undefined }, /isReserved/],
      ['an extra field (a PIN hash must never leave)', { ...answer, pinHash: 'x' }, /reservations\.reserve/],
      ['a wrong type', { ...answer, quantity: '1' }, /quantity/],
    ])('refuses %s and names the route', (_case, wrong, message) => {
      expect(() => checkAnswer(reserve, wrong)).toThrow(message);
      expect(() => checkAnswer(reserve, wrong)).toThrow(/reservations\.reserve/);
    });
  });
});
