import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** One tab: its key (also in its id) and its label (translated by the caller). */
export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

export interface TabsProps<K extends string> {
  tabs: readonly TabItem<K>[];
  active: K;
  onSelect: (key: K) => void;
  /** The tab list's accessible name. */
  label: string;
  /** Prefix of the ids: tabs `<idBase>-tab-<key>`, panel `<idBase>-panel` (default: a generated one). */
  idBase?: string;
  className?: string;
  tabClassName?: string;
  panelClassName?: string;
  /** The panel is itself a tab stop (for panels whose content may hold nothing focusable). */
  focusablePanel?: boolean;
  /** The active tab's panel. */
  children: ReactNode;
}

const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => (i === last ? 0 : i + 1),
  ArrowLeft: (i, last) => (i === 0 ? last : i - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * A tab list and the active tab's panel (the WAI-ARIA tabs pattern): one tab stop, the arrow keys move to the
 * next or previous tab (wrapping), Home and End to the first and last; moving selects the tab and focuses it.
 */
export function Tabs<K extends string>({
  tabs,
  active,
  onSelect,
  label,
  idBase,
  className,
  tabClassName,
  panelClassName,
  focusablePanel = false,
  children,
}: TabsProps<K>) {
  const generated = useId();
  const base = idBase ?? generated;
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next =
      tabs[
        move(
          Math.max(
            0,
            tabs.findIndex((tab) => tab.key === active),
          ),
          tabs.length - 1,
        )
      ]!.key;
    onSelect(next);
    refs.current.get(next)?.focus();
  };
  return (
    <>
      <div className={className} role="tablist" aria-label={label}>
        {tabs.map(({ key, label: text }) => (
          <button
            key={key}
            ref={(el) => {
              if (el) refs.current.set(key, el);
              else refs.current.delete(key);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${key}`}
            aria-selected={key === active}
            aria-controls={`${base}-panel`}
            tabIndex={key === active ? 0 : -1}
            className={tabClassName}
            onClick={() => onSelect(key)}
            onKeyDown={onKeyDown}
          >
            {text}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${active}`}
        className={panelClassName}
        tabIndex={focusablePanel ? 0 : undefined}
      >
        {children}
      </div>
    </>
  );
}
