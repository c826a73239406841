// Tabs in the ARIA pattern: one tab stop for the tab list, arrow keys (and Home/End) move between tabs and
// show each as focus lands on it, and each panel is labelled by its tab.
import { useId, useRef, useState } from "react";
import type { KeyboardEvent, ReactNode } from "react";
import "./tabs.css";

export interface TabItem {
  key: string;
  label: string;
  content: ReactNode;
}

export function Tabs({ label, tabs }: { label: string; tabs: readonly TabItem[] }) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  function select(index: number) {
    setSelected(index);
    buttons.current[index]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent) {
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={handleKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={index === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => select(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          tabIndex={0}
          hidden={index !== selected}
          className="tabs__panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
