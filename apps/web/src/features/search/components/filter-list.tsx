import {
  AmountFilter,
  DateFilter,
  SelectFilter,
  TextFilter,
  type Option,
} from './filter-fields.tsx';

/**
 * A search page's filter panel stated as data: each page lists its fields (in panel order) and
 * this renders them, reading each value from the action input and writing changes to the URL.
 */

interface FieldBase<Name extends string> {
  id: string;
  /** The URL parameter (and action input field) the field edits. */
  param: Name;
  label: string;
}

export type FilterField<Name extends string = string> =
  | (FieldBase<Name> & {
      kind: 'select';
      options: Option[];
      /** The first option, meaning "no filter" (left out when a value is always chosen). */
      anyLabel?: string;
      /** The value meant while the parameter is absent; choosing it removes the parameter. */
      implied?: string;
    })
  | (FieldBase<Name> & { kind: 'amount' | 'date' })
  | (FieldBase<Name> & { kind: 'text'; placeholder?: string })
  | { kind: 'pair'; legend: string; isStacked?: boolean; fields: FilterField<Name>[] };

interface FilterListProps {
  fields: FilterField[];
  values: Record<string, unknown>;
  onChange: (changes: Record<string, string | undefined>) => void;
}

export function FilterList({ fields, values, onChange }: FilterListProps) {
  return fields.map((field) => {
    if (field.kind === 'pair') {
      return (
        <fieldset
          key={field.legend}
          className={`search-filter-pair${field.isStacked ? ' search-filter-pair-stacked' : ''}`}
        >
          <legend>{field.legend}</legend>
          <FilterList fields={field.fields} values={values} onChange={onChange} />
        </fieldset>
      );
    }
    const value = values[field.param];
    const text = typeof value === 'string' ? value : undefined;
    const apply = (next: string | undefined) => onChange({ [field.param]: next });
    switch (field.kind) {
      case 'select':
        return (
          <SelectFilter
            key={field.id}
            id={field.id}
            label={field.label}
            value={text ?? field.implied}
            anyLabel={field.anyLabel}
            options={field.options}
            onChange={(next) => apply(next === field.implied ? undefined : next)}
          />
        );
      case 'amount':
        return (
          <AmountFilter
            key={field.id}
            id={field.id}
            label={field.label}
            value={typeof value === 'number' ? value : undefined}
            onApply={apply}
          />
        );
      case 'date':
        return (
          <DateFilter
            key={field.id}
            id={field.id}
            label={field.label}
            value={text}
            onApply={apply}
          />
        );
      case 'text':
        return (
          <TextFilter
            key={field.id}
            id={field.id}
            label={field.label}
            placeholder={field.placeholder}
            value={text}
            onApply={apply}
          />
        );
    }
  });
}
