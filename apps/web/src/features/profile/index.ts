// The profile feature's public face: all that the app layer and other features may import.
export { myProfileQueryOptions, useMyProfile } from './api/get-my-profile.ts';
export { useProfileListings } from './api/get-profile-listings.ts';
export { publicProfileQueryOptions } from './api/get-public-profile.ts';
export { profileKeys } from './api/profile-keys.ts';
export { CompanyDetails } from './components/company-details.tsx';
export { ProfileEditor } from './components/profile-editor.tsx';
export { ProfileListings } from './components/profile-listings.tsx';
export { PublicProfile } from './components/public-profile.tsx';
