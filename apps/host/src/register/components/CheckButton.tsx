import { Button, Icon } from '@babynews/ui';

/**
 * Duplicate-check button next to a sign-up field: '중복 확인', then '완료' after a pass
 * (spec §2 'done'). A visually hidden prefix makes its accessible name unique, e.g.
 * '아이디 중복 확인' / '아이디 중복 확인 완료' (content, not aria-label, so getByLabel('아이디')
 * still finds only the input).
 */
export function CheckButton({ field, checked, busy, onCheck }: { field: string; checked: boolean; busy: boolean; onCheck: () => void }) {
  return (
    <Button variant={checked ? 'success' : 'secondary'} onClick={onCheck} busy={busy} disabled={checked}>
      <span className="bn-visually-hidden">{field} 중복 확인 </span>
      {checked ? (
        <>
          <Icon name="check" size={16} />
          완료
        </>
      ) : (
        <span aria-hidden="true">중복 확인</span>
      )}
    </Button>
  );
}
