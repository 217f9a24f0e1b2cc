import { useLanguage } from '../../hooks/use-language.ts';
import { formatNumber } from '../../lib/format.ts';
import './character-count.css';

/**
 * "120 / 2000" beside a text field's label (FormField's `aside`). Hidden from screen readers: the
 * field's `maxLength` already stops at the limit, and a count read at every key would be noise.
 */
export function CharacterCount({ value, max }: { value: string; max: number }) {
  const language = useLanguage();
  const near = value.length >= max * 0.9;
  return (
    <span
      className={near ? 'character-count character-count-near' : 'character-count'}
      aria-hidden="true"
      data-testid="character-count"
    >
      {formatNumber(value.length, language)} / {formatNumber(max, language)}
    </span>
  );
}
