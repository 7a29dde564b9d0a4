import { MSG, type EventInfo, type EventSummary } from '@babynews/contracts';
import { Card, showToast } from '@babynews/ui';
import { useEventForm } from '../../event-create/hooks/useEventForm';
import { EventForm } from '../../event-create/components/EventForm';
import { updateEvent } from '../api/manageApi';

/**
 * '소식 정보 수정' card (spec §2, §5 "Edit news: title required"): starts from the owner's read,
 * saves with `PUT /api/event/update/{code}`; success shows MSG.event.updated and calls `onSaved`.
 */
export function EditInfoForm({ event, onSaved }: { event: EventInfo; onSaved: (summary: EventSummary) => void }) {
  const form = useEventForm({
    initial: event,
    save: async (request) => {
      const summary = await updateEvent(event.code, request);
      showToast(MSG.event.updated);
      onSaved(summary);
      return summary;
    },
    failedMessage: MSG.event.updateFailed,
  });
  return (
    <Card className="manage__section">
      <h2 className="manage__heading" id="manage-edit-title">
        소식 정보 수정
      </h2>
      <EventForm form={form} submitLabel="저장하기" labelledBy="manage-edit-title" />
    </Card>
  );
}
