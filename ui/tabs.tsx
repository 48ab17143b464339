import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  /** A short count shown beside the label (unread messages), and what it means for screen readers. */
  badge?: { text: string; label: string };
}

export interface TabsProps {
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  /**
   * The player shows interest in a tab before choosing it: the pointer moves onto its tab, or focus lands on it (the
   * arrow keys move focus along the tabs). For loading what the tab shows ahead of the click; it changes nothing.
   * A moved pointer, not one entering: a pointer left still over the place where the tabs render is no interest.
   */
  onIntent?: (id: string) => void;
  /** Names the tab list and labels the select. */
  label: string;
  /**
   * `auto`: a vertical tab list that turns into a select at 540px width or less (a container query on
   * the element, not the window); `select`: always the select.
   */
  mode?: 'auto' | 'select';
  children: ReactNode;
}

/** Tabs with a side menu (WAI-ARIA tabs, vertical, manual activation) or a select list on narrow widgets. */
export function Tabs({ tabs, selected, onSelect, onIntent, label, mode = 'auto', children }: TabsProps) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const pointed = useRef<string | null>(null);
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  // On each tab, not the list: the list itself never takes focus (roving tabindex on the tabs).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = Array.from(list.current?.querySelectorAll<HTMLButtonElement>('[role=tab]') ?? []);
    const index = buttons.indexOf(event.currentTarget);
    if (index < 0) return;
    const move: Record<string, number> = { ArrowDown: index + 1, ArrowRight: index + 1, ArrowUp: index - 1, ArrowLeft: index - 1, Home: 0, End: buttons.length - 1 };
    const target = move[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons[(target + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div className={`tabs ${mode}`} part="tabs">
      {mode === 'auto' && (
        <div ref={list} role="tablist" aria-label={label} aria-orientation="vertical" className="tab-list" part="tab-list">
          {tabs.map((tab) => (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={tab.id === selected}
              aria-controls={panelId}
              tabIndex={tab.id === selected ? 0 : -1}
              className="tab"
              part={tab.id === selected ? 'tab tab-selected' : 'tab'}
              onClick={() => onSelect(tab.id)}
              onPointerMove={onIntent && (() => {
                if (pointed.current === tab.id) return;
                pointed.current = tab.id;
                onIntent(tab.id);
              })}
              onPointerLeave={() => { pointed.current = null; }}
              onFocus={onIntent && (() => onIntent(tab.id))}
              onKeyDown={onKeyDown}
            >
              <span className="tab-label" id={`${tabId(tab.id)}-label`}>{tab.label}</span>
              {tab.badge && (
                <>
                  <span className="tab-badge" aria-hidden="true">{tab.badge.text}</span>
                  <span className="visually-hidden">{`, ${tab.badge.label}`}</span>
                </>
              )}
            </button>
          ))}
        </div>
      )}
      <div className="tab-select field" part="field">
        <label htmlFor={`${base}-select`} part="label">{label}</label>
        <select id={`${base}-select`} value={selected} onChange={(event) => onSelect(event.target.value)} part="select">
          {tabs.map((tab) => <option key={tab.id} value={tab.id}>{tab.badge ? `${tab.label} (${tab.badge.label})` : tab.label}</option>)}
        </select>
      </div>
      <div
        id={panelId}
        className="tab-panel"
        part="tab-panel"
        {...(mode === 'auto' ? { role: 'tabpanel', 'aria-labelledby': `${tabId(selected)}-label` } : { role: 'region', 'aria-label': tabs.find((tab) => tab.id === selected)?.label })}
      >
        {children}
      </div>
    </div>
  );
}
