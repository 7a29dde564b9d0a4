/** @jsxRuntime automatic */
import type { MailData } from '../mail-data';
import { Layout, MailButton, Paragraph } from './Layout';
import { subjectLine } from './subject-line';

type Props = MailData['pageHandedOver'];

/** Subject: `[아기소식] '{pageTitle}' 소식 페이지를 이제 직접 관리해요` (ARCHITECTURE "Two parents"). */
export function pageHandedOverSubject({ pageTitle }: Props): string {
  return subjectLine(`[아기소식] '${pageTitle}' 소식 페이지를 이제 직접 관리해요`);
}

/**
 * To the confirmed co-parent when the page's creator withdrew (ARCHITECTURE "Two parents"): the page,
 * its wishes, reservations and everything else stay, now with them as the only owner. Names the page
 * title and the co-parent's display name only; the button '마이페이지로 가기' → `myPageUrl`.
 * @param props {@link MailData}['pageHandedOver']
 */
export function PageHandedOver(props: Props) {
  const { pageTitle, displayName, myPageUrl } = props;
  return (
    <Layout
      subject={pageHandedOverSubject(props)}
      preview={`'${pageTitle}' 소식 페이지를 만든 분이 탈퇴해, 이제 ${displayName}님이 관리해요.`}
      heading="소식 페이지를 이어서 관리해 주세요"
    >
      <Paragraph>
        {displayName}님, 함께 관리하던 &apos;{pageTitle}&apos; 소식 페이지를 만든 분이 아기소식을 탈퇴했어요. 페이지는 닫히지 않고 이제 {displayName}님이
        관리해요.
      </Paragraph>
      <Paragraph>선물 리스트, 예약 내역, 퀴즈와 방명록은 그대로 남아 있어요. 새 공동 관리자를 초대할 수도 있어요.</Paragraph>
      <MailButton href={myPageUrl}>마이페이지로 가기</MailButton>
    </Layout>
  );
}
