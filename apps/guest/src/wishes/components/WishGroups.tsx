import type { ReactNode } from 'react';
import { groupHeading, groupWishes, type WishPlanFields, type WishPublic } from '@babynews/contracts';

export interface WishGroupsProps {
  /** The public wish list (the API already sends it in display order). */
  wishes: WishPublic[];
  /** Due date `YYYY-MM-DD`: stage headings name the expected month ('6~12개월 (2027년 11월쯤)'). */
  dueDate: string | null;
  /** Renders one group's items (a list labelled `label`). */
  renderList: (wishes: WishPublic[], label: string) => ReactNode;
}

/**
 * The public wish list in groups (ARCHITECTURE §4.20): '꼭 필요해요' first, then each stage in order with
 * its expected month, then '언제든 좋아요'. A list without stages or most-wanted items is shown as one
 * plain list, as before.
 */
export function WishGroups({ wishes, dueDate, renderList }: WishGroupsProps) {
  const groups = groupWishes(wishes as Array<WishPublic & Partial<WishPlanFields>>);
  if (groups.length === 1 && groups[0]!.key === 'UNSTAGED') return <>{renderList(groups[0]!.wishes, '선물 목록')}</>;
  return (
    <div className="wishlist__groups">
      {groups.map((group) => {
        const heading = groupHeading(group.key, dueDate);
        const id = `wish-group-${group.key.toLowerCase()}`;
        return (
          <section key={group.key} className={`wishlist__group wishlist__group--${group.key.toLowerCase()}`} aria-labelledby={id}>
            <h2 id={id} className="wishlist__group-title">
              {heading}
            </h2>
            {renderList(group.wishes, heading)}
          </section>
        );
      })}
    </div>
  );
}
