import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0; /* in a grid, a select's longest option must not widen its column past the screen */
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.text};
`;

type FieldState = 'error' | 'valid' | 'idle';

const control = css<{ $state?: FieldState }>`
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 2px solid
    ${({ theme, $state }) =>
      $state === 'error' ? theme.colors.danger : $state === 'valid' ? theme.colors.success : theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem; /* 16px stops iOS zooming into the field */
  transition: border-color 120ms ease;

  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; opacity: 1; }
  &:focus-visible { outline-offset: 1px; }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

const InputWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Input = styled.input<{ $state: FieldState; $hasTrailing: boolean }>`
  ${control}
  ${({ $hasTrailing }) => $hasTrailing && 'padding-right: 52px;'}
`;

const Trailing = styled.div`
  position: absolute;
  right: 2px;
  top: 50%;
  transform: translateY(-50%);
  display: flex;
  align-items: center;
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** A field's box without a label of its own, for rows and inline entries that name it with `aria-label`. */
export const BareInput = styled.input<{ $state?: FieldState }>`
  ${control}
`;

/** The box of a multi-line field, for fields that bring their own label. */
export const BareTextArea = styled.textarea<{ $state?: FieldState }>`
  ${control}
  min-height: 72px;
  resize: vertical;
`;

type LegendStyle = 'section' | 'field' | 'caption';

/**
 * Controls under one legend: a form's section (`section`, bold), one field made of several controls
 * (`field`, styled as a field's label) or a group of options (`caption`, small and muted).
 */
export const FieldGroup = styled.fieldset<{ $legend?: LegendStyle }>`
  border: none;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  legend {
    padding: 0;
    margin-bottom: ${({ theme, $legend }) => theme.space($legend === 'field' ? 1 : 2)};
    font-size: ${({ theme, $legend = 'section' }) => ($legend === 'section' ? 'inherit' : theme.font.size.sm)};
    font-weight: ${({ theme, $legend }) => ($legend === 'field' ? theme.font.weight.medium : theme.font.weight.bold)};
    color: ${({ theme, $legend }) => ($legend === 'caption' ? theme.colors.textMuted : 'inherit')};
  }
`;

function stateOf(error: ReactNode, valid: boolean | undefined): FieldState {
  if (error) return 'error';
  return valid ? 'valid' : 'idle';
}

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: string;
  error?: ReactNode;
  valid?: boolean;
  hint?: ReactNode;
  /** Rendered inside the field on the right, e.g. a show/hide IconButton. */
  trailing?: ReactNode;
}

export function TextField({ label, error, valid, hint, trailing, id, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `tf-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [input['aria-describedby'], errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <Field className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <InputWrap>
        <Input
          id={inputId}
          $state={stateOf(error, valid)}
          $hasTrailing={Boolean(trailing)}
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {trailing && <Trailing>{trailing}</Trailing>}
      </InputWrap>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Field>
  );
}

const StyledSelect = styled.select<{ $state: FieldState }>`
  ${control}
  appearance: none;
  padding-right: ${({ theme }) => theme.space(10)};
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position: calc(100% - 20px) 50%, calc(100% - 14px) 50%;
  background-size: 6px 6px;
  background-repeat: no-repeat;
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  error?: ReactNode;
  /** Visually hide the label (it stays the accessible name). */
  hideLabel?: boolean;
}

export function Select({ label, options, error, hideLabel, id, className, ...select }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? `sel-${autoId}`;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <Field className={className}>
      <Label htmlFor={selectId} style={hideLabel ? { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } : undefined}>
        {label}
      </Label>
      <StyledSelect id={selectId} $state={stateOf(error, false)} aria-invalid={error ? true : undefined} aria-describedby={errorId} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </StyledSelect>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}
