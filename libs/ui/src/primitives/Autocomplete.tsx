import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { TextField } from './fields';

export interface AutocompleteProps<T> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The matches for the current value; the owner decides when there are any. */
  suggestions: readonly T[];
  getKey: (suggestion: T) => string;
  getLabel: (suggestion: T) => string;
  /** Secondary text under an option's label. */
  getDescription?: (suggestion: T) => ReactNode;
  onSelect: (suggestion: T) => void;
  /** Accessible name of the list of suggestions. */
  listLabel?: string;
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  maxLength?: number;
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  max-height: 264px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Option = styled.li`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;

  &[aria-selected='true'] {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 16%, ${({ theme }) => theme.colors.surface});
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
  &:hover:not([aria-selected='true']) { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const OptionLabel = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const OptionDescription = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A text field with suggestions, following the WAI-ARIA combobox pattern: the input keeps
 * focus, arrow keys move the active option (aria-activedescendant), Enter picks it and
 * Escape closes the list (without closing a surrounding dialog).
 */
export function Autocomplete<T>({
  label,
  value,
  onChange,
  suggestions,
  getKey,
  getLabel,
  getDescription,
  onSelect,
  listLabel,
  placeholder,
  error,
  hint,
  required,
  maxLength,
  id,
  inputRef,
  className,
}: AutocompleteProps<T>) {
  const autoId = useId();
  const inputId = id ?? `ac-${autoId}`;
  const listId = `${inputId}-listbox`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const localInput = useRef<HTMLInputElement | null>(null);
  const expanded = open && suggestions.length > 0;
  const activeIndex = active < suggestions.length ? active : -1;
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    if (!expanded) return;
    // A dialog listens for Escape on the document in the capture phase; the window sees it first.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && event.target === localInput.current) {
        event.stopPropagation();
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [expanded]);

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  const pick = (suggestion: T) => {
    onSelect(suggestion);
    setOpen(false);
    setActive(-1);
  };

  const setRefs = (node: HTMLInputElement | null) => {
    localInput.current = node;
    if (typeof inputRef === 'function') inputRef(node);
    else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = node;
  };

  return (
    <Wrap className={className}>
      <TextField
        ref={setRefs}
        id={inputId}
        label={label}
        value={value}
        placeholder={placeholder}
        error={error}
        hint={hint}
        required={required}
        maxLength={maxLength}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={(event) => {
          const count = suggestions.length;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            if (count === 0) return;
            event.preventDefault();
            const down = event.key === 'ArrowDown';
            if (!open) {
              setOpen(true);
              setActive(down ? 0 : count - 1);
              return;
            }
            setActive((current) => (down ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
          } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
            event.preventDefault();
            pick(suggestions[activeIndex]);
          }
        }}
      />
      <List id={listId} role="listbox" aria-label={listLabel ?? `${label} suggestions`} hidden={!expanded}>
        {expanded &&
          suggestions.map((suggestion, index) => (
            <Option
              key={getKey(suggestion)}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // Keep focus in the input; the click picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
            >
              <OptionLabel>{getLabel(suggestion)}</OptionLabel>
              {getDescription && <OptionDescription>{getDescription(suggestion)}</OptionDescription>}
            </Option>
          ))}
      </List>
    </Wrap>
  );
}
