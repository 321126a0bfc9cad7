'use client';

import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './kit.module.scss';

export interface TabItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

interface Props {
  items: TabItem[];
  activeKey: string;
  onChange: (key: string) => void;
  /** The tab strip in the middle (antd's `centered`). */
  centered?: boolean;
  className?: string;
}

/**
 * WAI-ARIA tabs in antd Tabs' look (the underline under the open tab). Only the open panel is mounted, so a
 * closed one loads nothing (antd's `destroyOnHidden`). Keyboard as antd's: ←/→ (and Home/End) move the focus
 * along the strip, Enter or Space opens the focused tab; Tab leaves the strip from the open tab.
 */
export default function Tabs({ items, activeKey, onChange, centered, className }: Props) {
  const base = useId();
  const strip = useRef<HTMLDivElement>(null);
  const tabId = (key: string) => `${base}-tab-${key}`;
  const panelId = (key: string) => `${base}-panel-${key}`;
  const active = items.find((item) => item.key === activeKey) ?? items[0];

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(strip.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []);
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    tabs[(next + tabs.length) % tabs.length].focus();
  };

  return (
    <div className={[styles.tabs, className].filter(Boolean).join(' ')}>
      <div ref={strip} role="tablist" className={[styles.tabList, centered && styles.tabListCentered].filter(Boolean).join(' ')} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.key === active?.key;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={selected}
              aria-controls={selected ? panelId(item.key) : undefined}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => {
                if (!selected) onChange(item.key);
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div key={active.key} role="tabpanel" id={panelId(active.key)} aria-labelledby={tabId(active.key)} className={styles.tabPanel}>
          {active.children}
        </div>
      )}
    </div>
  );
}
