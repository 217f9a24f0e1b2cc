// The favourites feature's public face: all that the app layer and other features may import.
export { FavouriteToggle } from './components/favourite-toggle.tsx';
export { FavouritesScreen } from './components/favourites-screen.tsx';
