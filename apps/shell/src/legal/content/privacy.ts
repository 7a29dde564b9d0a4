import type { LegalDocument } from './types';

/** Privacy policy (spec §1). Placeholder excerpt; the full text comes later. */
export const PRIVACY: LegalDocument = {
  title: '개인정보처리방침',
  effectiveDate: '2025년 1월 1일',
  intro: '아기소식(이하 "서비스")은 이용자의 개인정보를 소중히 여기며, 관련 법령에 따라 개인정보를 안전하게 처리합니다. 아래는 주요 내용의 요약입니다.',
  articles: [
    {
      heading: '제1조 (수집하는 개인정보 항목)',
      items: ['회원가입: 아이디, 비밀번호, 이메일, 닉네임', '소식 작성: 선물 배송을 위한 우편번호와 주소', '선물 예약 및 퀴즈 참여: 이름, 전화번호 또는 이메일'],
    },
    { heading: '제2조 (개인정보의 이용 목적)', paragraphs: ['수집한 개인정보는 회원 관리, 소식 공유, 선물 예약 및 배송 안내, 서비스 개선을 위해서만 이용합니다.'] },
    {
      heading: '제3조 (보유 및 이용 기간)',
      items: [
        '계약 또는 청약철회 등에 관한 기록: 5년',
        '대금결제 및 재화 등의 공급에 관한 기록: 5년',
        '소비자의 불만 또는 분쟁처리에 관한 기록: 3년',
        '웹사이트 방문 기록(접속 로그): 3개월',
      ],
    },
    { heading: '제4조 (개인정보의 파기)', paragraphs: ['보유 기간이 지난 개인정보는 지체 없이 복구할 수 없는 방법으로 파기합니다.'] },
    { heading: '제5조 (이용자의 권리)', paragraphs: ['이용자는 언제든지 자신의 개인정보를 조회, 수정하거나 회원 탈퇴를 통해 처리 정지를 요청할 수 있습니다.'] },
  ],
};
