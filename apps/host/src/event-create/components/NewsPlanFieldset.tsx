import { MSG } from '@babynews/contracts';
import { TextField } from '@babynews/ui';
import type { EventFormState } from '../hooks/useEventForm';

/**
 * Due date and surprise mode of the news form (ARCHITECTURE §4.20): '출산 예정일' (a date, optional),
 * the box that hides the countdown from the news page (ARCHITECTURE "The due date, honestly"),
 * '깜짝 모드' (while on, the parent does not see who reserved which gift) and, with it, '공개일'
 * (empty = the due date).
 */
export function NewsPlanFieldset({ form }: { form: EventFormState }) {
  const { fields } = form;
  return (
    <fieldset className="create-event__plan">
      <legend className="create-event__plan-legend">출산 예정일과 깜짝 모드</legend>
      <TextField
        id="event-due-date"
        label="출산 예정일"
        name="dueDate"
        type="date"
        hint="소식 페이지에 D-day가 표시돼요. 예정일이 지나면 14일 동안 '예정일이 n일 지났어요'로 보여요."
        value={fields.dueDate ?? ''}
        onChange={(e) => form.setDueDate(e.target.value)}
      />
      <label className="create-event__check">
        <input type="checkbox" name="hideCountdown" checked={fields.hideCountdown === true} onChange={(e) => form.setHideCountdown(e.target.checked)} />
        <span>{MSG.parent.hideCountdown}</span>
      </label>
      <label className="create-event__check">
        <input type="checkbox" name="surpriseMode" checked={fields.surpriseMode === true} onChange={(e) => form.setSurpriseMode(e.target.checked)} />
        <span>깜짝 모드 (공개일 전까지 누가 어떤 선물을 예약했는지 보지 않아요)</span>
      </label>
      {fields.surpriseMode && (
        <TextField
          id="event-reveal-at"
          label="공개일"
          name="revealAt"
          type="date"
          hint="비워 두면 출산 예정일에 공개돼요."
          value={fields.revealAt ?? ''}
          onChange={(e) => form.setRevealAt(e.target.value)}
        />
      )}
    </fieldset>
  );
}
