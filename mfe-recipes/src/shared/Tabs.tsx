import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  /** Shown but not selectable (aria-disabled keeps it focusable and announced). */
  disabled?: boolean;
  title?: string;
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Tab = styled.button`
  flex: 1 1 0;
  min-width: 0;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space(2)};
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
  &[aria-disabled='true'] { cursor: not-allowed; }
`;

export const tabId = (base: string, key: string) => `${base}-tab-${key}`;
export const panelId = (base: string, key: string) => `${base}-panel-${key}`;

export interface TabsProps<K extends string> {
  /** The tab list's accessible name. */
  label: string;
  /** Prefix of the tab and panel ids (see tabId / panelId); the owner renders each panel. */
  idBase: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  className?: string;
}

/** WAI-ARIA tabs: one tab stop, arrow keys, Home and End move between tabs and select them. */
export function Tabs<K extends string>({ label, idBase, tabs, selected, onSelect, className }: TabsProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const enabled = tabs.filter((tab) => !tab.disabled);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = enabled.findIndex((tab) => tab.key === selected);
    const target = {
      ArrowRight: enabled[(index + 1) % enabled.length],
      ArrowLeft: enabled[(index - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    onSelect(target.key);
    refs.current.get(target.key)?.focus();
  };

  return (
    <List role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <Tab
          key={tab.key}
          ref={(element) => {
            if (element) refs.current.set(tab.key, element);
            else refs.current.delete(tab.key);
          }}
          type="button"
          role="tab"
          id={tabId(idBase, tab.key)}
          aria-controls={tab.disabled ? undefined : panelId(idBase, tab.key)}
          aria-selected={tab.key === selected}
          aria-disabled={tab.disabled || undefined}
          title={tab.title}
          tabIndex={tab.key === selected ? 0 : -1}
          onClick={() => !tab.disabled && onSelect(tab.key)}
        >
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}

/** A tab's panel; `hidden` keeps an unselected one mounted (its state, a form its footer submits). */
export function TabPanel({ idBase, tab, children, className, hidden }: { idBase: string; tab: string; children: ReactNode; className?: string; hidden?: boolean }) {
  return (
    <div role="tabpanel" id={panelId(idBase, tab)} aria-labelledby={tabId(idBase, tab)} className={className} hidden={hidden}>
      {children}
    </div>
  );
}
