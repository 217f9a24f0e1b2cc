import { intlLocaleOf, type Language } from '@app/contracts/locales';

/** A language's name in the viewer's language ("Inglese" in Italian), capitalised for lists. */
export function languageName(code: string, viewer: Language): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([intlLocaleOf[viewer]], { type: 'language' }).of(code);
  } catch {
    // An unknown code is shown as it is rather than breaking the page.
    name = undefined;
  }
  const shown = name ?? code;
  return shown.charAt(0).toLocaleUpperCase(intlLocaleOf[viewer]) + shown.slice(1);
}
