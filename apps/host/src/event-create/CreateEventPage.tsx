import { LIMITS } from '@babynews/contracts';
import { Alert, Button, Card, Page, RequireSignIn, TextAreaField, TextField } from '@babynews/ui';
import { useCreateEventForm } from './hooks/useCreateEventForm';
import { AddressFields } from './components/AddressFields';
import './create-event.css';

/**
 * `/event/create` (exposed as 'host/CreateEventPage', spec §2): title, description, address
 * (postcode widget or manual entry) and detail address. Submit is disabled without a title or
 * an address. Members only.
 */
export default function CreateEventPage() {
  return (
    <RequireSignIn>
      <CreateEventForm />
    </RequireSignIn>
  );
}

function CreateEventForm() {
  const form = useCreateEventForm();
  const { fields } = form;
  return (
    <Page narrow title="소식 만들기" subtitle="소중한 사람들에게 전할 우리 아기 소식을 적어주세요" className="create-event">
      <Card>
        <form className="create-event__form" onSubmit={form.submit} noValidate>
          <TextField
            id="event-title"
            label="소식 제목"
            name="title"
            requiredMark
            maxLength={LIMITS.eventTitleMax}
            placeholder="예: 우리 가족에게 아기가 찾아왔어요"
            counter={`${fields.title.length}/${LIMITS.eventTitleMax}`}
            value={fields.title}
            onChange={(e) => form.setTitle(e.target.value)}
          />
          <TextAreaField
            id="event-description"
            label="소식 내용"
            name="description"
            maxLength={LIMITS.eventDescriptionMax}
            placeholder="가족과 친구들에게 전하고 싶은 이야기를 자유롭게 적어주세요."
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
            소식 만들기
          </Button>
        </form>
      </Card>
    </Page>
  );
}
