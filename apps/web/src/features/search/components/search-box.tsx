import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDismiss } from '../../../hooks/use-dismiss.ts';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { useSearchSuggestions } from '../api/get-search-suggestions.ts';
import { shouldSuggest, useSuggestionText } from '../hooks/use-suggestion-text.ts';
import { groupSuggestions, searchPageHref, type SuggestionItem } from './suggestion-items.ts';
import './search-box.css';

interface SearchBoxProps {
  /** Hero and page boxes show a labelled submit button. */
  variant?: 'header' | 'hero' | 'page';
  testId?: string;
  /** The text it starts with (a search page shows the text of its results). */
  initialText?: string;
  /** What a search page looks for ("Search requirements…"); the global text otherwise. */
  placeholder?: string;
  /**
   * Enter (or the button) with no suggestion highlighted. By default: the topic search page for
   * the text; a search page passes its own (keeping its filters).
   */
  onSearch?: (text: string) => void;
}

/**
 * The global search box (ARIA combobox). Suggestions come 500 ms after the typing stops, only for
 * more than 2 characters, grouped into topics, trainers, requirements and events. Arrow keys move,
 * Enter opens the highlighted suggestion or, with none, the search page.
 */
export function SearchBox({
  variant = 'header',
  testId = 'search-box',
  initialText = '',
  placeholder,
  onSearch,
}: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  // The page's text changed underneath (back/forward, a link): show it.
  const [shownInitial, setShownInitial] = useState(initialText);
  if (shownInitial !== initialText) {
    setShownInitial(initialText);
    setText(initialText);
  }
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const rootRef = useRef<HTMLFormElement>(null);
  const refs = useMemo(() => [rootRef], []);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;

  const suggestionText = useSuggestionText(text);
  const query = useSearchSuggestions(suggestionText);
  const groups = useMemo(() => (query.data ? groupSuggestions(query.data) : []), [query.data]);
  const items = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  const isWaiting = shouldSuggest(text) && (suggestionText !== text.trim() || query.isFetching);
  const showPanel = isOpen && shouldSuggest(text);

  const close = useCallback(() => {
    setIsOpen(false);
    setActiveIndex(-1);
  }, []);
  useDismiss(refs, isOpen, close);

  const go = (href: string) => {
    close();
    void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!showPanel || items.length === 0) {
        setIsOpen(true);
        return;
      }
      event.preventDefault();
      const last = items.length - 1;
      setActiveIndex((index) =>
        event.key === 'ArrowDown' ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1,
      );
    } else if (event.key === 'Escape') {
      // With the list open, Escape closes it and keeps the text (a search input would clear it).
      if (showPanel) event.preventDefault();
      close();
    }
  };

  const onSubmit = () => {
    const active: SuggestionItem | undefined =
      showPanel && activeIndex >= 0 ? items[activeIndex] : undefined;
    if (active) {
      go(active.href);
      return;
    }
    if (text.trim() === '') return;
    if (onSearch) {
      close();
      onSearch(text.trim());
    } else {
      go(searchPageHref(text));
    }
  };

  const optionId = (index: number) => `${baseId}-option-${index}`;

  return (
    <form
      ref={rootRef}
      role="search"
      // Named, so that the header's search and the page's are two landmarks told apart.
      aria-label={t(variant === 'header' ? 'search.landmark.site' : 'search.landmark.page')}
      className={`search-box search-box-${variant}`}
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={`${baseId}-input`} className="visually-hidden">
        {t('search.label')}
      </label>
      <span className="search-box-icon" aria-hidden="true">
        <SearchIcon size={18} />
      </span>
      <input
        id={`${baseId}-input`}
        className="search-box-input"
        // A combobox is a text input (ARIA 1.2; the HTML rules allow no role on type=search).
        type="text"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={placeholder ?? t('search.placeholder')}
        aria-autocomplete="list"
        aria-expanded={showPanel}
        aria-controls={listboxId}
        aria-activedescendant={showPanel && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActiveIndex(-1);
          setIsOpen(true);
        }}
        onFocus={() => setIsOpen(true)}
        onKeyDown={onKeyDown}
      />
      {variant !== 'header' ? (
        <button type="submit" className="btn btn-primary search-box-submit">
          {t('search.submit')}
        </button>
      ) : null}
      <div className="search-panel" hidden={!showPanel} data-testid={`${testId}-panel`}>
        <div
          id={listboxId}
          role="listbox"
          aria-label={t('search.label')}
          className="search-listbox"
        >
          {groups.map((group) => (
            <div
              key={group.group}
              role="group"
              aria-labelledby={`${baseId}-${group.group}`}
              className="search-group"
            >
              <div
                id={`${baseId}-${group.group}`}
                className="search-group-title"
                role="presentation"
              >
                {t(`search.${group.group}`)}
              </div>
              {group.items.map((item) => (
                <div
                  key={`${item.href}-${item.index}`}
                  id={optionId(item.index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={item.index === activeIndex}
                  className="search-option"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(item.href)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') go(item.href);
                  }}
                  onMouseEnter={() => setActiveIndex(item.index)}
                >
                  <span className="search-option-label">{item.label}</span>
                  {/* A space for the option's text ("Giulia Bianchi @giulia_bianchi"); the flex
                      row draws none. */}
                  {item.detail ? ' ' : null}
                  {item.detail ? <span className="search-option-detail">{item.detail}</span> : null}
                </div>
              ))}
            </div>
          ))}
        </div>
        {isWaiting && items.length === 0 ? (
          <p className="search-status" role="status" data-testid="search-loading">
            {t('search.loading')}
          </p>
        ) : null}
        {!isWaiting && query.isError ? (
          <p className="search-status" role="status">
            {t('search.error')}
          </p>
        ) : null}
        {!isWaiting && query.isSuccess && items.length === 0 ? (
          <p className="search-status" role="status" data-testid="search-no-results">
            {t('search.noResults', { text: suggestionText })}
          </p>
        ) : null}
        {text.trim() !== '' ? (
          <Link
            to={searchPageHref(text)}
            className="search-see-all"
            onClick={close}
            data-testid="search-see-all"
          >
            {t('search.seeAll', { text: text.trim() })}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
