import { useMutation, useQueryClient } from '@tanstack/react-query';
import { topicImageUploadResponse } from '@app/contracts/actions/topic';
import { uploadFileOrThrow } from '../../../lib/api-client.ts';
import { topicKeys } from './topic-keys.ts';

/** POST /inc/upload: adds an image to an own topic; answers all its images. */
export async function uploadTopicImage({ topicId, file }: { topicId: number; file: File }) {
  const result = await uploadFileOrThrow(
    '/inc/upload',
    file,
    { topicId: String(topicId) },
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
