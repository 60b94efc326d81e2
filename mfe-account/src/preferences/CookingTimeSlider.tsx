import { useId } from 'react';
import styled from 'styled-components';
import { COOKING_TIME } from '@mealapp/domain';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  output {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Range = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

const Scale = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface CookingTimeSliderProps {
  minutes: number;
  onChange: (minutes: number) => void;
}

/** spec part 2 §5: max cooking time slider, 10 to 120 in steps of 10. */
export function CookingTimeSlider({ minutes, onChange }: CookingTimeSliderProps) {
  const id = useId();
  return (
    <Field>
      <Head>
        <label htmlFor={id}>Maximum cooking time</label>
        <output htmlFor={id}>{minutes} minutes</output>
      </Head>
      <Range
        id={id}
        type="range"
        min={COOKING_TIME.min}
        max={COOKING_TIME.max}
        step={COOKING_TIME.step}
        value={minutes}
        aria-valuetext={`${minutes} minutes`}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <Scale aria-hidden="true">
        <span>{COOKING_TIME.min} min</span>
        <span>{COOKING_TIME.max} min</span>
      </Scale>
    </Field>
  );
}
