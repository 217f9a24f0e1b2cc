// The home feature's public face: all that the app layer and other features may import.
export { useHomepage } from './api/get-homepage.ts';
export { FeaturedTrainers } from './components/featured-trainers.tsx';
export { Hero } from './components/hero.tsx';
export { HomeSection } from './components/home-section.tsx';
export { HowItWorks } from './components/how-it-works.tsx';
export { PopularCategories } from './components/popular-categories.tsx';
export { TrainerSetup } from './components/trainer-setup.tsx';
