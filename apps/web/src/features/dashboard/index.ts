// The dashboard feature's public face: all that the app layer and other features may import.
export {
  DashboardOverview,
  type AccountType,
  type DashboardKind,
} from './components/dashboard-overview.tsx';
