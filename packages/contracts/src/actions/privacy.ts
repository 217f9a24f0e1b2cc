import { z } from 'zod';
import { defineAction, emptyRequest, success } from '../action.ts';
import { signedIn } from '../access.ts';
import { dataExportStates } from '../states.ts';

/**
 * GDPR self-service (articles 15, 17 and 20): a copy of everything the product holds about the
 * user, prepared in the background and e-mailed as a link that works once; and erasing the
 * account (decisions.md, "erasure").
 */

/** How long a prepared copy waits to be downloaded, in hours. */
export const DATA_EXPORT_HOURS = 7 * 24;

const dataExportSchema = z.object({
  id: z.number().int(),
  state: z.enum(dataExportStates),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  downloadedAt: z.string().nullable(),
  /** The ZIP's size once prepared. */
  bytes: z.number().int().nullable(),
});
export type DataExportView = z.infer<typeof dataExportSchema>;

export const dataexportstatus = defineAction({
  name: 'dataexportstatus',
  endpoint: 'main',
  access: signedIn,
  summary:
    "The user's latest copy of their data: being prepared, ready (until when), downloaded or expired.",
  request: emptyRequest,
  response: success({ latest: dataExportSchema.nullable() }),
});

export const requestdataexport = defineAction({
  name: 'requestdataexport',
  endpoint: 'main',
  access: signedIn,
  summary:
    'Ask for a copy of everything the product holds about the user (a ZIP of readable JSON with their uploads). It is prepared in the background and e-mailed as a link that works once, for seven days; a newer request replaces a copy not yet downloaded.',
  request: emptyRequest,
  response: success({ export: dataExportSchema }),
});

const exportLinkSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  token: z.string().trim().min(1).max(256),
});

export const checkdataexport = defineAction({
  name: 'checkdataexport',
  endpoint: 'main',
  access: signedIn,
  summary:
    "Whether an e-mailed download link still works (the signed-in user's own, ready, not used, not expired): the file's name, size and expiry. The download itself is GET /inc/documents/data-export/{id}/{token}.",
  request: exportLinkSchema,
  response: success({ fileName: z.string(), bytes: z.number().int(), expiresAt: z.string() }),
});

export const eraseaccount = defineAction({
  name: 'eraseaccount',
  endpoint: 'main',
  access: signedIn,
  summary:
    'Erase the account for good (password required): personal data is removed or anonymised, issued invoices keep the legal data the law requires, reviews stay signed "former user". Refused while a booking is still open or the user is the last admin of a company with other staff.',
  request: z.object({ pass: z.string().min(1, { message: 'validation.required' }).max(128) }),
  response: success({ msg: z.string() }),
});
