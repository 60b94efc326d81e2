import { useId } from 'react';
import { RECIPE_PARSE_LIMITS } from '@mealapp/domain';
import { Button, Note } from '@mealapp/ui';
import styled from 'styled-components';
import { TextArea } from '../form/TextArea';
import { IMPORT_TEXT } from '../shared/messages';
import { FailureBanner, type Failure } from './failure';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};

  textarea { min-height: 12rem; }
`;

export interface PasteParsePanelProps {
  text: string;
  canParse: boolean;
  parsing: boolean;
  failure: Failure | null;
  onChange: (text: string) => void;
  onParse: () => void;
}

/** spec part 2 §2: Paste & Parse. Parse Recipe is disabled while the text is empty (§5). */
export function PasteParsePanel({ text, canParse, parsing, failure, onChange, onParse }: PasteParsePanelProps) {
  const hintId = useId();
  return (
    <Stack>
      <Note id={hintId}>{IMPORT_TEXT.pasteHint}</Note>
      <TextArea label={IMPORT_TEXT.pasteLabel} aria-describedby={hintId} maxLength={RECIPE_PARSE_LIMITS.textLength} value={text} onChange={(event) => onChange(event.target.value)} />
      {failure && <FailureBanner failure={failure} />}
      <Button onClick={onParse} disabled={!canParse} busy={parsing}>
        {parsing ? IMPORT_TEXT.parsing : IMPORT_TEXT.parse}
      </Button>
    </Stack>
  );
}
