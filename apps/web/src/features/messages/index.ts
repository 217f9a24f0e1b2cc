// The messages feature's public face: all that the app layer and other features may import.
export { MessagesMenu } from './components/messages-menu.tsx';
export { MessagesScreen } from './components/messages-screen.tsx';
export { SendMessageButton } from './components/send-message-button.tsx';
export { parseAbout } from './utils/subject.ts';
