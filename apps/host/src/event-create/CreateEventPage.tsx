import { useNavigate } from 'react-router-dom';
import { MSG } from '@babynews/contracts';
import { Card, Page, RequireSignIn } from '@babynews/ui';
import { useEventForm } from './hooks/useEventForm';
import { EventForm } from './components/EventForm';
import { createEvent } from './api/createEventApi';
import './create-event.css';

/**
 * `/event/create` (exposed as 'host/CreateEventPage', spec §2): title, description, address
 * (postcode widget or manual entry) and detail address. Submit is disabled without a title or
 * an address; POST /api/event/create, 201 → /user/mypage; failures show the server's text or
 * '소식 생성에 실패했습니다. 다시 시도해주세요.'. Members only.
 */
export default function CreateEventPage() {
  return (
    <RequireSignIn>
      <CreateEvent />
    </RequireSignIn>
  );
}

function CreateEvent() {
  const navigate = useNavigate();
  const form = useEventForm({
    requireAddress: true,
    save: async (request) => {
      await createEvent(request);
      void navigate('/user/mypage');
      return null;
    },
    failedMessage: MSG.event.createFailed,
  });
  return (
    <Page narrow title="소식 만들기" subtitle="소중한 사람들에게 전할 우리 아기 소식을 적어주세요" className="create-event">
      <Card>
        <EventForm
          form={form}
          submitLabel="소식 만들기"
          placeholders={{ title: '예: 우리 가족에게 아기가 찾아왔어요', description: '가족과 친구들에게 전하고 싶은 이야기를 자유롭게 적어주세요.' }}
        />
      </Card>
    </Page>
  );
}
