import { errorMessageKey, fieldProblemsOf } from '../../../shared/errors/error-message.ts';

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
  const fields = Object.entries(fieldProblemsOf(error));
  if (fields.length > 0) {
    return fields.map(([field, messageKey]) => ({
      labelKey: fieldLabelKeys[field] ?? null,
      messageKey,
    }));
  }
  return [{ labelKey: null, messageKey: errorMessageKey(error) }];
}
