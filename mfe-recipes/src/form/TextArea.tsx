import { useId, type ComponentPropsWithRef } from 'react';
import { BareTextArea } from '@mealapp/ui/controls';
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
      <BareTextArea id={areaId} {...rest} />
    </Field>
  );
}
