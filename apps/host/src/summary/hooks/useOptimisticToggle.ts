import { useState } from 'react';
import { errorMessage, refused } from '@babynews/session';

/** How one kind of mark on the summary is shown and saved (see `useOptimisticToggle`). */
export interface OptimisticToggle<I> {
  /** The id a mark is kept under while it saves (`saving`), e.g. a reservation's or a pledge's public id. */
  keyOf: (item: I) => string;
  /** Shows the mark `on` for the item with that id (and whatever totals depend on it), without a call. */
  apply: (key: string, on: boolean) => void;
  /** Saves the mark; rejects when the server refused or could not be reached. */
  save: (item: I, on: boolean) => Promise<unknown>;
  /** Korean alert when saving fails and the server gave no message of its own. */
  failureMessage: string;
}

/**
 * A mark the owner sets on the summary page (ARCHITECTURE §4.20, §4.22), optimistic: `toggle(item, on)`
 * shows it at once, saves it, and puts it back with an alert (the server's message for a refusal, else
 * `failureMessage`) when saving fails. `saving` holds the ids in flight.
 */
export function useOptimisticToggle<I>({ keyOf, apply, save, failureMessage }: OptimisticToggle<I>) {
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const toggle = async (item: I, on: boolean) => {
    const key = keyOf(item);
    apply(key, on);
    setSaving((current) => new Set(current).add(key));
    try {
      await save(item, on);
    } catch (caught) {
      apply(key, !on);
      window.alert(errorMessage(caught, failureMessage, refused));
    } finally {
      setSaving((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  };
  return { saving, toggle };
}
