import { ActionFailedError, ApiError, errorMessageKey } from '../../../lib/api-client.ts';

/** The label key of each event field the server may name when it refuses to publish. */
const fieldLabelKeys: Record<string, string> = {
  title: 'events.fields.title',
  description: 'events.fields.description',
  startsAt: 'events.fields.start',
  endsAt: 'events.fields.end',
  location: 'events.fields.location',
  onlineUrl: 'events.fields.onlineUrl',
};

export interface PublishProblem {
  /** A field label key and the message key of its problem, or a general message key alone. */
  labelKey: string | null;
  messageKey: string;
}

/** Why publishing failed, one line per field ("Description: this field is required"). */
export function publishProblemsOf(error: unknown): PublishProblem[] {
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
    return Object.entries(error.fields).map(([field, keys]) => ({
      labelKey: fieldLabelKeys[field] ?? null,
      messageKey: keys[0] ?? 'validation.invalid',
    }));
  }
  if (error instanceof ActionFailedError || error instanceof Error) {
    return [{ labelKey: null, messageKey: errorMessageKey(error) }];
  }
  return [{ labelKey: null, messageKey: 'errors.internal' }];
}
