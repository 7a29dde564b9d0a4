// Host remote: pages for members (my page, sign-up, create news; later wish/quiz management).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../../tools/rspack/base.mjs';

export default createAppConfig({
  name: 'host',
  projectDir: path.dirname(fileURLToPath(import.meta.url)),
  publicPath: 'auto',
  exposes: {
    './MyPage': './src/mypage/MyPage.tsx',
    './ManageEventPage': './src/manage/ManageEventPage.tsx',
    './CreateQuizPage': './src/quiz/CreateQuizPage.tsx',
    './QuizManagePage': './src/quiz/QuizManagePage.tsx',
    './RegisterPage': './src/register/RegisterPage.tsx',
    './KakaoRegisterPage': './src/social-register/KakaoRegisterPage.tsx',
    './GoogleRegisterPage': './src/social-register/GoogleRegisterPage.tsx',
    './CreateEventPage': './src/event-create/CreateEventPage.tsx',
    './EditWishListPage': './src/wishes/EditWishListPage.tsx',
    './OwnerReservationPage': './src/wishes/OwnerReservationPage.tsx',
  },
});
