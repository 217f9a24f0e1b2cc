import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { countries, countryNamer, findCountry, type Country } from '../../../lib/countries.ts';
import { useDismiss } from '../../../hooks/use-dismiss.ts';

interface CountryPickerProps {
  value: string;
  onChange: (code: string) => void;
  language: string;
  /** Where focus goes after a choice: the number input beside the picker. */
  onChosen?: () => void;
  describedBy?: string;
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * The dial-code picker: a button showing the chosen country's code, opening a searchable list
 * (a combobox: type a name, an ISO code or a dial code; arrows, Enter, Escape).
 */
export function CountryPicker({
  value,
  onChange,
  language,
  onChosen,
  describedBy,
}: CountryPickerProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const refs = useMemo(() => [rootRef], []);

  const nameOf = useMemo(() => countryNamer(language), [language]);
  const named = useMemo(
    () =>
      countries
        .map((country) => ({ country, label: nameOf(country) }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [nameOf, language],
  );
  const filtered = useMemo(() => {
    const needle = normalise(query);
    if (!needle) return named;
    const digits = needle.replace(/^\+/, '');
    const matches = named.filter(
      ({ country, label }) =>
        normalise(label).includes(needle) ||
        normalise(country.name).includes(needle) ||
        country.code.toLowerCase() === needle ||
        (/^\d+$/.test(digits) && country.dial_code.slice(1).startsWith(digits)),
    );
    // Names that start with the text first ("ger": Germany before Algeria).
    const startsWith = ({ country, label }: (typeof named)[number]) =>
      normalise(label).startsWith(needle) || normalise(country.name).startsWith(needle);
    return [...matches.filter(startsWith), ...matches.filter((item) => !startsWith(item))];
  }, [named, query]);

  const selected = findCountry(value);
  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    setQuery('');
    if (returnFocus) buttonRef.current?.focus();
  };
  useDismiss(refs, isOpen, () => close(false));

  const open = () => {
    const index = named.findIndex(({ country }) => country.code === value);
    setActiveIndex(Math.max(0, index));
    setIsOpen(true);
  };

  const choose = (country: Country) => {
    onChange(country.code);
    setIsOpen(false);
    setQuery('');
    if (onChosen) onChosen();
    else buttonRef.current?.focus();
  };

  // Escape closes the list only, not the dialog around it: catch it before the dialog does.
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      setIsOpen(false);
      setQuery('');
      buttonRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return;
    listRef.current
      ?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, isOpen]);

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = filtered.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActiveIndex((index) => Math.min(last, index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((index) => Math.max(0, index - 1));
    } else if (event.key === 'Home') {
      event.preventDefault();
      setActiveIndex(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      setActiveIndex(Math.max(0, last));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = filtered[activeIndex];
      if (item) choose(item.country);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const selectedName = selected ? nameOf(selected) : '';
  const optionId = (code: string) => `${baseId}-${code}`;
  const active = filtered[activeIndex];

  return (
    <div className="country-picker" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="input country-picker-button"
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-label={t('auth.phone.country', {
          country: selectedName,
          dialCode: selected?.dial_code ?? '',
        })}
        aria-describedby={describedBy}
        data-testid="country-picker"
        onClick={() => (isOpen ? close(true) : open())}
      >
        <span className="country-picker-code">{selected?.code}</span>
        <span>{selected?.dial_code}</span>
        <span className="country-picker-caret" aria-hidden="true" />
      </button>
      {isOpen ? (
        <div className="country-picker-panel">
          <input
            className="input"
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active ? optionId(active.country.code) : undefined}
            aria-label={t('auth.phone.searchCountry')}
            placeholder={t('auth.phone.searchPlaceholder')}
            autoComplete="off"
            // The list opens on a deliberate click or key press: focus belongs in its search box.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActiveIndex(0);
            }}
            onKeyDown={onSearchKeyDown}
          />
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={t('auth.phone.countries')}
            className="country-picker-list"
          >
            {filtered.map(({ country, label }, index) => (
              <li
                key={country.code}
                id={optionId(country.code)}
                role="option"
                tabIndex={-1}
                data-index={index}
                aria-selected={country.code === value}
                className={index === activeIndex ? 'is-active' : undefined}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActiveIndex(index)}
                onClick={() => choose(country)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') choose(country);
                }}
              >
                <span className="country-picker-name">{label}</span>
                <span className="country-picker-dial">{country.dial_code}</span>
              </li>
            ))}
          </ul>
          {filtered.length === 0 ? (
            <p className="country-picker-empty" role="status">
              {t('auth.phone.noCountry')}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
