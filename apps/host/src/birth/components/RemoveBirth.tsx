import { useState } from 'react';
import { BIRTH_MSG } from '@babynews/contracts';
import { Alert, Button, Modal } from '@babynews/ui';
import type { BirthFormState } from '../useBirthForm';

/** '출생 소식 내리기' with its confirmation dialog (ARCHITECTURE "Birth announcement"): the countdown comes back; sent mail stays sent. */
export function RemoveBirth({ form }: { form: BirthFormState }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="birth-page__remove">
      <Button variant="danger" block onClick={() => setOpen(true)} disabled={form.busy || form.removing}>
        {BIRTH_MSG.remove}
      </Button>
      <Modal open={open} title={BIRTH_MSG.removeConfirmTitle} onClose={() => !form.removing && setOpen(false)}>
        <p className="birth-page__text">{BIRTH_MSG.removeConfirm}</p>
        {form.removeError && <Alert>{form.removeError}</Alert>}
        <div className="birth-page__dialog-actions">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={form.removing}>
            {BIRTH_MSG.removeCancel}
          </Button>
          <Button variant="danger" busy={form.removing} onClick={() => void form.remove()}>
            {BIRTH_MSG.remove}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
