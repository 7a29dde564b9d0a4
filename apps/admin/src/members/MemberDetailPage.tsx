import { Link, useParams } from 'react-router-dom';
import { ADMIN_MSG, formatSeoulDate, MEMBER_MAIL_MSG, MSG, ROLE_LABEL, type AdminMemberDetails } from '@babynews/contracts';
import { errorMessage, hasCode } from '@babynews/session';
import { EmptyState, ErrorState, LoadingState, useAsyncResource } from '@babynews/ui';
import { fetchMemberDetails } from './api/membersApi';
import { PROVIDER_LABEL } from './components/MemberTable';
import '../admin.css';

/** The rows of the detail, in the order of spec §3 "Member (admin detail)". */
const FIELDS: Array<{ label: string; value: (m: AdminMemberDetails) => string | null }> = [
  { label: '회원 번호', value: (m) => String(m.id) },
  { label: '이메일', value: (m) => m.email },
  {
    label: MEMBER_MAIL_MSG.adminEmailVerifiedLabel,
    value: (m) => (m.emailVerified ? MEMBER_MAIL_MSG.adminEmailVerified : MEMBER_MAIL_MSG.adminEmailUnverified),
  },
  { label: '아이디', value: (m) => m.username },
  { label: '닉네임', value: (m) => m.displayName },
  { label: '이름', value: (m) => m.realName },
  { label: '전화번호', value: (m) => m.phoneNumber },
  { label: '권한', value: (m) => ROLE_LABEL[m.role] },
  { label: '가입 방식', value: (m) => PROVIDER_LABEL[m.provider] },
  { label: '우편번호', value: (m) => m.postCode },
  { label: '주소', value: (m) => m.address },
  { label: '상세주소', value: (m) => m.detailAddress },
  { label: '가입일', value: (m) => formatSeoulDate(m.createdAt) },
  { label: '정보 수정일', value: (m) => formatSeoulDate(m.updatedAt) },
];

/**
 * `/admin/member/stats/details/{id}` (exposed as 'admin/AdminMemberDetails', wrapped in the admin
 * guard and frame by the build): every member field of spec §3, dates as 'year. month. day'
 * (Asia/Seoul); never a password or provider id (the API does not send them).
 */
export default function MemberDetailPage() {
  const { id = '' } = useParams();
  const member = useAsyncResource((signal) => fetchMemberDetails(id, signal), [id]);
  return (
    <main className="admin-page">
      <p>
        <Link to="/admin/member/stats" className="admin-page__back">
          ← 회원 목록으로
        </Link>
      </p>
      <h1 className="admin-page__title">회원 상세 정보</h1>
      {member.status === 'loading' && <LoadingState text="회원 정보를 불러오는 중입니다..." />}
      {member.status === 'error' &&
        (hasCode(member.error, 'MEMBER_NOT_FOUND') ? (
          <EmptyState icon="users" title={ADMIN_MSG.memberNotFound} />
        ) : (
          <ErrorState message={errorMessage(member.error, MSG.admin.memberDetailFailed)} onRetry={member.reload} />
        ))}
      {member.status === 'ready' && (
        <section className="admin-panel" aria-label={`${member.data.displayName} 회원 정보`}>
          <dl className="admin-details">
            {FIELDS.map((field) => (
              <div key={field.label} className="admin-details__row">
                <dt>{field.label}</dt>
                <dd>{field.value(member.data) || '-'}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </main>
  );
}
