import { useEffect, useId, useRef, useState } from 'react';
import { FloatingActionButton } from '@mealapp/ui/controls';
import styled from 'styled-components';
import { ARCHIVE_TEXT, RECIPES_TEXT } from '../shared/messages';

const Menu = styled.div`
  position: fixed;
  z-index: 60;
  bottom: calc(${({ theme }) => theme.bottomNavHeight} + env(safe-area-inset-bottom, 0px) + ${({ theme }) => theme.space(4)} + 64px);
  right: max(${({ theme }) => theme.space(4)}, calc((100vw - 640px) / 2 + ${({ theme }) => theme.space(4)}));
  min-width: 200px;
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space(3)};
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: left;
  cursor: pointer;

  &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

/** The four ways in (spec part 2 §2), and recipes from another app's export. */
export type AddWay = 'create' | 'url' | 'scan' | 'photo' | 'archive';

const WAYS: readonly { way: AddWay; label: string }[] = [
  { way: 'create', label: RECIPES_TEXT.createManually },
  { way: 'url', label: RECIPES_TEXT.importFromUrl },
  { way: 'scan', label: RECIPES_TEXT.scanRecipe },
  { way: 'photo', label: RECIPES_TEXT.selectPhoto },
  { way: 'archive', label: ARCHIVE_TEXT.menu },
];

/** spec part 2 §2: the floating add button's menu: Create Manually, Import from URL, Scan Recipe, Select Photo; then Import from another app. */
export function AddMenu({ onChoose }: { onChoose: (way: AddWay) => void }) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
        const at = items.indexOf(document.activeElement as HTMLElement);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        event.preventDefault();
        items[(at + step + items.length) % items.length]?.focus();
        return;
      }
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <>
      {open && (
        <Menu ref={menuRef} id={menuId} role="menu" aria-label="Add recipe">
          {WAYS.map(({ way, label }) => (
            <Item
              key={way}
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                // The dialog hands focus back to its opener when it closes: the add button, not a menu item that is gone.
                buttonRef.current?.focus();
                onChoose(way);
              }}
            >
              {label}
            </Item>
          ))}
        </Menu>
      )}
      <FloatingActionButton
        ref={buttonRef}
        label="Add recipe"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      />
    </>
  );
}
