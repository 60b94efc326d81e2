import { useId, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  flex: 1;
  min-width: 0;
`;

const Label = styled.label<{ $hidden: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  ${({ $hidden }) => $hidden && 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);'}
`;

const Area = styled.textarea`
  width: 100%;
  min-height: 72px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 1rem; /* 16px stops iOS zooming into the field */
  resize: vertical;

  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; opacity: 1; }
`;

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  hideLabel?: boolean;
}

/** A labelled multi-line field (libs/ui has single-line fields only). */
export function TextArea({ label, hideLabel = false, id, ...rest }: TextAreaProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  return (
    <Field>
      <Label htmlFor={areaId} $hidden={hideLabel}>
        {label}
      </Label>
      <Area id={areaId} {...rest} />
    </Field>
  );
}
