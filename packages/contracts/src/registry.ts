import type { z } from 'zod';
import type { ActionDefinition } from './action.ts';
import * as account from './actions/account.ts';
import * as search from './actions/search.ts';

/** Every action of the public contract, by name. Adding an action here exposes it to both sides. */
export const actions = {
  login: account.login,
  logout: account.logout,
  loginuserdetail: account.loginuserdetail,
  join: account.join,
  usernamecheck: account.usernamecheck,
  emailcheck: account.emailcheck,
  searchBar: search.searchBar,
} satisfies Record<string, ActionDefinition>;

export type Actions = typeof actions;
export type ActionName = keyof Actions;
export type ActionInput<Name extends ActionName> = z.input<Actions[Name]['request']>;
export type ActionRequest<Name extends ActionName> = z.output<Actions[Name]['request']>;
export type ActionResponse<Name extends ActionName> = z.output<Actions[Name]['response']>;

export function isActionName(value: unknown): value is ActionName {
  return typeof value === 'string' && Object.hasOwn(actions, value);
}
