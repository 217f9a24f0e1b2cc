// The cookie-consent feature's public face: all that the app layer and other features may import.
export { CookieBannerSlot } from './components/cookie-banner-slot.tsx';
