import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField } from '@babynews/ui';
import { queryOf, useFleetingMessage, type MemberFilterForm } from '../hooks/useMemberFilters';
import type { MemberQuery } from '../api/membersApi';

export interface MemberFiltersProps {
  /** The form's starting values (defaultFilterForm). */
  initial: MemberFilterForm;
  /** Today in Asia/Seoul, 'YYYY-MM-DD' (the latest day the date inputs offer). */
  today: string;
  /** Called with the checked query when the form is submitted. */
  onSearch: (query: MemberQuery) => void;
}

/**
 * The member list's filters (spec §2, §5): a sign-up date filter (both dates required) and a detail
 * filter (name or phone required), each switched on by its checkbox; the message of a failed check
 * clears after 3 s.
 */
export function MemberFilters({ initial, today, onSearch }: MemberFiltersProps) {
  const [form, setForm] = useState(initial);
  const [error, setError] = useFleetingMessage();
  const set = <K extends keyof MemberFilterForm>(key: K, value: MemberFilterForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = queryOf(form);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError('');
    onSearch(checked.query);
  };

  return (
    <form className="admin-filters" onSubmit={submit} aria-label="회원 검색">
      <fieldset className="admin-filters__group">
        <legend>
          <label className="admin-filters__toggle">
            <input type="checkbox" checked={form.dateOn} onChange={(e) => set('dateOn', e.target.checked)} /> 가입일로 찾기
          </label>
        </legend>
        <div className="admin-filters__row">
          <TextField label="시작일" type="date" value={form.startDate} max={today} disabled={!form.dateOn} onChange={(e) => set('startDate', e.target.value)} />
          <TextField label="종료일" type="date" value={form.endDate} max={today} disabled={!form.dateOn} onChange={(e) => set('endDate', e.target.value)} />
        </div>
      </fieldset>
      <fieldset className="admin-filters__group">
        <legend>
          <label className="admin-filters__toggle">
            <input type="checkbox" checked={form.detailOn} onChange={(e) => set('detailOn', e.target.checked)} /> 이름·전화번호로 찾기
          </label>
        </legend>
        <div className="admin-filters__row">
          <TextField label="이름" value={form.name} disabled={!form.detailOn} maxLength={50} onChange={(e) => set('name', e.target.value)} />
          <TextField
            label="전화번호"
            value={form.phoneNumber}
            inputMode="tel"
            disabled={!form.detailOn}
            maxLength={20}
            onChange={(e) => set('phoneNumber', e.target.value)}
          />
        </div>
      </fieldset>
      {error && <Alert>{error}</Alert>}
      <Button type="submit">검색</Button>
    </form>
  );
}
