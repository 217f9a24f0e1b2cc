// The company-trainers feature's public face: all that the app layer and other features may import.
export { TrainersListScreen } from './components/trainers-list-screen.tsx';
