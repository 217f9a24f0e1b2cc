import type { Language } from '@app/contracts/locales';
import { callAction } from '../../../lib/api-client.ts';

/** How long the switch waits for the server before reloading anyway. */
const accountLanguageWaitMs = 2_000;

/**
 * Tells the server the signed-in user's language (`changelanguage`), so notifications and e-mails
 * follow it. The page reloads right after, so this never fails the switch: a refusal, an
 * unreachable server or a slow answer leave the account's language as it was.
 */
export async function changeAccountLanguage(language: Language): Promise<void> {
  const timeout = new Promise<void>((resolve) => window.setTimeout(resolve, accountLanguageWaitMs));
  const call = callAction('changelanguage', { lang: language }).then(
    () => undefined,
    () => undefined,
  );
  await Promise.race([call, timeout]);
}
