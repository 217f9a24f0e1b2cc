import { useMutation, useQueryClient } from '@tanstack/react-query';
import { topicImageUploadResponse } from '@app/contracts/actions/topic';
import type { ImageCrop } from '@app/contracts/uploads';
import { uploadFileOrThrow } from '../../../lib/api-client.ts';
import { cropFields } from '../../../shared/images/image-crop.ts';
import { topicKeys } from './topic-keys.ts';

/** POST /inc/upload: adds an image to an own topic, cut to `crop` when given; answers all its images. */
export async function uploadTopicImage({
  topicId,
  file,
  crop,
}: {
  topicId: number;
  file: File;
  crop: ImageCrop | null;
}) {
  const result = await uploadFileOrThrow(
    '/inc/upload',
    file,
    { topicId: String(topicId), ...cropFields(crop) },
    topicImageUploadResponse,
  );
  return result.images;
}

export function useUploadTopicImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTopicImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topicKeys.all }),
  });
}
