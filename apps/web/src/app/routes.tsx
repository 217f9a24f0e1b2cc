import { Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { AuthGuard } from './routes/auth-guard.tsx';
import { CompanyDetailsPage } from './routes/company-details-page.tsx';
import { CompanyRedirect } from './routes/company-redirect.tsx';
import { DashboardPage } from './routes/dashboard-page.tsx';
import { FavouritesPage } from './routes/favourites-page.tsx';
import { HomePage } from './routes/home-page.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { ProfilePage } from './routes/profile-page.tsx';
import { PublicProfilePage } from './routes/public-profile-page.tsx';
import { AddRequirementPage } from './routes/add-requirement-page.tsx';
import { MyRequirementsPage } from './routes/my-requirements-page.tsx';
import { RequirementPage } from './routes/requirement-page.tsx';
import { ResetPasswordPage } from './routes/reset-password-page.tsx';
import { ResetRequestPage } from './routes/reset-request-page.tsx';
import { RouteErrorPage } from './routes/route-error-page.tsx';
import { SettingsPage } from './routes/settings-page.tsx';
import { UnknownPath } from './routes/unknown-path.tsx';
import { AddTopicPage } from './routes/add-topic-page.tsx';
import { ManageTopicsPage } from './routes/manage-topics-page.tsx';
import { TopicOverviewPage } from './routes/topic-overview-page.tsx';
import { TopicPage } from './routes/topic-page.tsx';
import { AddEventPage } from './routes/add-event-page.tsx';
import { EventPage } from './routes/event-page.tsx';
import { ManageEventsPage } from './routes/manage-events-page.tsx';
import { SearchPage } from './routes/search-page.tsx';
import { EventSearchPage } from './routes/event-search-page.tsx';
import { RequirementSearchPage } from './routes/requirement-search-page.tsx';
import { MessagesPage } from './routes/messages-page.tsx';
import { NotificationsPage } from './routes/notifications-page.tsx';
import { MyBookingsPage } from './routes/my-bookings-page.tsx';
import { BookingPage } from './routes/booking-page.tsx';
import { EventApprovalPage } from './routes/event-approval-page.tsx';
import { FeeApprovalPage } from './routes/fee-approval-page.tsx';
import {
  CompanyPurchaseOrdersPage,
  ProviderPurchaseOrdersPage,
} from './routes/purchase-orders-page.tsx';
import { CompanyInvoicesPage, InvoicesPage } from './routes/invoices-page.tsx';
import { ReviewsPage } from './routes/reviews-page.tsx';
import { CompanyTrainersPage } from './routes/company-trainers-page.tsx';
import { TrainingSchedulePage } from './routes/training-schedule-page.tsx';
import { TrainingAssessmentPage } from './routes/training-assessment-page.tsx';
import { PublicAssessmentPage } from './routes/public-assessment-page.tsx';
import { UserRolesPage } from './routes/user-roles-page.tsx';
import { InvitationPage } from './routes/invitation-page.tsx';
import { LocationsPage } from './routes/locations-page.tsx';
import { BillingPage } from './routes/billing-page.tsx';
import { RevenuePage } from './routes/revenue-page.tsx';
import { TotalSpendingPage } from './routes/total-spending-page.tsx';

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
              { id: 'myfavorite', path: 'myfavorite', element: <FavouritesPage /> },
              { id: 'settings', path: 'settings', element: <SettingsPage /> },
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
            ],
          },
          { id: 'topic-index', path: 'topic', element: <Navigate to="/search" replace /> },
          { id: 'topic', path: 'topic/:url', element: <TopicPage /> },
          { id: 'event-page', path: 'event/Q/:url', element: <EventPage /> },
          { id: 'search', path: 'search', element: <SearchPage /> },
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
          { id: 'invitation', path: 'invitation/:token', element: <InvitationPage /> },
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
