/** The topics module's public face: all that code outside modules/topics/ may import. */
export {
  isListedEvent,
  isListedProvider,
  isListedRequirement,
  isListedTopic,
  isOpenRequirement,
  isUpcomingEvent,
  providerCardColumns,
  providerCardOf,
  selectEventCards,
  selectRequirementCards,
  selectTopicCards,
} from './catalogue-cards.repository.ts';
export {
  addListingImage,
  imageUrls,
  moveListingImage,
  removeListingImage,
} from './listing-images.ts';
export type { ListingImageRows } from './listing-images.ts';
export { changePublication, moderatePublication } from './publication.ts';
export type { ModeratedListing } from './publication.ts';
export { topicActions } from './topics.actions.ts';
export { default as topicRoutes } from './topics.routes.ts';
