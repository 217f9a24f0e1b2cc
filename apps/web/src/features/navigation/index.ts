// The navigation feature's public face: all that the app layer and other features may import.
export { SideMenu } from './components/side-menu.tsx';
