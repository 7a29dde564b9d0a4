import { Card, Icon, LinkButton } from '@babynews/ui';

/** Shown on my page when the member has no news yet: the 'create news' button (spec §2). */
export function CreateNewsPrompt() {
  return (
    <Card className="mynews mynews--empty">
      <span className="mynews__empty-icon">
        <Icon name="mail" size={28} />
      </span>
      <h2 className="mynews__title">아직 만든 소식이 없어요</h2>
      <p className="mynews__description">우리 아기 소식을 만들고 소중한 사람들에게 초대 링크를 보내보세요.</p>
      <LinkButton to="/event/create" block>
        소식 만들기
      </LinkButton>
    </Card>
  );
}
