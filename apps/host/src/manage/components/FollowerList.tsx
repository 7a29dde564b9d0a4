import { useState } from 'react';
import { MSG, type Follower } from '@babynews/contracts';
import { errorMessage } from '@babynews/session';
import { Button, Card, Icon, showToast } from '@babynews/ui';
import { removeFollower } from '../api/manageApi';

export interface FollowerListProps {
  code: string;
  followers: Follower[];
  /** Called with the followers left after a removal. */
  onChange: (followers: Follower[]) => void;
}

/**
 * '팔로워' card of the management page (spec §2): each follower's display name and username with
 * a removal button (confirmation first, DELETE /api/event/follower/{code}/{username}).
 */
export function FollowerList({ code, followers, onChange }: FollowerListProps) {
  const [busyUser, setBusyUser] = useState('');

  const remove = async (follower: Follower) => {
    if (!window.confirm(MSG.event.followerRemoveConfirm(follower.displayName))) return;
    setBusyUser(follower.username);
    try {
      const result = await removeFollower(code, follower.username);
      onChange(result.followers);
      showToast(MSG.event.followerRemoved);
    } catch (error) {
      window.alert(errorMessage(error, MSG.event.followerRemoveFailed));
    } finally {
      setBusyUser('');
    }
  };

  return (
    <Card className="manage__section">
      <h2 className="manage__heading" id="manage-followers-title">
        팔로워 <span className="manage__count">{followers.length}명</span>
      </h2>
      {followers.length === 0 ? (
        <p className="manage__empty">아직 팔로워가 없어요. 초대 링크를 공유해보세요.</p>
      ) : (
        <ul className="bn-stack-list followers" aria-labelledby="manage-followers-title">
          {followers.map((follower) => (
            <li key={follower.username} className="followers__item">
              <span className="followers__avatar" aria-hidden="true">
                <Icon name="smile" size={20} />
              </span>
              <span className="followers__names">
                <span className="followers__display">{follower.displayName}</span>
                <span className="followers__username">@{follower.username}</span>
              </span>
              <Button
                variant="ghost"
                size="small"
                aria-label={`${follower.displayName} 팔로워 삭제`}
                busy={busyUser === follower.username}
                disabled={busyUser !== '' && busyUser !== follower.username}
                onClick={() => void remove(follower)}
              >
                삭제
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
