import { useMutation } from '@tanstack/react-query';
import type { Language } from '@app/contracts/locales';
import type { ActionResponse } from '@app/contracts/registry';
import { useLanguage } from '../../../hooks/use-language.ts';
import { callActionOrThrow } from '../../../lib/api-client.ts';

export function exportCompanyPeople(
  lang: Language,
): Promise<ActionResponse<'exportcompanypeople'>> {
  return callActionOrThrow('exportcompanypeople', { lang });
}

/** The people as CSV text in the reader's dialect (the caller saves it as a file). */
export function useExportCompanyPeople() {
  const language = useLanguage();
  return useMutation({ mutationFn: () => exportCompanyPeople(language) });
}
