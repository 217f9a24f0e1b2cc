import {
  availableTransitions,
  requirementMachine,
  type RequirementState,
  type TransitionOf,
} from '@app/contracts/states';

export type RequirementTransition = TransitionOf<typeof requirementMachine>;

/** What the owner may do with their requirement now, as the contract's machine says: its buttons. */
export const ownerTransitions = (state: RequirementState): RequirementTransition[] =>
  availableTransitions(requirementMachine, state, ['owner']);

/** The state a transition leads to: what `setrequirementstatus` is sent. */
export const stateAfter = (transition: RequirementTransition): RequirementState =>
  requirementMachine.transitions[transition].to;

/** What the owner is told once the server agreed. */
export const doneMessageKey: Record<RequirementTransition, string> = {
  close: 'requirements.manage.closed',
  reopen: 'requirements.manage.reopened',
};
