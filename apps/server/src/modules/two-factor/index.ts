/** The two-factor module's public face: all that code outside modules/two-factor/ may import. */
export { twoFactorActions } from './two-factor.actions.ts';
export { disableTotp } from './two-factor.repository.ts';
