import { BIRTH_MSG, LIMITS, LIMITS_BIRTH, MSG } from '@babynews/contracts';
import { Alert, Button, TextAreaField, TextField } from '@babynews/ui';
import { ImagePicker } from '@babynews/ui/image';
import type { BirthFormState } from '../useBirthForm';
import { BabyFieldset } from './BabyFieldset';

/**
 * The birth editor's form (ARCHITECTURE "Birth announcement"): the day and time of the birth, one to three
 * babies ('아기 추가' for twins and triplets, '…번째 아기 빼기'), the optional photo (the wish form's
 * ImagePicker: converted in the browser, uploaded on save) and words, the error line, and the save button.
 */
export function BirthForm({ form, submitLabel }: { form: BirthFormState; submitLabel: string }) {
  const { fields } = form;
  const locked = form.busy || form.removing;
  return (
    <form className="birth-form" onSubmit={(e) => void form.submit(e)} noValidate aria-label={BIRTH_MSG.pageTitle}>
      <div className="birth-form__when">
        <TextField
          id="birth-date"
          label={BIRTH_MSG.dateLabel}
          name="date"
          type="date"
          value={fields.date}
          onChange={(e) => form.setDate(e.target.value)}
          disabled={locked}
          requiredMark
        />
        <TextField
          id="birth-time"
          label={BIRTH_MSG.timeLabel}
          name="time"
          type="time"
          value={fields.time}
          onChange={(e) => form.setTime(e.target.value)}
          disabled={locked}
          requiredMark
        />
      </div>
      {fields.babies.map((baby, index) => (
        <BabyFieldset
          key={index}
          index={index}
          baby={baby}
          onChange={(change) => form.setBaby(index, change)}
          onRemove={fields.babies.length > 1 ? () => form.removeBaby(index) : undefined}
          disabled={locked}
        />
      ))}
      {form.canAddBaby && (
        <Button variant="soft" onClick={form.addBaby} disabled={locked}>
          {BIRTH_MSG.addBaby}
        </Button>
      )}
      <ImagePicker
        label={BIRTH_MSG.photoLabel}
        file={form.photo.kind === 'new' ? form.photo.file : null}
        existingUrl={form.photoUrl}
        onFile={form.choosePhoto}
        onRemove={form.removePhoto}
        maxBytes={LIMITS.imageOriginalMaxBytes}
        tooLargeMessage={MSG.wish.imageTooLarge}
        progress={form.photoProgress}
        hint={`${BIRTH_MSG.photoHint} (JPG, PNG, WebP · ${Math.round(LIMITS.imageOriginalMaxBytes / 1024 / 1024)}MB 이하)`}
        disabled={locked}
        onProcessing={form.setProcessingPhoto}
      />
      <TextAreaField
        id="birth-message"
        label={BIRTH_MSG.messageLabel}
        name="message"
        placeholder={BIRTH_MSG.messagePlaceholder}
        value={fields.message}
        onChange={(e) => form.setMessage(e.target.value)}
        counter={`${fields.message.length}/${LIMITS_BIRTH.birthMessageMax}`}
        rows={4}
        disabled={locked}
      />
      {form.error && <Alert>{form.error}</Alert>}
      <Button type="submit" block busy={form.busy} disabled={!form.canSubmit}>
        {submitLabel}
      </Button>
    </form>
  );
}
