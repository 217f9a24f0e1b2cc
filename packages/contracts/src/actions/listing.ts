import { z } from 'zod';
import { success } from '../action.ts';
import { catalogueImageSchema, catalogueLimits, formBoolean, formInteger } from '../catalogue.ts';

/**
 * The request and reply shapes an owner's actions on a topic, an event or a requirement share
 * (edit, publish, delete, remove an image), so each action file states only what differs.
 */

/** An empty form value (or null in JSON) means "none". */
export const emptyToUndefined = (value: unknown) =>
  value === '' || value === null ? undefined : value;

/** A row id, from a form field or JSON. */
export const recordId = formInteger(1, 2_147_483_647);

/** What creating or editing a listing answers with. */
export const listingRef = z.object({ id: z.number().int(), url: z.string() });

/** One own listing, by id. */
export const byIdRequest = z.object({ id: recordId });

/** Publish (true) or take back to draft (false). */
export const publishRequest = z.object({ id: recordId, publish: formBoolean });

/** An image of an own listing, by its position from 0. */
export const removeImageRequest = z.object({
  id: recordId,
  index: formInteger(0, catalogueLimits.imagesMax - 1),
});

/** One image moved to another position (0: the cover); the others keep their order. */
export const moveImageRequest = z.object({
  id: recordId,
  index: formInteger(0, catalogueLimits.imagesMax - 1),
  to: formInteger(0, catalogueLimits.imagesMax - 1),
});

/** All the images of a listing, in order: after an upload or a removal. */
export const listingImagesResponse = success({ images: z.array(catalogueImageSchema) });

export const deletedResponse = success({ msg: z.string() });
