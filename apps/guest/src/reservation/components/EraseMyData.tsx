import { useState } from 'react';
import { ERASE_MSG, type EraseResponse } from '@babynews/contracts';
import { answered, errorMessage } from '@babynews/session';
import { Button, Modal } from '@babynews/ui';

export interface EraseMyDataProps {
  /** What the erase will do, shown in the dialog (ERASE_MSG.reservationDeletes, …Anonymises, pledgeDeletes, …Anonymises). */
  effect: string;
  /** The erase call (the PIN the page was opened with is the caller's). */
  onErase: () => Promise<EraseResponse>;
  /** After the call succeeded: what it did. */
  onErased: (erased: EraseResponse['erased']) => void;
}

/**
 * '내 정보 삭제' under an opened reservation or pledge (ARCHITECTURE §4.24): a dialog says what will happen
 * (`effect`) and asks once more; '삭제하기' calls `onErase`; a refusal shows the server's Korean message in
 * the dialog (a network failure ERASE_MSG.failed), and the dialog stays open to try again or keep.
 */
export function EraseMyData({ effect, onErase, onErased }: EraseMyDataProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const close = () => {
    if (busy) return;
    setOpen(false);
    setError('');
  };
  const confirm = async () => {
    setBusy(true);
    setError('');
    try {
      const { erased } = await onErase();
      setOpen(false);
      onErased(erased);
    } catch (caught) {
      setError(errorMessage(caught, ERASE_MSG.failed, answered));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="erase">
      <Button variant="ghost" size="small" onClick={() => setOpen(true)}>
        {ERASE_MSG.action}
      </Button>
      <Modal open={open} title={ERASE_MSG.dialogTitle} onClose={close}>
        <p className="erase__effect">{effect}</p>
        {error && (
          <p className="erase__error" role="alert">
            {error}
          </p>
        )}
        <div className="reservation__actions">
          <Button variant="secondary" onClick={close} disabled={busy}>
            {ERASE_MSG.keep}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} busy={busy}>
            {ERASE_MSG.confirm}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
