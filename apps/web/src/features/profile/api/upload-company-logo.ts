import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshCompanyDetails } from '../../../shared/session/get-company-details.ts';
import { uploadImage } from './upload-image.ts';

export function useUploadCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadImage(file, 'company'),
    onSuccess: () => refreshCompanyDetails(queryClient),
  });
}
