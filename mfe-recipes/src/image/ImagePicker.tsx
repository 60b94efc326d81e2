import { useEffect, useId, useMemo, useState } from 'react';
import { RECIPE_LIMITS, STOCK_IMAGES, suggestStockImages } from '@mealapp/domain';
import { Button } from '@mealapp/ui';
import { TextField } from '@mealapp/ui/controls';
import styled from 'styled-components';
import { RECIPES_TEXT } from '../shared/messages';
import { RecipeImage } from '../shared/RecipeImage';
import { TabPanel, Tabs, type TabItem } from '../shared/Tabs';
import { choicePreview, type ImageChoice } from './image-choice';

type PickerTab = 'stock' | 'url' | 'upload';
const TABS: readonly TabItem<PickerTab>[] = [
  { key: 'stock', label: 'Stock Images' },
  { key: 'url', label: 'Image URL' },
  { key: 'upload', label: 'Upload' },
];

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Preview = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  img { width: 72px; height: 72px; border-radius: ${({ theme }) => theme.radius.md}; object-fit: cover; background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const Tile = styled.button`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 2px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;

  img { width: 100%; aspect-ratio: 1; border-radius: ${({ theme }) => theme.radius.sm}; object-fit: cover; background: ${({ theme }) => theme.colors.surfaceAlt}; }
  &[aria-pressed='true'] { border-color: ${({ theme }) => theme.colors.primary}; }
`;

const UrlRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  & > :first-child { flex: 1; min-width: 0; }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const FileError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export interface ImageContext {
  title: string;
  tags: readonly string[];
  category: string | null;
}

/** A file picked for upload, shown before it is sent (jsdom has no object URLs). */
function useFilePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export interface ImagePickerProps {
  value: ImageChoice;
  onChange: (choice: ImageChoice) => void;
  /** What the stock suggestions are drawn from (spec part 2 §4). */
  context: ImageContext;
}

/** spec part 2 §2: the recipe image picker, with Stock Images, Image URL and Upload tabs. */
export function ImagePicker({ value, onChange, context }: ImagePickerProps) {
  const idBase = useId();
  const [tab, setTab] = useState<PickerTab>(value.kind === 'url' || value.kind === 'upload' ? value.kind : 'stock');
  const [url, setUrl] = useState(value.kind === 'url' ? value.imageUrl : '');
  const [fileError, setFileError] = useState<string | null>(null);
  const { title, tags, category } = context;
  const suggested = useMemo(() => suggestStockImages({ title, tags, category }), [title, tags, category]);
  const others = useMemo(() => STOCK_IMAGES.filter((image) => !suggested.some((s) => s.id === image.id)), [suggested]);
  const filePreview = useFilePreview(value.kind === 'upload' ? value.file : null);
  const preview = filePreview ?? choicePreview(value);

  const tile = (image: (typeof STOCK_IMAGES)[number]) => (
    <Tile
      key={image.id}
      type="button"
      aria-pressed={value.kind === 'stock' && value.stockImageId === image.id}
      onClick={() => onChange({ kind: 'stock', stockImageId: image.id })}
    >
      <img src={image.url} alt="" loading="lazy" />
      {image.title}
    </Tile>
  );

  return (
    <Stack>
      <Preview aria-live="polite">
        {preview ? <RecipeImage src={preview} alt="Selected image" /> : null}
        <span>{preview ? (value.kind === 'upload' && value.file ? `${value.file.name} will be uploaded when you save` : 'Selected image') : 'No image selected'}</span>
      </Preview>
      <Tabs label="Image source" idBase={idBase} tabs={TABS} selected={tab} onSelect={setTab} />
      {tab === 'stock' && (
        <TabPanel idBase={idBase} tab="stock">
          <Stack>
            <Heading>Suggested</Heading>
            <Grid role="group" aria-label="Suggested images">
              {suggested.map(tile)}
            </Grid>
            <Heading>All images</Heading>
            <Grid role="group" aria-label="All images">
              {others.map(tile)}
            </Grid>
          </Stack>
        </TabPanel>
      )}
      {tab === 'url' && (
        <TabPanel idBase={idBase} tab="url">
          <UrlRow>
            <TextField label="Image URL" type="url" inputMode="url" placeholder="https://" value={url} onChange={(event) => setUrl(event.target.value)} />
            <Button variant="secondary" disabled={url.trim() === ''} onClick={() => onChange({ kind: 'url', imageUrl: url.trim() })}>
              Use URL
            </Button>
          </UrlRow>
        </TabPanel>
      )}
      {tab === 'upload' && (
        <TabPanel idBase={idBase} tab="upload">
          <Stack>
            <TextField
              label="Upload image"
              type="file"
              accept="image/png,image/jpeg"
              hint={RECIPES_TEXT.uploadHint}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (!file) return;
                if (file.size > RECIPE_LIMITS.imageUploadBytes) {
                  setFileError('This image is larger than 5MB. Please choose a smaller one.');
                  return;
                }
                setFileError(null);
                onChange({ kind: 'upload', imageUrl: null, file });
              }}
            />
            {fileError && <FileError role="alert">{fileError}</FileError>}
            {value.kind === 'upload' && value.file && <Hint>{value.file.name}</Hint>}
          </Stack>
        </TabPanel>
      )}
    </Stack>
  );
}
