import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from '../layout/components/Layout';
import { LandingPage } from '../landing/components/LandingPage';
import { LoginPage } from '../login/components/LoginPage';
import { TermsPage } from '../legal/components/TermsPage';
import { PrivacyPage } from '../legal/components/PrivacyPage';
import { NotFoundPage } from '../errors/components/NotFoundPage';
import { RouteErrorPage } from '../errors/components/RouteErrorPage';
import { RemoteRoute } from '../federation/RemoteRoute';
import { GoogleRedirectPage, KakaoRedirectPage } from '../social/components/SocialRedirectPage';

/**
 * Route table of spec §2 with the ownership of DESIGN §1: the shell renders the layout, landing,
 * about, login, legal and 404 pages; every other page is a module exposed by a remote.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'about', element: <LandingPage /> },
          { path: 'user/login', element: <LoginPage /> },
          { path: 'terms-of-use', element: <TermsPage /> },
          { path: 'privacy-policy', element: <PrivacyPage /> },
          // social login redirect-back pages (issue 3)
          { path: 'kakao/oauth/redirect', element: <KakaoRedirectPage /> },
          { path: 'google/oauth/redirect', element: <GoogleRedirectPage /> },
          // guest remote: visitors
          { path: 'event/:code', element: <RemoteRoute remote="guest" module="NewsPage" /> },
          { path: 'notice', element: <RemoteRoute remote="guest" module="NoticeListPage" /> },
          { path: 'event/wishList/:code', element: <RemoteRoute remote="guest" module="WishListPage" /> },
          { path: 'event/wishReserved/:id', element: <RemoteRoute remote="guest" module="WishReservedPage" /> },
          // host remote: members
          { path: 'user/mypage', element: <RemoteRoute remote="host" module="MyPage" /> },
          { path: 'event/manage/:code', element: <RemoteRoute remote="host" module="ManageEventPage" /> },
          { path: 'event/createQuiz/:eventCode', element: <RemoteRoute remote="host" module="CreateQuizPage" /> },
          { path: 'event/quiz/manage/:code', element: <RemoteRoute remote="host" module="QuizManagePage" /> },
          { path: 'user/register', element: <RemoteRoute remote="host" module="RegisterPage" /> },
          { path: 'user/register/kakao', element: <RemoteRoute remote="host" module="KakaoRegisterPage" /> },
          { path: 'user/register/google', element: <RemoteRoute remote="host" module="GoogleRegisterPage" /> },
          { path: 'event/create', element: <RemoteRoute remote="host" module="CreateEventPage" /> },
          { path: 'event/editWishList/:eventCode', element: <RemoteRoute remote="host" module="EditWishListPage" /> },
          { path: 'event/wishReservation/:wishId', element: <RemoteRoute remote="host" module="OwnerReservationPage" /> },
          // admin remote: administrators
          { path: 'login/admin', element: <RemoteRoute remote="admin" module="AdminLoginPage" /> },
          { path: 'admin', element: <RemoteRoute remote="admin" module="AdminHome" /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** Creates the browser router of the shell (react-router-dom 7 data router). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
