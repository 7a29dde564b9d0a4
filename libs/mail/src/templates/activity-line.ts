import type { ActivityItem } from '../mail-data';

/** The object particle after `word`: '을' after a final consonant, '를' after a vowel, '을(를)' after anything not Hangul. */
function objectParticle(word: string): string {
  const code = word.trim().codePointAt(word.trim().length - 1) ?? 0;
  if (code < 0xac00 || code > 0xd7a3) return '을(를)';
  return (code - 0xac00) % 28 === 0 ? '를' : '을';
}

/**
 * One line of a notification (ARCHITECTURE §4.23), e.g. '김하늘님이 아기 욕조를 예약했어요'; with `name`
 * null (surprise mode before the reveal day) the actor is '누군가': '누군가 아기 욕조를 예약했어요'.
 * @param item {@link ActivityItem}
 * @returns one Korean sentence, no link, no contact
 */
export function activityLine(item: Pick<ActivityItem, 'kind' | 'subject' | 'name'>): string {
  const who = item.name ? `${item.name}님이` : '누군가';
  switch (item.kind) {
    case 'RESERVED':
      return `${who} ${item.subject}${objectParticle(item.subject)} 예약했어요`;
    case 'CANCELLED':
      return `${who} ${item.subject} 예약을 취소했어요`;
    case 'PLEDGED':
      return `${who} ${item.subject}에 마음을 보탰어요`;
    case 'QUIZ_ANSWERED':
      return `${who} 퀴즈 '${item.subject}'에 답했어요`;
  }
}
