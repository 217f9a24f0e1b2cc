import type { BusinessErrorCode } from './errors.ts';

/**
 * Named states: a record's state is one word of a fixed list, and it changes only through a named
 * transition that says from which states it may fire, to which state it leads and which of the
 * record's roles may fire it. The server fires transitions as a compare-and-swap on the current
 * state and records each (apps/server/src/shared/state-machine.ts); the web app asks the same
 * definition which buttons to show. Listing publication and requirements use it now; bookings,
 * quotes, purchase orders and invoices define their machines the same way.
 */

export interface Transition<State extends string, Role extends string> {
  from: readonly State[];
  to: State;
  /** The roles of the record (owner, provider, buyer, system...) that may fire it. */
  by: readonly Role[];
  /** The error code answered to an actor without one of those roles (default: forbidden). */
  refusedWith?: BusinessErrorCode;
}

export interface StateMachine<
  State extends string = string,
  Name extends string = string,
  Role extends string = string,
> {
  /** Names the machine in the transition history. */
  name: string;
  states: readonly State[];
  initial: State;
  roles: readonly Role[];
  transitions: Readonly<Record<Name, Transition<State, Role>>>;
}

export function defineMachine<
  const State extends string,
  const Name extends string,
  const Role extends string,
>(machine: StateMachine<State, Name, Role>): StateMachine<State, Name, Role> {
  for (const [name, transition] of Object.entries<Transition<State, Role>>(machine.transitions)) {
    const known = [...transition.from, transition.to].every((state) =>
      machine.states.includes(state),
    );
    if (!known) throw new Error(`${machine.name}.${name} names a state the machine lacks`);
  }
  return machine;
}

export type StateOf<M> = M extends StateMachine<infer State, string, string> ? State : never;
export type TransitionOf<M> = M extends StateMachine<string, infer Name, string> ? Name : never;
export type RoleOf<M> = M extends StateMachine<string, string, infer Role> ? Role : never;

/** Why a transition cannot fire: not from this state, or not by these roles. */
export type TransitionRefusal = 'invalid_transition' | 'forbidden';

export function checkTransition<State extends string, Name extends string, Role extends string>(
  machine: StateMachine<State, Name, Role>,
  name: Name,
  state: State,
  roles: readonly Role[],
): TransitionRefusal | null {
  const transition = machine.transitions[name];
  if (!transition.from.includes(state)) return 'invalid_transition';
  if (!transition.by.some((role) => roles.includes(role))) return 'forbidden';
  return null;
}

/** The transitions these roles may fire from this state: the buttons a page shows. */
export function availableTransitions<
  State extends string,
  Name extends string,
  Role extends string,
>(machine: StateMachine<State, Name, Role>, state: State, roles: readonly Role[]): Name[] {
  return (Object.keys(machine.transitions) as Name[]).filter(
    (name) => checkTransition(machine, name, state, roles) === null,
  );
}

/**
 * Topics and events: drafts until published. Only a provider publishes (docs/product.md, "People and roles"); the owner may
 * always take their listing down, also after they stopped offering training.
 */
export const publicationMachine = defineMachine({
  name: 'publication',
  states: ['draft', 'published'],
  initial: 'draft',
  roles: ['owner', 'provider'],
  transitions: {
    publish: { from: ['draft'], to: 'published', by: ['provider'], refusedWith: 'not_provider' },
    unpublish: { from: ['published'], to: 'draft', by: ['owner'] },
  },
});
export type PublicationState = StateOf<typeof publicationMachine>;
export type PublicationRole = RoleOf<typeof publicationMachine>;

/** The roles the owner of a listing holds on it: always owner, provider while they are one. */
export const publicationRolesOf = (isProvider: boolean): PublicationRole[] =>
  isProvider ? ['owner', 'provider'] : ['owner'];

/** Requirements: open to answers until their owner closes them; they may reopen them. */
export const requirementMachine = defineMachine({
  name: 'requirement',
  states: ['open', 'closed'],
  initial: 'open',
  roles: ['owner'],
  transitions: {
    close: { from: ['open'], to: 'closed', by: ['owner'] },
    reopen: { from: ['closed'], to: 'open', by: ['owner'] },
  },
});
export type RequirementState = StateOf<typeof requirementMachine>;
