import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { AuthGuard } from './routes/auth-guard.tsx';
import { CompanyDetailsPage } from './routes/company-details-page.tsx';
import { CompanyRedirect } from './routes/company-redirect.tsx';
import { DashboardPage } from './routes/dashboard-page.tsx';
import { HomePage } from './routes/home-page.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { ProfilePage } from './routes/profile-page.tsx';
import { PublicProfilePage } from './routes/public-profile-page.tsx';
import { ResetPasswordPage } from './routes/reset-password-page.tsx';
import { ResetRequestPage } from './routes/reset-request-page.tsx';
import { RouteErrorPage } from './routes/route-error-page.tsx';
import { SettingsPage } from './routes/settings-page.tsx';
import { UnknownPath } from './routes/unknown-path.tsx';

/**
 * Only routes whose pages exist are registered. React Router ranks static segments above dynamic
 * ones, so every fixed route wins over the public profile `/:username`; anything else is unknown.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        id: 'pages',
        errorElement: <RouteErrorPage />,
        children: [
          { id: 'home', index: true, element: <HomePage /> },
          { id: 'login', path: 'login/*', element: <HomePage openLogin /> },
          {
            id: 'auth',
            element: <AuthGuard />,
            children: [
              { id: 'dashboard', path: 'dashboard', element: <DashboardPage /> },
              { id: 'settings', path: 'settings', element: <SettingsPage /> },
              { id: 'profile', path: 'profile', element: <ProfilePage /> },
              { id: 'trainerprofile', path: 'trainerprofile', element: <ProfilePage /> },
              {
                id: 'company-details',
                path: 'profile/company-details',
                element: <CompanyDetailsPage />,
              },
            ],
          },
          { id: 'reset', path: 'reset', element: <ResetRequestPage /> },
          { id: 'reset-password', path: 'reset/:id/:token', element: <ResetPasswordPage /> },
          { id: 'not-found', path: 'error-pages/not-found', element: <NotFoundPage /> },
          { id: 'company', path: 'company/*', element: <CompanyRedirect param="company" /> },
          { id: 'comp', path: 'comp/*', element: <CompanyRedirect param="comp" /> },
          { id: 'public-profile', path: ':username', element: <PublicProfilePage /> },
          { id: 'unknown', path: '*', element: <UnknownPath /> },
        ],
      },
    ],
  },
];
