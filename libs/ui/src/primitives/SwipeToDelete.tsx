import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface SwipeThresholds {
  /** The drag starts once the pointer has moved further left than this… */
  startDistancePx: number;
  /** …and more than this long after it went down. */
  startDelayMs: number;
  /** Releasing further left than this deletes; anything less springs back. */
  deletePx: number;
}

export interface SwipeToDeleteProps {
  children: ReactNode;
  onDelete: () => void;
  thresholds: SwipeThresholds;
  /** Accessible name of the keyboard and screen-reader delete button, e.g. "Delete Milk". */
  deleteLabel: string;
  /** Text of the red reveal. */
  revealText?: string;
  disabled?: boolean;
  className?: string;
}

/** Width the content slides by when the delete button is reached with the keyboard. */
const KEYBOARD_REVEAL_PX = 96;
const SETTLE_MS = 220;

type Phase = 'idle' | 'pending' | 'dragging' | 'scrolling';

const Wrap = styled.div`
  position: relative;
  overflow: hidden;
`;

const Reveal = styled.div<{ $visible: boolean; $armed: boolean }>`
  position: absolute;
  inset: 0;
  display: flex;
  justify-content: flex-end;
  align-items: stretch;
  background: ${({ theme, $armed }) => ($armed ? `color-mix(in srgb, ${theme.colors.danger} 82%, #000)` : theme.colors.danger)};
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: background 120ms ease;
`;

const RevealButton = styled.button`
  min-width: ${KEYBOARD_REVEAL_PX}px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border: none;
  background: transparent;
  color: ${({ theme }) => (theme.mode === 'dark' ? '#1a0a0a' : '#ffffff')};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;

  &:focus-visible { outline-offset: -4px; outline-color: currentColor; }
`;

const Content = styled.div<{ $animate: boolean }>`
  position: relative;
  z-index: 1;
  background: ${({ theme }) => theme.colors.surface};
  /* The browser keeps vertical scrolling; horizontal moves come to the swipe. */
  touch-action: pan-y;
  transition: ${({ $animate }) => ($animate ? `transform ${SETTLE_MS}ms cubic-bezier(0.2, 0.8, 0.2, 1)` : 'none')};
  will-change: transform;
`;

/**
 * A row that deletes when swiped left (pointer events: touch, pen and mouse). The delete
 * is also a real button, reached with Tab (the content slides aside to show it) and
 * announced to screen readers, so nobody needs the gesture.
 */
export function SwipeToDelete({ children, onDelete, thresholds, deleteLabel, revealText = 'Delete', disabled = false, className }: SwipeToDeleteProps) {
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [keyboardReveal, setKeyboardReveal] = useState(false);
  const gesture = useRef({ phase: 'idle' as Phase, pointerId: -1, x: 0, y: 0, t: 0 });
  const suppressClick = useRef(false);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  const reset = () => {
    gesture.current.phase = 'idle';
    setDragging(false);
    setOffset(0);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (disabled || !event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    gesture.current = { phase: 'pending', pointerId: event.pointerId, x: event.clientX, y: event.clientY, t: Date.now() };
    suppressClick.current = false;
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (event.pointerId !== g.pointerId || g.phase === 'idle' || g.phase === 'scrolling') return;
    const dx = event.clientX - g.x;
    const dy = event.clientY - g.y;
    if (g.phase === 'pending') {
      if (Math.abs(dy) > thresholds.startDistancePx && Math.abs(dy) > Math.abs(dx)) {
        g.phase = 'scrolling';
        return;
      }
      if (-dx <= thresholds.startDistancePx || Date.now() - g.t <= thresholds.startDelayMs) return;
      g.phase = 'dragging';
      setDragging(true);
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setOffset(Math.min(0, dx));
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (event.pointerId !== g.pointerId) return;
    if (g.phase !== 'dragging') {
      gesture.current.phase = 'idle';
      return;
    }
    suppressClick.current = true;
    const distance = g.x - event.clientX;
    if (distance > thresholds.deletePx) {
      gesture.current.phase = 'idle';
      setDragging(false);
      setOffset(-window.innerWidth);
      onDelete();
      // If the owner keeps the row (e.g. the delete failed and came back), show it again.
      settleTimer.current = setTimeout(() => setOffset(0), SETTLE_MS * 2);
    } else {
      reset();
    }
  };

  const shown = dragging || offset !== 0 ? offset : keyboardReveal ? -KEYBOARD_REVEAL_PX : 0;
  const armed = dragging && -offset > thresholds.deletePx;

  return (
    <Wrap className={className} data-swipe-state={dragging ? (armed ? 'armed' : 'dragging') : 'idle'}>
      <Content
        $animate={!dragging}
        style={{ transform: shown ? `translateX(${shown}px)` : undefined }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={(event) => event.pointerId === gesture.current.pointerId && reset()}
        onClickCapture={(event) => {
          // A swipe that ends over a button must not also press it.
          if (suppressClick.current) {
            event.preventDefault();
            event.stopPropagation();
            suppressClick.current = false;
          }
        }}
      >
        {children}
      </Content>
      <Reveal $visible={dragging || offset !== 0 || keyboardReveal} $armed={armed}>
        <RevealButton
          type="button"
          aria-label={deleteLabel}
          disabled={disabled}
          onFocus={() => setKeyboardReveal(true)}
          onBlur={() => setKeyboardReveal(false)}
          onClick={onDelete}
        >
          {revealText}
        </RevealButton>
      </Reveal>
    </Wrap>
  );
}
