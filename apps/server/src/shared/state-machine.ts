import { checkTransition, type StateMachine, type Transition } from '@app/contracts/states';
import type { Transaction } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { insertTransition, swapState, type StateColumn } from './state-history.repository.ts';

/** Who fires a transition: a user (null for the system, e.g. a timer) and their roles on the record. */
export interface Actor<Role extends string> {
  userId: number | null;
  roles: readonly Role[];
}

export interface Firing<State extends string, Name extends string, Role extends string> {
  machine: StateMachine<State, Name, Role>;
  target: StateColumn;
  /** The record and the state its caller read (the compare-and-swap's expected value). */
  record: { id: number; state: State };
  transition: Name;
  actor: Actor<Role>;
  reason?: string | null;
  /** What the record must meet beyond state and roles (complete fields...); throws its own error. */
  guard?: (() => void) | undefined;
}

/**
 * Fires a named transition of a record, inside the caller's transaction: refuses a transition
 * that cannot fire from the state read (invalid_transition) or by these roles (the transition's
 * own refusal code, else forbidden) or whose guard fails, swaps the state only if nobody changed it since it was read
 * (else invalid_transition), and appends the change to state_transitions. Answers the new state.
 */
export async function fireTransition<
  State extends string,
  Name extends string,
  Role extends string,
>(tx: Transaction, firing: Firing<State, Name, Role>): Promise<State> {
  const { machine, target, record, transition: name, actor } = firing;
  const transition: Transition<State, Role> = machine.transitions[name];
  const refusal = checkTransition(machine, name, record.state, actor.roles);
  if (refusal === 'forbidden') throw new AppError(transition.refusedWith ?? 'forbidden');
  if (refusal) throw new AppError(refusal);
  firing.guard?.();
  if (!(await swapState(tx, target, record.id, record.state, transition.to))) {
    throw new AppError('invalid_transition');
  }
  await insertTransition(tx, {
    machine: machine.name,
    recordId: record.id,
    transition: name,
    fromState: record.state,
    toState: transition.to,
    actorId: actor.userId,
    reason: firing.reason ?? null,
  });
  return transition.to;
}
