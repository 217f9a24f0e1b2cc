// The settings feature's public face: all that the app layer and other features may import.
export { DataExportDownload } from './components/data-export-download.tsx';
export { SettingsScreen } from './components/settings-screen.tsx';
export { AuditLogList } from './components/audit-log-list.tsx';
export { changeServiceType } from './api/change-service-type.ts';
export { UnsubscribeScreen } from './components/unsubscribe-screen.tsx';
