import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { companyTrainerKeys } from './company-trainer-keys.ts';
import type { CompanyTrainers } from './get-company-trainers.ts';

/** Saves the company's note on a trainer (empty clears it); answers the note as stored. */
export async function updateCompanyTrainerNote(id: number, note: string) {
  const { note: saved } = await callActionOrThrow('updatecompanytrainer', { id, note });
  return saved;
}

/** The list shows the stored note at once, without asking for the whole list again. */
export function useUpdateCompanyTrainerNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) => updateCompanyTrainerNote(id, note),
    onSuccess: (note, { id }) =>
      queryClient.setQueryData<CompanyTrainers>(companyTrainerKeys.list('active'), (current) =>
        current
          ? {
              ...current,
              list: current.list.map((row) => (row.id === id ? { ...row, note } : row)),
            }
          : current,
      ),
  });
}
