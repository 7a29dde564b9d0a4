import { useState, type FormEvent } from 'react';
import { ACCOUNT_MSG, type AccountInfo, accountUpdateSchema } from '@babynews/contracts';
import { errorMessage } from '@babynews/session';
import { useFormStatus } from '@babynews/ui';
import { updateAccountInfo } from '../api/accountApi';

/** The editable fields of '내 정보' as the inputs hold them (strings, '' for empty). */
export interface AccountFields {
  realName: string;
  phoneNumber: string;
  postCode: string;
  address: string;
  detailAddress: string;
}

/** Form fields from the stored account (null → ''). */
export function fieldsOf(info: AccountInfo): AccountFields {
  return {
    realName: info.realName ?? '',
    phoneNumber: info.phoneNumber ?? '',
    postCode: info.postCode ?? '',
    address: info.address ?? '',
    detailAddress: info.detailAddress ?? '',
  };
}

/**
 * State of the '내 정보' form (ARCHITECTURE §4.21): the fields, `set(name, value)`, `pickAddress` (postcode
 * widget), and `submit`, which checks `accountUpdateSchema` first (the first Korean message, spec §5 style),
 * then saves; on success the fields show what was stored (the phone as digits) and `saved` turns on
 * until the next edit. A failure shows the server's message or ACCOUNT_MSG.saveFailed.
 */
export function useAccountForm(initial: AccountInfo) {
  const [fields, setFields] = useState<AccountFields>(() => fieldsOf(initial));
  const [saved, setSaved] = useState(false);
  const status = useFormStatus();

  const set = (name: keyof AccountFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setSaved(false);
  };
  const pickAddress = (postCode: string, address: string) => {
    setFields((current) => ({ ...current, postCode, address }));
    setSaved(false);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (status.busy) return;
    setSaved(false);
    const body = status.start(accountUpdateSchema.safeParse(fields));
    if (!body) return;
    try {
      const stored = await updateAccountInfo(body);
      setFields(fieldsOf(stored));
      setSaved(true);
    } catch (caught) {
      status.setError(errorMessage(caught, ACCOUNT_MSG.saveFailed));
    } finally {
      status.setBusy(false);
    }
  };

  return { fields, set, pickAddress, submit, saved, error: status.error, busy: status.busy };
}

export type AccountFormState = ReturnType<typeof useAccountForm>;
