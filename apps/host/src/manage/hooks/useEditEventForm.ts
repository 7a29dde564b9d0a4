import { useState, type FormEvent } from 'react';
import { eventUpdateSchema, firstMessage, MSG, type EventInfo, type EventSummary } from '@babynews/contracts';
import { ApiRequestError } from '@babynews/session';
import { showToast } from '@babynews/ui';
import { updateEvent } from '../api/manageApi';

/**
 * Edit-info form of the management page (spec §2, §5 "Edit news: title required"): starts from the
 * owner's read, validates with eventUpdateSchema (the create payload's messages), sends
 * `PUT /api/event/update/{code}`; success shows MSG.event.updated and calls `onSaved`.
 */
export function useEditEventForm(event: EventInfo, onSaved: (summary: EventSummary) => void) {
  const [title, setTitle] = useState(event.title);
  const [description, setDescription] = useState(event.description);
  const [postCode, setPostCode] = useState(event.postCode ?? '');
  const [address, setAddress] = useState(event.address ?? '');
  const [detailAddress, setDetailAddress] = useState(event.detailAddress ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const canSubmit = title.trim() !== '' && !busy;

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const parsed = eventUpdateSchema.safeParse({ title, description, postCode, address, detailAddress });
    if (!parsed.success) {
      setError(firstMessage(parsed.error));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const summary = await updateEvent(event.code, parsed.data);
      setTitle(summary.title);
      setDescription(summary.description);
      showToast(MSG.event.updated);
      onSaved(summary);
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? caught.message : MSG.event.updateFailed);
    } finally {
      setBusy(false);
    }
  };

  const setAddressPair = (nextPostCode: string, nextAddress: string) => {
    setPostCode(nextPostCode);
    setAddress(nextAddress);
    setError('');
  };

  return {
    fields: { title, description, postCode, address, detailAddress },
    setTitle,
    setDescription,
    setPostCode,
    setAddress,
    setAddressPair,
    setDetailAddress,
    error,
    busy,
    canSubmit,
    submit,
  };
}
