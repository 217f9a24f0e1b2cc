import { Navigate, type RouteObject } from 'react-router';
import { sitePageSlugs } from '@app/contracts/site-pages';
import { RootLayout } from './root-layout.tsx';
import { AuthGuard } from './routes/auth-guard.tsx';
import { CompanyRedirect } from './routes/company-redirect.tsx';
import { HomePage } from './routes/home-page.tsx';
import { NotFoundPage, UnknownPath } from './routes/unknown-path.tsx';
import { lazyPage, PageSuspense } from './lazy-page.tsx';

// The home page (the usual first page) and the small redirects are in the entry; every other
// page is fetched when first shown (lazy-page.tsx).
const CompanyDetailsPage = lazyPage('company-details-page', () =>
  import('./routes/company-details-page.tsx').then((module) => module.CompanyDetailsPage),
);
const DashboardPage = lazyPage('dashboard-page', () =>
  import('./routes/dashboard-page.tsx').then((module) => module.DashboardPage),
);
const FavouritesPage = lazyPage('favourites-page', () =>
  import('./routes/favourites-page.tsx').then((module) => module.FavouritesPage),
);
const ProfilePage = lazyPage('profile-page', () =>
  import('./routes/profile-page.tsx').then((module) => module.ProfilePage),
);
const PublicProfilePage = lazyPage('public-profile-page', () =>
  import('./routes/public-profile-page.tsx').then((module) => module.PublicProfilePage),
);
const AddRequirementPage = lazyPage('add-requirement-page', () =>
  import('./routes/add-requirement-page.tsx').then((module) => module.AddRequirementPage),
);
const MyRequirementsPage = lazyPage('my-requirements-page', () =>
  import('./routes/my-requirements-page.tsx').then((module) => module.MyRequirementsPage),
);
const RequirementPage = lazyPage('requirement-page', () =>
  import('./routes/requirement-page.tsx').then((module) => module.RequirementPage),
);
const ResetPasswordPage = lazyPage('reset-password-page', () =>
  import('./routes/reset-password-page.tsx').then((module) => module.ResetPasswordPage),
);
const VerifyEmailPage = lazyPage('verify-email-page', () =>
  import('./routes/verify-email-page.tsx').then((module) => module.VerifyEmailPage),
);
const UnsubscribePage = lazyPage('unsubscribe-page', () =>
  import('./routes/unsubscribe-page.tsx').then((module) => module.UnsubscribePage),
);
const ResetRequestPage = lazyPage('reset-request-page', () =>
  import('./routes/reset-request-page.tsx').then((module) => module.ResetRequestPage),
);
const DataExportPage = lazyPage('data-export-page', () =>
  import('./routes/data-export-page.tsx').then((module) => module.DataExportPage),
);
const SettingsPage = lazyPage('settings-page', () =>
  import('./routes/settings-page.tsx').then((module) => module.SettingsPage),
);
const AddTopicPage = lazyPage('add-topic-page', () =>
  import('./routes/add-topic-page.tsx').then((module) => module.AddTopicPage),
);
const ManageTopicsPage = lazyPage('manage-topics-page', () =>
  import('./routes/manage-topics-page.tsx').then((module) => module.ManageTopicsPage),
);
const TopicOverviewPage = lazyPage('topic-overview-page', () =>
  import('./routes/topic-overview-page.tsx').then((module) => module.TopicOverviewPage),
);
const TopicPage = lazyPage('topic-page', () =>
  import('./routes/topic-page.tsx').then((module) => module.TopicPage),
);
const AddEventPage = lazyPage('add-event-page', () =>
  import('./routes/add-event-page.tsx').then((module) => module.AddEventPage),
);
const EventPage = lazyPage('event-page', () =>
  import('./routes/event-page.tsx').then((module) => module.EventPage),
);
const ManageEventsPage = lazyPage('manage-events-page', () =>
  import('./routes/manage-events-page.tsx').then((module) => module.ManageEventsPage),
);
const SitePage = lazyPage('site-page', () =>
  import('./routes/site-page.tsx').then((module) => module.SitePage),
);
const BlogPage = lazyPage('site-page', () =>
  import('./routes/site-page.tsx').then((module) => module.BlogPage),
);
const BlogArticlePage = lazyPage('site-page', () =>
  import('./routes/site-page.tsx').then((module) => module.BlogArticlePage),
);
const SearchPage = lazyPage('search-page', () =>
  import('./routes/search-page.tsx').then((module) => module.SearchPage),
);
const EventSearchPage = lazyPage('event-search-page', () =>
  import('./routes/event-search-page.tsx').then((module) => module.EventSearchPage),
);
const RequirementSearchPage = lazyPage('requirement-search-page', () =>
  import('./routes/requirement-search-page.tsx').then((module) => module.RequirementSearchPage),
);
const MessagesPage = lazyPage('messages-page', () =>
  import('./routes/messages-page.tsx').then((module) => module.MessagesPage),
);
const NotificationsPage = lazyPage('notifications-page', () =>
  import('./routes/notifications-page.tsx').then((module) => module.NotificationsPage),
);
const MyBookingsPage = lazyPage('my-bookings-page', () =>
  import('./routes/my-bookings-page.tsx').then((module) => module.MyBookingsPage),
);
const BookingPage = lazyPage('booking-page', () =>
  import('./routes/booking-page.tsx').then((module) => module.BookingPage),
);
const EventApprovalPage = lazyPage('event-approval-page', () =>
  import('./routes/event-approval-page.tsx').then((module) => module.EventApprovalPage),
);
const FeeApprovalPage = lazyPage('fee-approval-page', () =>
  import('./routes/fee-approval-page.tsx').then((module) => module.FeeApprovalPage),
);
const CompanyPurchaseOrdersPage = lazyPage('purchase-orders-page', () =>
  import('./routes/purchase-orders-page.tsx').then((module) => module.CompanyPurchaseOrdersPage),
);
const ProviderPurchaseOrdersPage = lazyPage('purchase-orders-page', () =>
  import('./routes/purchase-orders-page.tsx').then((module) => module.ProviderPurchaseOrdersPage),
);
const CompanyInvoicesPage = lazyPage('invoices-page', () =>
  import('./routes/invoices-page.tsx').then((module) => module.CompanyInvoicesPage),
);
const InvoicesPage = lazyPage('invoices-page', () =>
  import('./routes/invoices-page.tsx').then((module) => module.InvoicesPage),
);
const ReviewsPage = lazyPage('reviews-page', () =>
  import('./routes/reviews-page.tsx').then((module) => module.ReviewsPage),
);
const CompanyTrainersPage = lazyPage('company-trainers-page', () =>
  import('./routes/company-trainers-page.tsx').then((module) => module.CompanyTrainersPage),
);
const TrainingSchedulePage = lazyPage('training-schedule-page', () =>
  import('./routes/training-schedule-page.tsx').then((module) => module.TrainingSchedulePage),
);
const TrainingAssessmentPage = lazyPage('training-assessment-page', () =>
  import('./routes/training-assessment-page.tsx').then((module) => module.TrainingAssessmentPage),
);
const PublicAssessmentPage = lazyPage('public-assessment-page', () =>
  import('./routes/public-assessment-page.tsx').then((module) => module.PublicAssessmentPage),
);
const UserRolesPage = lazyPage('user-roles-page', () =>
  import('./routes/user-roles-page.tsx').then((module) => module.UserRolesPage),
);
const InvitationPage = lazyPage('invitation-page', () =>
  import('./routes/invitation-page.tsx').then((module) => module.InvitationPage),
);
const LocationsPage = lazyPage('locations-page', () =>
  import('./routes/locations-page.tsx').then((module) => module.LocationsPage),
);
const BillingPage = lazyPage('billing-page', () =>
  import('./routes/billing-page.tsx').then((module) => module.BillingPage),
);
const RevenuePage = lazyPage('revenue-page', () =>
  import('./routes/revenue-page.tsx').then((module) => module.RevenuePage),
);
const TotalSpendingPage = lazyPage('total-spending-page', () =>
  import('./routes/total-spending-page.tsx').then((module) => module.TotalSpendingPage),
);

const ConsolePage = lazyPage('console-page', () =>
  import('./routes/console-page.tsx').then((module) => module.ConsolePage),
);

/**
 * Only routes whose pages exist are registered. React Router ranks static segments above dynamic
 * ones, so every fixed route wins over the public profile `/:username`; anything else is unknown.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    children: [
      {
        id: 'pages',
        element: <PageSuspense />,
        children: [
          { id: 'home', index: true, element: <HomePage /> },
          { id: 'login', path: 'login/*', element: <HomePage openLogin /> },
          {
            id: 'auth',
            element: <AuthGuard />,
            children: [
              { id: 'dashboard', path: 'dashboard', element: <DashboardPage /> },
              { id: 'myfavorite', path: 'myfavorite', element: <FavouritesPage /> },
              { id: 'settings', path: 'settings', element: <SettingsPage /> },
              {
                id: 'data-export',
                path: 'data-export/:id/:token',
                element: <DataExportPage />,
              },
              { id: 'profile', path: 'profile', element: <ProfilePage /> },
              { id: 'trainerprofile', path: 'trainerprofile', element: <ProfilePage /> },
              {
                id: 'company-details',
                path: 'profile/company-details',
                element: <CompanyDetailsPage />,
              },
              {
                id: 'manage-requirement',
                path: 'manage_requirement',
                element: <MyRequirementsPage />,
              },
              { id: 'my-requirements', path: 'requirement', element: <MyRequirementsPage /> },
              {
                id: 'add-requirement',
                path: 'requirement/addrequirement',
                element: <AddRequirementPage />,
              },
              { id: 'requirement', path: 'requirement/:key', element: <RequirementPage /> },
              { id: 'addtopic', path: 'addtopic', element: <AddTopicPage /> },
              { id: 'company-addtopic', path: 'dashboard/c/addtopic', element: <AddTopicPage /> },
              {
                id: 'company-trainerslist',
                path: 'dashboard/c/trainerslist',
                element: <CompanyTrainersPage />,
              },
              {
                id: 'company-trainingschedule',
                path: 'dashboard/c/trainingschedule',
                element: <TrainingSchedulePage />,
              },
              {
                id: 'company-trainingassessment',
                path: 'dashboard/c/trainingassessment',
                element: <TrainingAssessmentPage />,
              },
              {
                id: 'addtopic-overview',
                path: 'addtopic/overview',
                element: <TopicOverviewPage />,
              },
              { id: 'manage-topic', path: 'manage_topic', element: <ManageTopicsPage /> },
              { id: 'add-event', path: 'event/addevent', element: <AddEventPage /> },
              { id: 'manage-event', path: 'event/manage_event', element: <ManageEventsPage /> },
              { id: 'messages', path: 'message', element: <MessagesPage /> },
              { id: 'message-thread', path: 'message/:userId', element: <MessagesPage /> },
              {
                id: 'notifications',
                path: 'dashboard/type/notifi',
                element: <NotificationsPage />,
              },
              { id: 'mybooking', path: 'mybooking', element: <MyBookingsPage /> },
              { id: 'booking', path: 'mybooking/:id', element: <BookingPage /> },
              {
                id: 'eventapproval',
                path: 'dashboard/i/eventapproval',
                element: <EventApprovalPage />,
              },
              { id: 'review', path: 'review', element: <ReviewsPage /> },
              {
                id: 'feeapproval',
                path: 'dashboard/c/feeapproval',
                element: <FeeApprovalPage />,
              },
              {
                id: 'purchaseorderlist',
                path: 'dashboard/c/purchaseorderlist',
                element: <CompanyPurchaseOrdersPage />,
              },
              {
                id: 'provider-purchase-orders',
                path: 'dashboard/i/purchase-orders',
                element: <ProviderPurchaseOrdersPage />,
              },
              { id: 'userroles', path: 'dashboard/c/userroles', element: <UserRolesPage /> },
              { id: 'invoices-home', path: 'dashboard/i', element: <InvoicesPage /> },
              { id: 'invoices', path: 'dashboard/i/invoice', element: <InvoicesPage /> },
              {
                id: 'company-invoicelist',
                path: 'dashboard/c/invoicelist',
                element: <CompanyInvoicesPage />,
              },
              { id: 'revenue', path: 'revenue', element: <RevenuePage /> },
              {
                id: 'totalspending',
                path: 'dashboard/c/totalspending',
                element: <TotalSpendingPage />,
              },
              {
                id: 'add-company-profile',
                path: 'dashboard/c/add-company-profile',
                element: <LocationsPage />,
              },
              { id: 'company-billing', path: 'dashboard/c/billing', element: <BillingPage /> },
              {
                id: 'console',
                path: 'admin',
                element: <Navigate to="/admin/reports" replace />,
              },
              // The console's pages: admin/{screen}, and one report's and one person's.
              ...(
                [
                  ['reports', 'reports'],
                  ['report', 'reports/:id'],
                  ['people', 'people'],
                  ['person', 'people/:id'],
                  ['company', 'companies/:id'],
                  ['figures', 'figures'],
                  ['plans', 'plans'],
                  ['team', 'team'],
                  ['audit', 'audit'],
                ] as const
              ).map(([screen, path]): RouteObject => ({
                id: `console-${screen}`,
                path: `admin/${path}`,
                element: <ConsolePage screen={screen} />,
              })),
            ],
          },
          { id: 'topic-index', path: 'topic', element: <Navigate to="/search" replace /> },
          { id: 'topic', path: 'topic/:url', element: <TopicPage /> },
          { id: 'event-page', path: 'event/Q/:url', element: <EventPage /> },
          { id: 'search', path: 'search', element: <SearchPage /> },
          ...sitePageSlugs.map((slug): RouteObject => ({
            id: `site-${slug}`,
            path: slug,
            element: <SitePage page={slug} />,
          })),
          { id: 'blog', path: 'blog', element: <BlogPage /> },
          { id: 'blog-article', path: 'blog/:slug', element: <BlogArticlePage /> },
          { id: 'events', path: 'event', element: <EventSearchPage upcoming /> },
          { id: 'event-search', path: 'event/search', element: <EventSearchPage /> },
          {
            id: 'requirement-search',
            path: 'requirement/search',
            element: <RequirementSearchPage />,
          },
          { id: 'reset', path: 'reset', element: <ResetRequestPage /> },
          { id: 'assessment', path: 'assessment/:token', element: <PublicAssessmentPage /> },
          { id: 'reset-password', path: 'reset/:id/:token', element: <ResetPasswordPage /> },
          { id: 'verify-email', path: 'verify-email/:id/:token', element: <VerifyEmailPage /> },
          { id: 'invitation', path: 'invitation/:token', element: <InvitationPage /> },
          { id: 'unsubscribe', path: 'unsubscribe/:token', element: <UnsubscribePage /> },
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
