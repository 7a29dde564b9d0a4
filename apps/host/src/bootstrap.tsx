// Stand-alone mode of the host remote (development only): its pages without the shell.
import { mountStandalone } from '@babynews/ui';
import MyPage from './mypage/MyPage';
import ManageEventPage from './manage/ManageEventPage';
import CreateQuizPage from './quiz/CreateQuizPage';
import QuizManagePage from './quiz/QuizManagePage';
import RegisterPage from './register/RegisterPage';
import KakaoRegisterPage from './social-register/KakaoRegisterPage';
import GoogleRegisterPage from './social-register/GoogleRegisterPage';
import CreateEventPage from './event-create/CreateEventPage';
import EditWishListPage from './wishes/EditWishListPage';
import OwnerReservationPage from './wishes/OwnerReservationPage';

mountStandalone('host', [
  { path: '/user/mypage', element: <MyPage /> },
  { path: '/event/manage/:code', element: <ManageEventPage /> },
  { path: '/event/createQuiz/:eventCode', element: <CreateQuizPage /> },
  { path: '/event/quiz/manage/:code', element: <QuizManagePage /> },
  { path: '/user/register', element: <RegisterPage /> },
  { path: '/user/register/kakao', element: <KakaoRegisterPage /> },
  { path: '/user/register/google', element: <GoogleRegisterPage /> },
  { path: '/event/create', element: <CreateEventPage /> },
  { path: '/event/editWishList/:eventCode', element: <EditWishListPage /> },
  { path: '/event/wishReservation/:wishId', element: <OwnerReservationPage /> },
]);
