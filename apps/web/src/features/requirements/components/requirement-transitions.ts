import {
  availableTransitions,
  requirementMachine,
  type RequirementState,
  type TransitionOf,
} from '@app/contracts/states';
import type { requirementListStates } from '@app/contracts/catalogue';

type RequirementListState = (typeof requirementListStates)[number];

/** The owner's transitions (hiding and restoring are the platform staff's, in the console). */
export type RequirementTransition = Exclude<
  TransitionOf<typeof requirementMachine>,
  'hide' | 'restore'
>;

/** What the owner may do with their requirement now, as the contract's machine says: its buttons. */
export const ownerTransitions = (state: RequirementState): RequirementTransition[] =>
  availableTransitions(requirementMachine, state, ['owner']) as RequirementTransition[];

/** The state a transition leads to: what `setrequirementstatus` is sent. */
export const stateAfter = (transition: RequirementTransition): RequirementListState =>
  requirementMachine.transitions[transition].to as RequirementListState;

/** What the owner is told once the server agreed. */
export const doneMessageKey: Record<RequirementTransition, string> = {
  close: 'requirements.manage.closed',
  reopen: 'requirements.manage.reopened',
};
