import { auditKinds } from '@app/contracts/audit';
import { errorCodes } from '@app/contracts/errors';
import { errorMessages, messageKeyOfError, validationMessages } from '@app/contracts/messages';

export type Catalogue = { [key: string]: string | Catalogue };

/** Flattens nested catalogue objects into dotted keys, as i18next reads them. */
export function flattenCatalogue(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [k, v] of flattenCatalogue(value, path)) flat.set(k, v);
  }
  return flat;
}

/** Keys every catalogue must hold because the contract sends them. */
export function contractKeys(): string[] {
  return [
    ...Object.keys(validationMessages),
    ...errorCodes.map(messageKeyOfError),
    // Every event the security log records has its sentence.
    ...auditKinds.map((kind) => `audit.kinds.${kind}`),
  ];
}

/**
 * Every problem of a set of catalogues, as readable lines: a key missing from one language, an
 * extra key, an empty value, a contract key missing, an English contract text not word for word.
 */
export function findCatalogueProblems(
  catalogues: Record<string, Catalogue>,
  sourceLanguage = 'it',
): string[] {
  const problems: string[] = [];
  const source = catalogues[sourceLanguage];
  if (!source) return [`source catalogue "${sourceLanguage}" is missing`];
  const sourceKeys = flattenCatalogue(source);
  for (const key of contractKeys()) {
    if (!sourceKeys.has(key)) problems.push(`${sourceLanguage}: contract key "${key}" is missing`);
  }
  for (const [language, catalogue] of Object.entries(catalogues)) {
    const flat = flattenCatalogue(catalogue);
    for (const key of sourceKeys.keys()) {
      if (!flat.has(key)) problems.push(`${language}: key "${key}" is missing`);
    }
    for (const [key, value] of flat) {
      if (!sourceKeys.has(key))
        problems.push(`${language}: key "${key}" is not in ${sourceLanguage}`);
      if (value.trim() === '') problems.push(`${language}: key "${key}" is empty`);
    }
  }
  const english = catalogues.en ? flattenCatalogue(catalogues.en) : undefined;
  if (english) {
    const expected: Record<string, string> = { ...validationMessages };
    for (const code of errorCodes) expected[messageKeyOfError(code)] = errorMessages[code];
    for (const [key, text] of Object.entries(expected)) {
      if (english.get(key) !== text) problems.push(`en: "${key}" must read "${text}"`);
    }
  }
  return problems;
}
