import { useState } from 'react';
import { NOTIFICATION_MODES, NOTIFICATION_MSG, type NotificationMode } from '@babynews/contracts';
import { errorMessage } from '@babynews/session';
import { Alert, Button, Card, ErrorState, LoadingState, useAsyncResource, useTransientError } from '@babynews/ui';
import { fetchNotificationSettings, updateNotificationSettings } from '../api/notificationApi';

/** The label of each mode, in the order shown. */
const LABELS: Record<NotificationMode, string> = {
  OFF: NOTIFICATION_MSG.modeOff,
  EACH: NOTIFICATION_MSG.modeEach,
  DAILY: NOTIFICATION_MSG.modeDaily,
};

/**
 * '알림 메일' card of '내 정보' (ARCHITECTURE §4.23): how the member hears of reservations, cancellations,
 * pledges and quiz answers on their pages — not at all, at once, or in a digest at 20:00 Asia/Seoul
 * (the default). Loads `GET /api/member/notificationSettings`, saves the chosen mode with `PUT`, and
 * says when the address still needs verifying (no notification goes to an unverified address). A failure
 * shows the server's message or the catalogue's fallback and keeps the choice.
 */
export function NotificationSection() {
  const state = useAsyncResource(fetchNotificationSettings, []);
  /** The member's choice on screen; null until they pick one (the stored mode is shown). */
  const [picked, setPicked] = useState<NotificationMode | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useTransientError();
  const stored = state.status === 'ready' ? state.data : null;
  const mode = picked ?? stored?.mode ?? null;

  const save = async () => {
    if (!mode) return;
    setBusy(true);
    setSaved(false);
    try {
      const next = await updateNotificationSettings(mode);
      state.setData(() => next);
      setSaved(true);
    } catch (caught) {
      setError(errorMessage(caught, NOTIFICATION_MSG.saveFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="account__section">
      <h2 className="account__heading">{NOTIFICATION_MSG.title}</h2>
      <p className="account__text">{NOTIFICATION_MSG.intro}</p>
      {state.status === 'loading' && <LoadingState />}
      {state.status === 'error' && <ErrorState message={errorMessage(state.error, NOTIFICATION_MSG.loadFailed)} onRetry={state.reload} />}
      {stored && (
        <>
          {!stored.emailVerified && <p className="account__text">{NOTIFICATION_MSG.needsVerifiedEmail}</p>}
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
            <legend className="account__text">{NOTIFICATION_MSG.title}</legend>
            {NOTIFICATION_MODES.map((value) => (
              <label key={value} className="account__agree">
                <input
                  type="radio"
                  name="notification-mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => {
                    setPicked(value);
                    setSaved(false);
                  }}
                />
                <span>{LABELS[value]}</span>
              </label>
            ))}
          </fieldset>
          {error && <Alert>{error}</Alert>}
          {saved && (
            <p role="status" className="account__text">
              {NOTIFICATION_MSG.saved}
            </p>
          )}
          <Button variant="secondary" block busy={busy} disabled={!mode} onClick={() => void save()}>
            {NOTIFICATION_MSG.save}
          </Button>
        </>
      )}
    </Card>
  );
}
