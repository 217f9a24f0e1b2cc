import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventImageUploadResponse } from '@app/contracts/actions/event';
import type { ImageCrop } from '@app/contracts/uploads';
import { uploadFileOrThrow } from '../../../lib/api-client.ts';
import { cropFields } from '../../../shared/images/image-crop.ts';
import { eventKeys } from './event-keys.ts';

/**
 * POST /inc/event-upload: one more image of an own event, cut to `crop` when given; answers all
 * its images.
 */
export async function uploadEventImage(input: {
  eventId: number;
  file: File;
  crop: ImageCrop | null;
}) {
  const result = await uploadFileOrThrow(
    '/inc/event-upload',
    input.file,
    { eventId: String(input.eventId), ...cropFields(input.crop) },
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
