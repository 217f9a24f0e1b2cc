import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventImageUploadResponse } from '@app/contracts/actions/event';
import { uploadFileOrThrow } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

/** POST /inc/event-upload: one more image of an own event; answers all its images. */
export async function uploadEventImage(input: { eventId: number; file: File }) {
  const result = await uploadFileOrThrow(
    '/inc/event-upload',
    input.file,
    { eventId: String(input.eventId) },
    eventImageUploadResponse,
  );
  return result.images;
}

export function useUploadEventImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadEventImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
