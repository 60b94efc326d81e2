import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { TOAST_CLOSE_ANIMATION_MS, TOAST_DEFAULT_DURATION_MS } from './constants';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  type: ToastType;
  title?: string;
  message: string;
  /** Milliseconds before it dismisses itself; 0 keeps it until closed. */
  duration?: number;
  action?: ToastAction;
}

export interface Toast extends ToastOptions {
  id: string;
  duration: number;
  closing: boolean;
}

export interface ToastApi {
  show: (toast: ToastOptions) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

let nextId = 0;

export function ToastProvider({ children }: { children?: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const clearTimer = (id: string) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(id);
  };

  const remove = useCallback((id: string) => {
    clearTimer(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const dismiss = useCallback(
    (id: string) => {
      clearTimer(id);
      setToasts((list) => list.map((t) => (t.id === id ? { ...t, closing: true } : t)));
      timers.current.set(
        id,
        setTimeout(() => remove(id), TOAST_CLOSE_ANIMATION_MS),
      );
    },
    [remove],
  );

  const show = useCallback(
    (options: ToastOptions) => {
      nextId += 1;
      const id = `toast-${nextId}`;
      const duration = options.duration ?? TOAST_DEFAULT_DURATION_MS;
      setToasts((list) => [...list, { ...options, id, duration, closing: false }]);
      if (duration > 0) timers.current.set(id, setTimeout(() => remove(id), duration));
      return id;
    },
    [remove],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    };
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} onClose={dismiss} />
    </ToastContext.Provider>
  );
}

const icons: Record<ToastType, string> = { success: '✓', error: '!', warning: '!', info: 'i' };

const enter = keyframes`from { opacity: 0; transform: translateY(-12px); } to { opacity: 1; transform: translateY(0); }`;
const leave = keyframes`from { opacity: 1; transform: translateY(0); } to { opacity: 0; transform: translateY(-12px); }`;

const Region = styled.div`
  position: fixed;
  top: calc(env(safe-area-inset-top, 0px) + ${({ theme }) => theme.space(3)});
  left: 50%;
  transform: translateX(-50%);
  z-index: 1100;
  width: min(calc(100% - 24px), 440px);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  pointer-events: none;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Item = styled.li<{ $type: ToastType; $closing: boolean }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(2)} ${theme.space(3)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 5px solid ${({ theme, $type }) => (($type === 'error' ? theme.colors.danger : theme.colors[$type]))};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  ${({ $closing }) =>
    $closing
      ? css`
          animation: ${leave} ${TOAST_CLOSE_ANIMATION_MS}ms ease-in forwards;
        `
      : css`
          animation: ${enter} 200ms ease-out;
        `}
`;

const Icon = styled.span<{ $type: ToastType }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  margin-top: 2px;
  border-radius: 50%;
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.surface};
  background: ${({ theme, $type }) => ($type === 'error' ? theme.colors.danger : theme.colors[$type])};
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: 2px;

  strong { display: block; }
  p { overflow-wrap: anywhere; }
  strong + p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const ActionButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
`;

const CloseButton = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  margin: -${({ theme }) => theme.space(2)} 0;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.1rem;
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

function ToastViewport({ toasts, onClose }: { toasts: Toast[]; onClose: (id: string) => void }) {
  const render = (list: Toast[]) =>
    list.map((t) => (
      <Item key={t.id} data-toast-type={t.type} data-state={t.closing ? 'closing' : 'open'} $type={t.type} $closing={t.closing}>
        <Icon aria-hidden="true" $type={t.type}>
          {icons[t.type]}
        </Icon>
        <Text>
          {t.title && <strong>{t.title}</strong>}
          <p>{t.message}</p>
        </Text>
        {t.action && (
          <ActionButton
            type="button"
            onClick={() => {
              t.action?.onClick();
              onClose(t.id);
            }}
          >
            {t.action.label}
          </ActionButton>
        )}
        <CloseButton type="button" aria-label="Close notification" onClick={() => onClose(t.id)}>
          <span aria-hidden="true">✕</span>
        </CloseButton>
      </Item>
    ));
  // Errors interrupt; everything else waits for a pause (two live regions, both always mounted).
  return (
    <Region role="region" aria-label="Notifications">
      <List aria-live="assertive" aria-relevant="additions text">
        {render(toasts.filter((t) => t.type === 'error'))}
      </List>
      <List aria-live="polite" aria-relevant="additions text">
        {render(toasts.filter((t) => t.type !== 'error'))}
      </List>
    </Region>
  );
}
