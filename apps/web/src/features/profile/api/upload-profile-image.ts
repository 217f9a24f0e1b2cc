import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from './profile-keys.ts';
import { uploadImage } from './upload-image.ts';

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadImage(file, 'profile'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.mine() }),
  });
}
