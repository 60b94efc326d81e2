import { useMemo, useState } from 'react';
import { RECIPE_LIMITS, suggestRecipeTags } from '@mealapp/domain';
import { Button, IconButton } from '@mealapp/ui';
import { BareInput, FieldGroup, QuickAddChips } from '@mealapp/ui/controls';
import styled from 'styled-components';
import { ChipRow, TagPill } from '../shared/Chip';

const Entry = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Tag = styled(TagPill)`
  gap: 2px;
  padding-right: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface TagInputProps {
  tags: readonly string[];
  onAdd: (tag: string) => void;
  onRemove: (tag: string) => void;
}

/** spec part 2 §2: tags added by Enter or Add, with up to 6 suggestions from the fixed tag list. */
export function TagInput({ tags, onAdd, onRemove }: TagInputProps) {
  const [input, setInput] = useState('');
  const suggestions = useMemo(() => suggestRecipeTags(input, tags), [input, tags]);
  const full = tags.length >= RECIPE_LIMITS.tags;
  const add = (tag: string) => {
    if (!tag.trim() || full) return;
    onAdd(tag.trim());
    setInput('');
  };
  return (
    <FieldGroup $legend="field">
      <legend>Tags</legend>
      {tags.length > 0 && (
        <ChipRow role="list" aria-label="Tags">
          {tags.map((tag) => (
            <Tag key={tag} role="listitem">
              {tag}
              <IconButton label={`Remove tag ${tag}`} onClick={() => onRemove(tag)}>
                ✕
              </IconButton>
            </Tag>
          ))}
        </ChipRow>
      )}
      <Entry>
        <BareInput
          aria-label="New tag"
          placeholder="Add a tag"
          value={input}
          maxLength={RECIPE_LIMITS.tagLength}
          disabled={full}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter adds the tag instead of submitting the form.
            event.preventDefault();
            add(input);
          }}
        />
        <Button variant="secondary" disabled={!input.trim() || full} onClick={() => add(input)}>
          Add
        </Button>
      </Entry>
      {suggestions.length > 0 && !full && (
        <QuickAddChips label="Tag suggestions" items={suggestions} getKey={(tag) => tag} getLabel={(tag) => tag} onPick={add} />
      )}
    </FieldGroup>
  );
}
