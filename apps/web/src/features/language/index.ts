// The language feature's public face: all that the app layer and other features may import.
export { LanguageSelector } from './components/language-selector.tsx';
