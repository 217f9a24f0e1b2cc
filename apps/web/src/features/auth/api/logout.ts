import { callAction } from '../../../lib/api-client.ts';

export const logout = () => callAction('logout', {});
