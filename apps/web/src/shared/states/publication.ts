import {
  availableTransitions,
  publicationMachine,
  publicationRolesOf,
  type PublicationState,
  type TransitionOf,
} from '@app/contracts/states';
import { useSession } from '../session/use-session.ts';

export type PublicationTransition = TransitionOf<typeof publicationMachine>;

/**
 * The publication transitions the signed-in owner of a topic or event may fire from its state,
 * as the contract's machine says: the buttons to show. A provider publishes drafts and takes
 * published listings back; a former provider (now a seeker) may only take them back.
 */
export function usePublicationTransitions(state: PublicationState): PublicationTransition[] {
  const { isProvider } = useSession();
  return availableTransitions(publicationMachine, state, publicationRolesOf(isProvider));
}

/** Whether the owner could publish this listing if they offered training (a seeker's draft). */
export function isHeldDraft(state: PublicationState, transitions: PublicationTransition[]) {
  return (
    publicationMachine.transitions.publish.from.includes(state) && !transitions.includes('publish')
  );
}

/** What the publish actions send: `publish: true` for the transition that leads to published. */
export const publishesListing = (transition: PublicationTransition): boolean =>
  publicationMachine.transitions[transition].to === 'published';
