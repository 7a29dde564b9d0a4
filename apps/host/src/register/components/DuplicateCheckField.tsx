import { TextField, type TextFieldProps } from '@babynews/ui';
import type { CheckKind } from '../api/registerApi';
import type { DuplicateCheck } from '../hooks/useDuplicateCheck';
import { CheckButton } from './CheckButton';

type FieldLook = Pick<TextFieldProps, 'label' | 'name' | 'type' | 'autoComplete' | 'autoCapitalize' | 'inputMode' | 'hint'> & { label: string };

const LOOK: Record<CheckKind, FieldLook> = {
  username: { label: '아이디', name: 'username', autoComplete: 'username', autoCapitalize: 'none', hint: '영문 소문자, 숫자, 밑줄(_) 4~20자' },
  email: { label: '이메일', name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  displayName: { label: '닉네임', name: 'displayName', autoComplete: 'nickname', hint: "소식 페이지에 '닉네임님의 소식'으로 보여요" },
};

/**
 * A sign-up field with its '중복 확인' button (spec §2): 아이디, 이메일 or 닉네임 by the check's
 * kind, showing the check's error or success text. The input's id is `{idPrefix}-{kind}`, which
 * the forms focus on a failed submit.
 */
export function DuplicateCheckField({ idPrefix, check }: { idPrefix: string; check: DuplicateCheck }) {
  const look = LOOK[check.kind];
  return (
    <TextField
      id={`${idPrefix}-${check.kind}`}
      {...look}
      value={check.value}
      onChange={(e) => check.setValue(e.target.value)}
      error={check.error}
      success={check.success}
      action={<CheckButton field={look.label} checked={check.checked} busy={check.busy} onCheck={() => void check.check()} />}
    />
  );
}
