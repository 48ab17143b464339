import { useId, type ReactNode } from 'react';

export interface AccordionItem {
  id: string;
  header: ReactNode;
  content: ReactNode;
  /** Marks the header (for example an unread message) with a class. */
  className?: string;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** The heading level of the headers. */
  level?: 2 | 3 | 4;
}

/** The WAI-ARIA accordion pattern: headings holding buttons that show and hide their panels. */
export function Accordion({ items, expanded, onToggle, level = 3 }: AccordionProps) {
  const base = useId();
  const Heading = `h${level}` as 'h3';
  return (
    <div className="accordion" part="accordion">
      {items.map((item, index) => {
        const open = expanded.has(item.id);
        const buttonId = `${base}-h${index}`;
        const panelId = `${base}-p${index}`;
        return (
          <div key={item.id} className={['accordion-item', item.className, open ? 'open' : null].filter(Boolean).join(' ')}>
            <Heading className="accordion-heading">
              <button type="button" id={buttonId} aria-expanded={open} aria-controls={panelId} onClick={() => onToggle(item.id)} part="accordion-button">
                <span className="accordion-header">{item.header}</span>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18"><path d="M6 9l6 6 6-6" /></svg>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion-panel" hidden={!open}>
              {open && item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
