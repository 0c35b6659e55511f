/**
 * Every route of docs/product.md section 2 plus the footer's pages. Screens load lazily, each in its own
 * chunk, so the first page downloads only the shell and what it shows.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { type ClientRoute, matchClientRoute } from '@/shared/routes';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { AppLayout } from './shell/app-layout';

/** A screen loaded on demand; `load` fetches its chunk ahead (before hydration, on the server before rendering). */
type LazyScreen = LazyExoticComponent<ComponentType> & { load: () => Promise<unknown> };

/** React.lazy for a module's named export, with a way to load it ahead. */
function lazyRoute<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const loadScreen = () => {
    loading ??= load().then((module) => ({ default: module[name] as ComponentType }));
    return loading;
  };
  return Object.assign(lazy(loadScreen), { load: loadScreen });
}

const HomeRoute = lazyRoute(() => import('./routes/home'), 'HomeRoute');
const ExploreRoute = lazyRoute(() => import('./routes/explore'), 'ExploreRoute');
const SearchRoute = lazyRoute(() => import('./routes/search'), 'SearchRoute');
const TrendingRoute = lazyRoute(() => import('./routes/trending'), 'TrendingRoute');
const CreateQuestionRoute = lazyRoute(() => import('./routes/create-question'), 'CreateQuestionRoute');
const NotificationsRoute = lazyRoute(() => import('./routes/notifications'), 'NotificationsRoute');
const AuthRoute = lazyRoute(() => import('./routes/auth'), 'AuthRoute');
const VerifyEmailRoute = lazyRoute(() => import('./routes/verify-email'), 'VerifyEmailRoute');
const ResetPasswordRoute = lazyRoute(() => import('./routes/reset-password'), 'ResetPasswordRoute');
const CompleteProfileRoute = lazyRoute(() => import('./routes/complete-profile'), 'CompleteProfileRoute');
const QuestionRoute = lazyRoute(() => import('./routes/question'), 'QuestionRoute');
const ResultsRoute = lazyRoute(() => import('./routes/results'), 'ResultsRoute');
const ProfileRoute = lazyRoute(() => import('./routes/profile'), 'ProfileRoute');
const CompareRoute = lazyRoute(() => import('./routes/compare'), 'CompareRoute');
const SpotifyRoute = lazyRoute(() => import('./routes/spotify'), 'SpotifyRoute');
const PrivacyRoute = lazyRoute(() => import('./routes/privacy'), 'PrivacyRoute');
const DataDeletionRoute = lazyRoute(() => import('./routes/data-deletion'), 'DataDeletionRoute');
const DeleteAccountRoute = lazyRoute(() => import('./routes/delete-account'), 'DeleteAccountRoute');
const AdminRoute = lazyRoute(() => import('./routes/admin'), 'AdminRoute');
const AdminReportsRoute = lazyRoute(() => import('./routes/admin-reports'), 'AdminReportsRoute');
const AdminPrivacyPolicyRoute = lazyRoute(
  () => import('./routes/admin-privacy-policy'),
  'AdminPrivacyPolicyRoute',
);
const AboutRoute = lazyRoute(() => import('./routes/about'), 'AboutRoute');
const TermsRoute = lazyRoute(() => import('./routes/terms'), 'TermsRoute');
const HelpRoute = lazyRoute(() => import('./routes/help'), 'HelpRoute');
const NotFoundRoute = lazyRoute(() => import('./routes/not-found'), 'NotFoundRoute');

/** The screen each route shows (null: a redirect), to load ahead of rendering it. */
const SCREENS: Record<ClientRoute, LazyScreen | null> = {
  '/': HomeRoute,
  '/explore': ExploreRoute,
  '/search': SearchRoute,
  '/trending': TrendingRoute,
  '/create': CreateQuestionRoute,
  '/notifications': NotificationsRoute,
  '/auth': AuthRoute,
  '/verify-email': VerifyEmailRoute,
  '/reset-password': ResetPasswordRoute,
  '/complete-profile': CompleteProfileRoute,
  '/question/:id': QuestionRoute,
  '/question/:id/results': ResultsRoute,
  '/questions/:id': null,
  '/users/:username': ProfileRoute,
  '/users/:username/compare': CompareRoute,
  '/spotify': SpotifyRoute,
  '/privacy': PrivacyRoute,
  '/data-deletion': DataDeletionRoute,
  '/delete-account': DeleteAccountRoute,
  '/admin': AdminRoute,
  '/admin/reports': AdminReportsRoute,
  '/admin/privacy-policy': AdminPrivacyPolicyRoute,
  '/about': AboutRoute,
  '/terms': TermsRoute,
  '/help': HelpRoute,
};

/**
 * Loads the chunk of the screen `pathname` shows, so that rendering it does not suspend: the server renders
 * the screen itself, and the browser hydrates it in one pass.
 */
export function loadScreen(pathname: string): Promise<unknown> {
  const match = matchClientRoute(pathname);
  const screen = match ? SCREENS[match.route] : NotFoundRoute;
  return screen ? screen.load() : Promise.resolve();
}

/** Search links use /questions/{id}; the question lives at /question/{id}. */
function QuestionsRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/question/${encodeURIComponent(id)}`} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="explore" element={<ExploreRoute />} />
        <Route path="search" element={<SearchRoute />} />
        <Route path="trending" element={<TrendingRoute />} />
        <Route
          path="create"
          element={
            <RequireAuth>
              <CreateQuestionRoute />
            </RequireAuth>
          }
        />
        <Route
          path="notifications"
          element={
            <RequireAuth>
              <NotificationsRoute />
            </RequireAuth>
          }
        />
        <Route path="auth" element={<AuthRoute />} />
        <Route path="verify-email" element={<VerifyEmailRoute />} />
        <Route path="reset-password" element={<ResetPasswordRoute />} />
        <Route
          path="complete-profile"
          element={
            <RequireAuth>
              <CompleteProfileRoute />
            </RequireAuth>
          }
        />
        <Route path="question/:id" element={<QuestionRoute />} />
        <Route path="question/:id/results" element={<ResultsRoute />} />
        <Route path="questions/:id" element={<QuestionsRedirect />} />
        <Route path="users/:username" element={<ProfileRoute />} />
        <Route
          path="users/:username/compare"
          element={
            <RequireAuth>
              <CompareRoute />
            </RequireAuth>
          }
        />
        <Route path="spotify" element={<SpotifyRoute />} />
        <Route path="privacy" element={<PrivacyRoute />} />
        <Route path="data-deletion" element={<DataDeletionRoute />} />
        <Route path="delete-account" element={<DeleteAccountRoute />} />
        <Route
          path="admin"
          element={
            <RequireAdmin>
              <AdminRoute />
            </RequireAdmin>
          }
        />
        <Route
          path="admin/reports"
          element={
            <RequireAdmin>
              <AdminReportsRoute />
            </RequireAdmin>
          }
        />
        <Route
          path="admin/privacy-policy"
          element={
            <RequireAdmin>
              <AdminPrivacyPolicyRoute />
            </RequireAdmin>
          }
        />
        <Route path="about" element={<AboutRoute />} />
        <Route path="terms" element={<TermsRoute />} />
        <Route path="help" element={<HelpRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
