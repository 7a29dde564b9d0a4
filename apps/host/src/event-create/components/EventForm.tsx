import { CONSENT_MSG, LIMITS } from '@babynews/contracts';
import { Alert, Button, TextAreaField, TextField } from '@babynews/ui';
import type { EventFormState } from '../hooks/useEventForm';
import { AddressFields } from './AddressFields';
import { CoverPhotoField } from './CoverPhotoField';
import { NewsPlanFieldset } from './NewsPlanFieldset';
import { FundFieldset } from './FundFieldset';

export interface EventFormProps {
  form: EventFormState;
  /** The submit button's text: '소식 만들기' or '저장하기'. */
  submitLabel: string;
  /** Example texts of the title and description fields (creation only). */
  placeholders?: { title: string; description: string };
  /** Id of the heading that names the form, when there is one. */
  labelledBy?: string;
}

/**
 * The news form (spec §2): '소식 제목' with a counter, '소식 내용', the cover photo (ARCHITECTURE "Cover photo and
 * link card"), the address fields with who sees the
 * address (CONSENT_MSG.addressNotice, ARCHITECTURE §4.24), the due date and
 * surprise mode (ARCHITECTURE §4.20), the 축의금 fund (§4.22) and the
 * submit button, disabled until useEventForm's `canSubmit`.
 */
export function EventForm({ form, submitLabel, placeholders, labelledBy }: EventFormProps) {
  const { fields } = form;
  return (
    <form className="create-event__form" onSubmit={(event) => void form.submit(event)} noValidate aria-labelledby={labelledBy}>
      <TextField
        id="event-title"
        label="소식 제목"
        name="title"
        requiredMark
        maxLength={LIMITS.eventTitleMax}
        placeholder={placeholders?.title}
        counter={`${fields.title.length}/${LIMITS.eventTitleMax}`}
        value={fields.title}
        onChange={(e) => form.setTitle(e.target.value)}
      />
      <TextAreaField
        id="event-description"
        label="소식 내용"
        name="description"
        maxLength={LIMITS.eventDescriptionMax}
        placeholder={placeholders?.description}
        counter={`${fields.description.length}/${LIMITS.eventDescriptionMax}`}
        value={fields.description}
        onChange={(e) => form.setDescription(e.target.value)}
      />
      <CoverPhotoField form={form} />
      <AddressFields
        postCode={fields.postCode}
        address={fields.address}
        detailAddress={fields.detailAddress}
        onPick={form.setAddressPair}
        onPostCode={form.setPostCode}
        onAddress={form.setAddress}
        onDetailAddress={form.setDetailAddress}
        notice={CONSENT_MSG.addressNotice}
      />
      <NewsPlanFieldset form={form} />
      <FundFieldset form={form} />
      {form.error && <Alert>{form.error}</Alert>}
      <Button type="submit" block busy={form.busy} disabled={!form.canSubmit}>
        {submitLabel}
      </Button>
    </form>
  );
}
