import type { Ref } from 'react';
import { CharacterCount } from './character-count.tsx';
import { FormField } from './form-field.tsx';

interface TextAreaFieldProps {
  id: string;
  label: string;
  hint?: string;
  problem?: string | null;
  required?: boolean;
  optional?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** The contract's limit: the field stops there. */
  maxLength: number;
  /** Shows "120 / 2000" beside the label. */
  withCount?: boolean;
  rows?: number;
  testId: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** A text of several lines in the one form field (label, hint, problem), with its count. */
export function TextAreaField({
  value,
  onChange,
  maxLength,
  withCount = false,
  rows = 4,
  testId,
  textareaRef,
  ...field
}: TextAreaFieldProps) {
  return (
    <FormField
      {...field}
      aside={withCount ? <CharacterCount value={value} max={maxLength} /> : undefined}
    >
      {(control) => (
        <textarea
          {...control}
          ref={textareaRef}
          className="input"
          rows={rows}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        />
      )}
    </FormField>
  );
}
