// The billing feature's public face: all that the app layer and other features may import.
export { BillingScreen } from './components/billing-screen.tsx';
