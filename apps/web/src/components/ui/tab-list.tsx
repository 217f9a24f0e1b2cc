import { useRef, type KeyboardEvent } from 'react';
import './tab-list.css';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

interface TabListProps<Id extends string> {
  tabs: ReadonlyArray<TabItem<Id>>;
  selected: Id;
  onSelect: (id: Id) => void;
  /** Names the tab list for screen readers. */
  label: string;
  /** Each tab is `{idPrefix}-tab-{id}`; the panel is `{idPrefix}-panel` (see tabPanelProps). */
  idPrefix: string;
}

/**
 * Tabs as WAI-ARIA describes them: one tab stop, arrow keys (and Home, End) move between tabs and
 * select them, Tab goes on to the panel. The caller renders the panel with `tabPanelProps`.
 */
export function TabList<Id extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
}: TabListProps<Id>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (next === null || !tab) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onSelect(tab.id);
  };
  return (
    <div className="tab-list" role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.id}`}
          aria-selected={tab.id === selected}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab.id === selected ? 0 : -1}
          className="tab-list-tab"
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
          data-testid={`${idPrefix}-tab-${tab.id}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** The attributes of the panel a TabList controls. */
export function tabPanelProps(idPrefix: string, selected: string) {
  return {
    id: `${idPrefix}-panel`,
    role: 'tabpanel',
    'aria-labelledby': `${idPrefix}-tab-${selected}`,
  } as const;
}
