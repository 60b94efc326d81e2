import { useCallback, useId } from 'react';
import { Button, ErrorBanner, Note } from '@mealapp/ui';
import { FilePickButton, FilePickInput, Modal } from '@mealapp/ui/controls';
import styled from 'styled-components';
import type { RecipeDraft } from '../form/recipe-draft';
import { FailureBanner } from '../import/failure';
import { ParsedRecipeReview } from '../import/ParsedRecipeReview';
import { IMPORT_TEXT, SCAN_TEXT } from '../shared/messages';
import { useRecipeToast } from '../shared/useRecipeActions';
import { nativePhotoCapture } from './native-camera';
import type { PhotoSource } from './scan-photo';
import { useScanRecipe, type ScanStage } from './useScanRecipe';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Progress = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  progress { width: 100%; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

const STAGE_TEXT: Record<Exclude<ScanStage, 'idle'>, string> = { optimizing: SCAN_TEXT.optimizing, uploading: SCAN_TEXT.uploading };

export interface ScanRecipeDialogProps {
  /** camera: Scan Recipe (phones offer the camera); library: Select Photo. */
  source: PhotoSource;
  onClose: () => void;
  onEditMore: (draft: RecipeDraft) => void;
}

/** spec part 2 §2: 'Scan Recipe' (or Select Photo): choose a photo, the processing view, then the 'Scanned Recipe' review. */
export default function ScanRecipeDialog({ source, onClose, onEditMore }: ScanRecipeDialogProps) {
  const scan = useScanRecipe(source);
  const inputId = useId();
  const notify = useRecipeToast();
  const camera = source === 'camera';
  const pickLabel = camera ? SCAN_TEXT.takePhoto : SCAN_TEXT.choosePhoto;
  // spec part 2 §8: closing the camera or the picker without a photo is news, not an error.
  const cancelled = useCallback(() => notify('info', SCAN_TEXT.cancelled), [notify]);
  // React does not pass an input's cancel event on, so the input's ref listens for it.
  const listenForCancel = useCallback(
    (input: HTMLInputElement | null) => {
      if (!input) return;
      input.addEventListener('cancel', cancelled);
      return () => input.removeEventListener('cancel', cancelled);
    },
    [cancelled],
  );
  // The Android and iOS apps take the photo through the Camera plugin; browsers keep the file input.
  const capture = nativePhotoCapture(source);
  const captureNative = async (takePhoto: () => Promise<File | null>) => {
    let photo: File | null;
    try {
      photo = await takePhoto();
    } catch (error) {
      // The camera never opened (no permission, no camera): said as a failure, with the plugin's reason.
      notify('error', error instanceof Error && error.message ? `${SCAN_TEXT.failed}: ${error.message}` : SCAN_TEXT.failed);
      return;
    }
    if (photo) void scan.start(photo);
    else cancelled();
  };
  const close = () => {
    scan.stop();
    onClose();
  };

  if (scan.reviewed) {
    return (
      <ParsedRecipeReview
        title={IMPORT_TEXT.scannedTitle}
        status={SCAN_TEXT.scanned}
        reviewed={scan.reviewed}
        onBack={scan.closeReview}
        onSaved={onClose}
        onEditMore={onEditMore}
      />
    );
  }

  return (
    <Modal
      open
      title={camera ? SCAN_TEXT.scanTitle : SCAN_TEXT.photoTitle}
      onClose={close}
      footer={
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
      }
    >
      <Stack aria-busy={scan.busy}>
        <Note>{camera ? SCAN_TEXT.scanHint : SCAN_TEXT.photoHint}</Note>
        {capture ? (
          <Button fullWidth disabled={scan.busy} onClick={() => void captureNative(capture)}>
            {pickLabel}
          </Button>
        ) : (
          <div>
            <FilePickInput
              ref={listenForCancel}
              id={inputId}

              accept="image/*"
              // Phones open the back camera for a scan; Select Photo opens the library.
              capture={camera ? 'environment' : undefined}
              disabled={scan.busy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Cleared, so choosing the same file again (after a refusal) is a change too.
                event.target.value = '';
                void scan.start(file);
              }}
            />
            <FilePickButton htmlFor={inputId} $disabled={scan.busy}>
              {pickLabel}
            </FilePickButton>
          </div>
        )}
        {scan.refusal && <ErrorBanner>{scan.refusal}</ErrorBanner>}
        <div role="status">
          {scan.warning && <Note>{scan.warning}</Note>}
          {scan.stage !== 'idle' && (
            <Progress>
              {STAGE_TEXT[scan.stage]}
              {/* No value: an indeterminate bar, the OCR gives no progress. */}
              <progress aria-label={STAGE_TEXT[scan.stage]} />
            </Progress>
          )}
        </div>
        {scan.failure && <FailureBanner failure={scan.failure} />}
      </Stack>
    </Modal>
  );
}
