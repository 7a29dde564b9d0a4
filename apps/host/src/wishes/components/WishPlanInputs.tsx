import { MSG, NEEDED_BY, NEEDED_BY_LABEL, type NeededBy } from '@babynews/contracts';

export interface WishPlanInputsProps {
  idPrefix: string;
  /** '' = no stage. */
  neededBy: NeededBy | '';
  mostWanted: boolean;
  onNeededBy: (value: NeededBy | '') => void;
  onMostWanted: (value: boolean) => void;
}

/** '필요한 시기' (a stage or none) and the '꼭 필요해요' mark of the wish form (ARCHITECTURE §4.20). */
export function WishPlanInputs({ idPrefix, neededBy, mostWanted, onNeededBy, onMostWanted }: WishPlanInputsProps) {
  return (
    <div className="wish-form__plan">
      <div className="bn-field">
        <label className="bn-field__label" htmlFor={`${idPrefix}-needed-by`}>
          필요한 시기
        </label>
        <select
          id={`${idPrefix}-needed-by`}
          className="bn-field__control"
          name="neededBy"
          value={neededBy}
          onChange={(e) => onNeededBy(e.target.value as NeededBy | '')}
        >
          <option value="">{MSG.parent.unstaged}</option>
          {NEEDED_BY.map((stage) => (
            <option key={stage} value={stage}>
              {NEEDED_BY_LABEL[stage]}
            </option>
          ))}
        </select>
      </div>
      <label className="wish-form__check">
        <input type="checkbox" name="mostWanted" checked={mostWanted} onChange={(e) => onMostWanted(e.target.checked)} />
        <span>{MSG.parent.mostWantedMark} (목록 맨 위에 표시돼요)</span>
      </label>
    </div>
  );
}
