import { ACCOUNT_LIMITS, ACCOUNT_MSG } from '@babynews/contracts';
import { Alert, Button, TextField } from '@babynews/ui';
import { AddressFields } from '../../event-create/components/AddressFields';
import type { AccountFormState } from '../hooks/useAccountForm';

/**
 * The '내 정보' form (ARCHITECTURE §4.21): 이름, 휴대폰 번호 (stored as digits, like a quiz contact),
 * the address by postcode search (or typed when the widget is unavailable) and a detail address.
 */
export function AccountForm({ form }: { form: AccountFormState }) {
  const { fields } = form;
  return (
    <form className="account__form" onSubmit={(event) => void form.submit(event)} noValidate aria-label={ACCOUNT_MSG.title}>
      <TextField
        id="account-realName"
        label={ACCOUNT_MSG.realNameLabel}
        name="realName"
        autoComplete="name"
        maxLength={ACCOUNT_LIMITS.realNameMax}
        value={fields.realName}
        onChange={(e) => form.set('realName', e.target.value)}
      />
      <TextField
        id="account-phoneNumber"
        label={ACCOUNT_MSG.phoneLabel}
        name="phoneNumber"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={ACCOUNT_LIMITS.phoneInputMax}
        hint={ACCOUNT_MSG.phoneHint}
        value={fields.phoneNumber}
        onChange={(e) => form.set('phoneNumber', e.target.value)}
      />
      <AddressFields
        postCode={fields.postCode}
        address={fields.address}
        detailAddress={fields.detailAddress}
        onPick={form.pickAddress}
        onPostCode={(value) => form.set('postCode', value)}
        onAddress={(value) => form.set('address', value)}
        onDetailAddress={(value) => form.set('detailAddress', value)}
      />
      {form.error && <Alert>{form.error}</Alert>}
      {form.saved && <Alert tone="success">{ACCOUNT_MSG.saved}</Alert>}
      <Button type="submit" block busy={form.busy}>
        {ACCOUNT_MSG.save}
      </Button>
    </form>
  );
}
