import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { eventCreateSchema, firstMessage, MSG } from '@babynews/contracts';
import { ApiRequestError } from '@babynews/session';
import { createEvent } from '../api/createEventApi';

/**
 * State and submit of `/event/create` (spec §2, §5): validation with eventCreateSchema's
 * messages, POST /api/event/create, 201 → /user/mypage; failures show the server's text or
 * '소식 생성에 실패했습니다. 다시 시도해주세요.'. `canSubmit` needs a title and an address.
 */
export function useCreateEventForm() {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [postCode, setPostCode] = useState('');
  const [address, setAddress] = useState('');
  const [detailAddress, setDetailAddress] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const canSubmit = title.trim() !== '' && address.trim() !== '' && !busy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = eventCreateSchema.safeParse({ title, description, postCode, address, detailAddress });
    if (!parsed.success) {
      setError(firstMessage(parsed.error));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await createEvent(parsed.data);
      navigate('/user/mypage');
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? caught.message : MSG.event.createFailed);
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
