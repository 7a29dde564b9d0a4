import { createContext, useContext, type ReactNode } from 'react';

/** A source of the current time (injectable so tests fix it, e.g. on both sides of 11:00 Asia/Seoul). */
export type Clock = () => Date;

const ClockContext = createContext<Clock>(() => new Date());

/** Provides `clock` to the admin pages below (tests pass a fixed one; the app uses the real time). */
export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The clock of the nearest ClockProvider, or the real time. */
export function useClock(): Clock {
  return useContext(ClockContext);
}
