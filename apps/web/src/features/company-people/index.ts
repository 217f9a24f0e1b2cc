// The company-people feature's public face: all that the app layer and other features may import.
export { InvitationScreen } from './components/invitation-screen.tsx';
export { LocationsScreen } from './components/locations-screen.tsx';
export { UserRolesScreen } from './components/user-roles-screen.tsx';
export { useCompanyPeople, type CompanyPerson } from './api/get-company-people.ts';
