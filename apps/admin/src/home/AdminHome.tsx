import { Card, Icon, type IconName } from '@babynews/ui';
import { useSession } from '@babynews/session';
import { AdminGuard } from '../guard/components/AdminGuard';
import '../admin.css';

/**
 * `/admin` (exposed as 'admin/AdminHome'): placeholder of the admin home behind the admin
 * guard. The signup statistics, member list, notices and assets come with the admin issue.
 */
export default function AdminHome() {
  return (
    <AdminGuard>
      <AdminHomeContent />
    </AdminGuard>
  );
}

const SECTIONS: Array<{ icon: IconName; title: string; text: string }> = [
  { icon: 'chart', title: '회원 가입 통계', text: '오늘, 최근 일주일, 최근 한 달의 가입 현황' },
  { icon: 'users', title: '회원 관리', text: '회원 목록 조회와 상세 정보' },
  { icon: 'bell', title: '공지사항 관리', text: '공지 등록, 수정, 삭제' },
  { icon: 'image', title: '사이트 관리', text: '랜딩 이미지와 홈 팝업 관리' },
];

function AdminHomeContent() {
  const displayName = useSession((s) => s.displayName);
  return (
    <main className="admin-home">
      <h1 className="admin-home__title">관리자 홈</h1>
      <p className="admin-home__subtitle">{displayName}님, 환영합니다.</p>
      <div className="admin-home__grid">
        {SECTIONS.map((section) => (
          <Card key={section.title} className="admin-home__card">
            <span className="admin-home__icon">
              <Icon name={section.icon} />
            </span>
            <h2 className="admin-home__card-title">{section.title}</h2>
            <p className="admin-home__card-text">{section.text}</p>
            <p className="admin-home__soon">준비 중</p>
          </Card>
        ))}
      </div>
    </main>
  );
}
