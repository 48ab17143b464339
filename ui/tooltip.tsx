import { useId, useState, type ReactNode } from 'react';

export interface TooltipProps {
  /** The button's accessible name ("More about annual activity"). */
  label: string;
  children: ReactNode;
  /** Always shown (spec 000: the annual activity tooltip is always open); otherwise toggled. */
  open?: boolean;
  /** Id for aria-describedby of the field it explains. */
  id?: string;
}

/** An explanation beside a field: always open, or behind a toggle button (Escape closes it). */
export function Tooltip({ label, children, open, id }: TooltipProps) {
  const generated = useId();
  const tipId = id ?? generated;
  const [shown, setShown] = useState(false);
  const visible = open ?? shown;
  return (
    <div className={['tooltip', visible ? 'open' : null].filter(Boolean).join(' ')} part="tooltip">
      {open === undefined && (
        <button
          type="button"
          className="tooltip-toggle"
          aria-expanded={shown}
          aria-controls={tipId}
          aria-label={label}
          onClick={() => setShown((value) => !value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setShown(false);
          }}
        >
          <span aria-hidden="true">?</span>
        </button>
      )}
      <div id={tipId} className="tooltip-body" role="note" hidden={!visible}>
        {children}
      </div>
    </div>
  );
}
