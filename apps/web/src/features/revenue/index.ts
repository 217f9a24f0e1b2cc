// The revenue feature's public face: all that the app layer and other features may import.
export { RevenueScreen } from './components/revenue-screen.tsx';
