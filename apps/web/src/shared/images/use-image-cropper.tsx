import { lazy, Suspense, useCallback, useState } from 'react';
import type { CropChoice } from './image-crop.ts';

// The cropper's code (react-easy-crop) loads when a picture is first chosen.
const ImageCropDialog = lazy(() =>
  import('./image-crop-dialog.tsx').then((module) => ({ default: module.ImageCropDialog })),
);

interface Question {
  file: File;
  answer: (choice: CropChoice | null) => void;
}

/**
 * Asks, for each picture a listing's step is about to upload, which part becomes the cover:
 * `ask(file)` opens the crop dialog and resolves to the choice, or to null when the provider
 * cancels; `dialog` is where the step draws it.
 */
export function useImageCropper() {
  const [question, setQuestion] = useState<Question | null>(null);
  const ask = useCallback(
    (file: File) =>
      new Promise<CropChoice | null>((resolve) => setQuestion({ file, answer: resolve })),
    [],
  );
  const close = (choice: CropChoice | null) => {
    question?.answer(choice);
    setQuestion(null);
  };
  const dialog = question ? (
    <Suspense fallback={null}>
      <ImageCropDialog
        key={`${question.file.name}-${question.file.lastModified}-${question.file.size}`}
        file={question.file}
        onChoose={close}
        onCancel={() => close(null)}
      />
    </Suspense>
  ) : null;
  return { ask, dialog };
}
