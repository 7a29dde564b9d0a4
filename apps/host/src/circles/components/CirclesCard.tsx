import { useState } from 'react';
import { CIRCLES_MSG, type Circle, type CirclesState } from '@babynews/contracts';
import { errorMessage } from '@babynews/session';
import { Button, Card, ErrorState, Spinner, useCopyLabel } from '@babynews/ui';
import { InviteShare } from '../../mypage/components/InviteShare';
import { useCircles } from '../hooks/useCircles';
import { circleLink, formOf, statusText, type CirclesForm, type FriendsMode } from '../circlesForm';
import '../circles.css';

const MODES: Array<{ mode: FriendsMode; label: string }> = [
  { mode: 'closed', label: CIRCLES_MSG.friendsClosed },
  { mode: 'now', label: CIRCLES_MSG.friendsOpenNow },
  { mode: 'date', label: CIRCLES_MSG.friendsOpenOnDate },
];

/**
 * '가족·친구 링크' card of the management page (ARCHITECTURE "Two circles"): the family link, the friends circle
 * opened now, from a day or not at all, the note friends see instead of the address, the friends link with its
 * QR code and share button, and '새 링크 만들기' for either circle behind a confirmation. Loading, error (with
 * '다시 시도') and the not-yet-made friends link each have their state.
 */
export function CirclesCard({ code, title, onFamilyCode }: { code: string; title: string; onFamilyCode?: (code: string) => void }) {
  const { resource, busy, error, saved, save, rotate } = useCircles(code, onFamilyCode);
  return (
    <Card className="manage__section circles">
      <h2 className="manage__heading" id="circles-title">
        {CIRCLES_MSG.cardTitle}
      </h2>
      <p className="circles__hint">{CIRCLES_MSG.cardHint}</p>
      {resource.status === 'loading' && <Spinner label={CIRCLES_MSG.loading} />}
      {resource.status === 'error' && <ErrorState message={errorMessage(resource.error, CIRCLES_MSG.loadFailed)} onRetry={resource.reload} />}
      {resource.status === 'ready' && (
        // Keyed by the state: a saved or rotated state starts the form afresh from it.
        <CirclesBody
          key={JSON.stringify(resource.data)}
          state={resource.data}
          title={title}
          busy={busy}
          saved={saved}
          error={error}
          onSave={save}
          onRotate={rotate}
        />
      )}
    </Card>
  );
}

interface BodyProps {
  state: CirclesState;
  title: string;
  busy: '' | 'save' | Circle;
  saved: boolean;
  error: string;
  onSave: (form: CirclesForm) => Promise<void>;
  onRotate: (circle: Circle) => Promise<void>;
}

function CirclesBody({ state, title, busy, saved, error, onSave, onRotate }: BodyProps) {
  const [form, setForm] = useState<CirclesForm>(() => formOf(state));
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const familyLink = circleLink(origin, state.code);
  const friendsLink = state.friendsCode ? circleLink(origin, state.friendsCode) : null;
  const confirmRotate = (circle: Circle) => {
    const name = circle === 'FAMILY' ? CIRCLES_MSG.familyLink : CIRCLES_MSG.friendsLink;
    if (window.confirm(CIRCLES_MSG.rotateConfirm(name))) void onRotate(circle);
  };

  return (
    <div className="circles__body">
      <section className="circles__circle" aria-labelledby="circles-family">
        <h3 id="circles-family" className="circles__name">
          {CIRCLES_MSG.familyLink}
        </h3>
        <LinkRow id="circles-family-link" label={CIRCLES_MSG.familyLink} link={familyLink} />
        <Button variant="ghost" size="small" busy={busy === 'FAMILY'} disabled={busy !== ''} onClick={() => confirmRotate('FAMILY')}>
          {CIRCLES_MSG.rotate}
          <span className="bn-visually-hidden"> ({CIRCLES_MSG.familyLink})</span>
        </Button>
      </section>

      <section className="circles__circle" aria-labelledby="circles-friends">
        <h3 id="circles-friends" className="circles__name">
          {CIRCLES_MSG.friendsLink}
        </h3>
        <p className="circles__status" role="status">
          {statusText(state)}
        </p>
        <form
          className="circles__form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void onSave(form);
          }}
        >
          <fieldset className="circles__modes">
            <legend className="bn-visually-hidden">{CIRCLES_MSG.friendsLink}</legend>
            {MODES.map(({ mode, label }) => (
              <label key={mode} className="circles__mode">
                <input type="radio" name="friends-mode" value={mode} checked={form.mode === mode} onChange={() => setForm({ ...form, mode })} />
                {label}
              </label>
            ))}
          </fieldset>
          {form.mode === 'date' && (
            <label className="bn-field">
              <span className="bn-field__label">{CIRCLES_MSG.friendsOpenAtLabel}</span>
              <input className="bn-field__control" type="date" value={form.openAt} onChange={(e) => setForm({ ...form, openAt: e.target.value })} />
            </label>
          )}
          <label className="bn-field">
            <span className="bn-field__label">{CIRCLES_MSG.addressNoteLabel}</span>
            <textarea
              className="bn-field__control"
              rows={2}
              maxLength={200}
              placeholder={CIRCLES_MSG.addressNotePlaceholder}
              value={form.addressNote}
              onChange={(e) => setForm({ ...form, addressNote: e.target.value })}
            />
          </label>
          {error && (
            <p className="bn-field__error" role="alert">
              {error}
            </p>
          )}
          {saved && !error && <p className="circles__saved">{CIRCLES_MSG.saved}</p>}
          <Button type="submit" busy={busy === 'save'} disabled={busy !== '' && busy !== 'save'}>
            {busy === 'save' ? CIRCLES_MSG.saving : CIRCLES_MSG.save}
          </Button>
        </form>
        {friendsLink ? (
          <>
            <LinkRow id="circles-friends-link" label={CIRCLES_MSG.friendsLink} link={friendsLink} />
            <InviteShare link={friendsLink} title={title} code={state.friendsCode!} />
            <Button variant="ghost" size="small" busy={busy === 'FRIENDS'} disabled={busy !== ''} onClick={() => confirmRotate('FRIENDS')}>
              {CIRCLES_MSG.rotate}
              <span className="bn-visually-hidden"> ({CIRCLES_MSG.friendsLink})</span>
            </Button>
          </>
        ) : (
          <p className="manage__empty">{CIRCLES_MSG.noFriendsLink}</p>
        )}
      </section>
    </div>
  );
}

/** A read-only link field with its copy button ('링크 복사' → '링크를 복사했어요.' for 3 s). */
function LinkRow({ id, label, link }: { id: string; label: string; link: string }) {
  const { copy, copied } = useCopyLabel();
  return (
    <div className="circles__link">
      <label htmlFor={id} className="bn-visually-hidden">
        {label}
      </label>
      <input id={id} className="bn-field__control" value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
      <Button variant="soft" size="small" onClick={() => void copy(link)}>
        {copied ? CIRCLES_MSG.copied : CIRCLES_MSG.copy}
        <span className="bn-visually-hidden"> ({label})</span>
      </Button>
    </div>
  );
}
