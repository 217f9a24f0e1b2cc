// The operator console's public face: all that the app layer and other features may import.
export { ConsoleGate } from './components/console-gate.tsx';
export { ReportsQueue } from './components/reports-queue.tsx';
export { ReportScreen } from './components/report-screen.tsx';
export { TeamScreen } from './components/team-screen.tsx';
export { AuditScreen } from './components/audit-screen.tsx';
export { FiguresScreen } from './components/figures-screen.tsx';
export { PeopleScreen } from './components/people-screen.tsx';
export { PersonScreen } from './components/person-screen.tsx';
export { CompanyScreen } from './components/company-screen.tsx';
export { PlansScreen } from './components/plans-screen.tsx';
