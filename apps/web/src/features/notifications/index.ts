// The notifications feature's public face: all that the app layer and other features may import.
export { NotificationsMenu } from './components/notifications-menu.tsx';
export { NotificationsScreen } from './components/notifications-screen.tsx';
