import { useState } from 'react';
import { CIRCLES_MSG, type Circle, type CirclesState } from '@babynews/contracts';
import { errorMessage } from '@babynews/session';
import { useAsyncResource, useTransientError } from '@babynews/ui';
import { fetchCircles, rotateCircle, saveCircles } from '../api/circlesApi';
import { bodyOf, type CirclesForm } from '../circlesForm';

/**
 * The owner's two circles for the card (ARCHITECTURE "Two circles"): the state loaded by code (`status`
 * 'loading' | 'ready' | 'error' with `reload`), `save(form)` (then the state read again), `rotate(circle)`
 * (the state with the new code; `onFamilyCode` hears a new family code), `busy` while a call runs, and `error`,
 * the server's Korean text of the last failure (cleared after 3 s).
 */
export function useCircles(code: string, onFamilyCode?: (code: string) => void) {
  const resource = useAsyncResource<CirclesState>((signal) => fetchCircles(code, signal), [code]);
  const [busy, setBusy] = useState<'' | 'save' | Circle>('');
  const [error, setError] = useTransientError();
  const [saved, setSaved] = useState(false);

  const save = async (form: CirclesForm): Promise<void> => {
    setBusy('save');
    setSaved(false);
    try {
      await saveCircles(code, bodyOf(form));
      await resource.refresh();
      setSaved(true);
    } catch (caught) {
      setError(errorMessage(caught, CIRCLES_MSG.saveFailed));
    } finally {
      setBusy('');
    }
  };

  const rotate = async (circle: Circle): Promise<void> => {
    setBusy(circle);
    try {
      const next = await rotateCircle(code, circle);
      resource.setData(() => next);
      if (circle === 'FAMILY') onFamilyCode?.(next.code);
    } catch (caught) {
      setError(errorMessage(caught, CIRCLES_MSG.rotateFailed));
    } finally {
      setBusy('');
    }
  };

  return { resource, busy, error, saved, save, rotate };
}
