import { useMutation } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';

/** A new secret for the authenticator app (QR code, link, key); nothing changes until confirmed. */
export const startTwoFactorSetup = () => callActionOrThrow('twofactorsetup', {});

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}
