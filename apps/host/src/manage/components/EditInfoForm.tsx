import { LIMITS, type EventInfo, type EventSummary } from '@babynews/contracts';
import { Alert, Button, Card, TextAreaField, TextField } from '@babynews/ui';
import { AddressFields } from '../../event-create/components/AddressFields';
import { useEditEventForm } from '../hooks/useEditEventForm';

/** '소식 정보 수정' card: title, description and address, saved with PUT /api/event/update/{code}. */
export function EditInfoForm({ event, onSaved }: { event: EventInfo; onSaved: (summary: EventSummary) => void }) {
  const form = useEditEventForm(event, onSaved);
  const { fields } = form;
  return (
    <Card className="manage__section">
      <h2 className="manage__heading" id="manage-edit-title">
        소식 정보 수정
      </h2>
      <form className="create-event__form" onSubmit={form.submit} noValidate aria-labelledby="manage-edit-title">
        <TextField
          id="event-title"
          label="소식 제목"
          name="title"
          requiredMark
          maxLength={LIMITS.eventTitleMax}
          counter={`${fields.title.length}/${LIMITS.eventTitleMax}`}
          value={fields.title}
          onChange={(e) => form.setTitle(e.target.value)}
        />
        <TextAreaField
          id="event-description"
          label="소식 내용"
          name="description"
          maxLength={LIMITS.eventDescriptionMax}
          counter={`${fields.description.length}/${LIMITS.eventDescriptionMax}`}
          value={fields.description}
          onChange={(e) => form.setDescription(e.target.value)}
        />
        <AddressFields
          postCode={fields.postCode}
          address={fields.address}
          detailAddress={fields.detailAddress}
          onPick={form.setAddressPair}
          onPostCode={form.setPostCode}
          onAddress={form.setAddress}
          onDetailAddress={form.setDetailAddress}
        />
        {form.error && <Alert>{form.error}</Alert>}
        <Button type="submit" block busy={form.busy} disabled={!form.canSubmit}>
          저장하기
        </Button>
      </form>
    </Card>
  );
}
