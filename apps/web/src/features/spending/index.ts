// The spending feature's public face: all that the app layer and other features may import.
export { SpendingScreen } from './components/spending-screen.tsx';
