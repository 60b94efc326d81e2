import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { useTheme } from 'styled-components';
import { Button } from '@mealapp/ui';
import { cardPlacement, ringAround, stepLabel, TUTORIAL_STEPS, tutorialTargetSelector, type CardPlacement } from './tutorial-steps';
import { useTutorialTarget } from './useTutorialTarget';

// Above the bottom navigation (900), under modals (1000) and toasts (1100): a dialog a feature
// opens during the tour covers it, and takes Escape first.
const RING_LAYER = 950;
const CARD_LAYER = 960;
/** Until the card has been measured. */
const CARD_HEIGHT_GUESS = 220;

const Ring = styled.div`
  position: fixed;
  z-index: ${RING_LAYER};
  pointer-events: none;
  border: 3px solid ${({ theme }) => theme.colors.focus};
  border-radius: ${({ theme }) => theme.radius.md};
  /* A halo that keeps the ring visible on any background, and a dim over the rest of the screen. */
  box-shadow:
    0 0 0 2px ${({ theme }) => theme.colors.surface},
    0 0 0 200vmax rgba(0, 0, 0, ${({ theme }) => (theme.mode === 'dark' ? 0.6 : 0.45)});
`;

const Card = styled.section`
  position: fixed;
  z-index: ${CARD_LAYER};
  left: 50%;
  width: min(440px, calc(100vw - ${({ theme }) => theme.space(6)}));
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const Progress = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};

  & > :first-child { margin-right: auto; }
`;

function placementStyle(placement: CardPlacement): CSSProperties {
  switch (placement.kind) {
    case 'center':
      return { top: '50%', transform: 'translate(-50%, -50%)' };
    case 'below':
      return { top: placement.top, transform: 'translateX(-50%)' };
    case 'above':
    case 'pinned':
      return { bottom: placement.bottom, transform: 'translateX(-50%)' };
  }
}

export interface TutorialOverlayProps {
  index: number;
  onNext: () => void;
  onBack: () => void;
  onSkip: () => void;
  /** The card, for the keyboard rules (a key pressed on its buttons or elsewhere). */
  cardRef: RefObject<HTMLElement | null>;
}

/** One step: a ring around the step's element, and a non-modal dialog that takes focus. */
export function TutorialOverlay({ index, onNext, onBack, onSkip, cardRef }: TutorialOverlayProps) {
  const step = TUTORIAL_STEPS[index];
  const last = index === TUTORIAL_STEPS.length - 1;
  const theme = useTheme();
  const titleId = useId();
  const textId = useId();
  const nextRef = useRef<HTMLButtonElement>(null);
  const [cardHeight, setCardHeight] = useState(CARD_HEIGHT_GUESS);
  const { box, viewport } = useTutorialTarget(tutorialTargetSelector(step.id));
  const ring = box && ringAround(box, viewport);
  const placement = cardPlacement({ ring, viewportHeight: viewport.height, cardHeight, bottomInset: parseFloat(theme.bottomNavHeight) });

  // The card's text is fixed for the step; its height changes only with the screen's width.
  useLayoutEffect(() => {
    const height = cardRef.current?.offsetHeight;
    if (height && height !== cardHeight) setCardHeight(height);
  }, [cardRef, cardHeight, viewport.width]);

  // Each step's card is a new one (keyed by step): focus its main action, as a dialog does.
  useEffect(() => {
    nextRef.current?.focus({ preventScroll: true });
  }, []);

  return createPortal(
    <>
      {ring && (
        <Ring
          aria-hidden="true"
          data-tutorial-highlight={step.id}
          style={{ top: ring.top, left: ring.left, width: ring.width, height: ring.height }}
        />
      )}
      <Card
        ref={cardRef as RefObject<HTMLElement>}
        role="dialog"
        aria-labelledby={titleId}
        aria-describedby={textId}
        data-placement={placement.kind}
        style={placementStyle(placement)}
      >
        <Progress>{stepLabel(index)}</Progress>
        <h2 id={titleId}>{step.title}</h2>
        <p id={textId}>{step.text}</p>
        <Actions>
          <Button variant="ghost" onClick={onSkip}>
            Skip
          </Button>
          {index > 0 && (
            <Button variant="secondary" onClick={onBack}>
              Back
            </Button>
          )}
          <Button ref={nextRef} onClick={onNext}>
            {last ? 'Finish' : 'Next'}
          </Button>
        </Actions>
      </Card>
    </>,
    document.body,
  );
}
