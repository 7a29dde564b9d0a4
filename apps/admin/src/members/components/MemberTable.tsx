import { Link } from 'react-router-dom';
import { formatSeoulDate, ROLE_LABEL, type AdminMemberSummary, type SignupProvider } from '@babynews/contracts';

/** How a member signed up, in Korean. */
export const PROVIDER_LABEL: Record<SignupProvider, string> = { regular: '일반', kakao: '카카오', google: '구글' };

/** The member list's table (spec §2): one row per member, its username linking to the detail page. */
export function MemberTable({ members }: { members: AdminMemberSummary[] }) {
  return (
    <div className="admin-table__scroll">
      <table className="admin-table">
        <caption className="admin-visually-hidden">회원 목록</caption>
        <thead>
          <tr>
            <th scope="col">번호</th>
            <th scope="col">아이디</th>
            <th scope="col">닉네임</th>
            <th scope="col">이름</th>
            <th scope="col">전화번호</th>
            <th scope="col">가입 방식</th>
            <th scope="col">권한</th>
            <th scope="col">가입일</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.id}>
              <td>{m.id}</td>
              <th scope="row">
                <Link to={`/admin/member/stats/details/${m.id}`}>{m.username}</Link>
              </th>
              <td>{m.displayName}</td>
              <td>{m.realName ?? '-'}</td>
              <td>{m.phoneNumber ?? '-'}</td>
              <td>{PROVIDER_LABEL[m.provider]}</td>
              <td>{ROLE_LABEL[m.role]}</td>
              <td>{formatSeoulDate(m.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
