import { Button, ErrorBanner, Spinner } from '@mealapp/ui';
import { Modal } from '@mealapp/ui/controls';
import styled from 'styled-components';
import { COOKED_TEXT } from '../shared/messages';
import type { CookedThis } from './useCookedThis';

const Offers = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-height: ${({ theme }) => theme.touchTarget};
    cursor: pointer;
  }
  input { width: 22px; height: 22px; flex: none; accent-color: ${({ theme }) => theme.colors.primary}; }
  small { display: block; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Issue 26: the pantry changes offered after cooking, each applied only when ticked. */
export function CookedDialog({ cooked }: { cooked: CookedThis }) {
  const { step } = cooked;
  if (step.kind === 'closed') return null;
  const offering = step.kind === 'offers';
  return (
    <Modal
      open
      title={COOKED_TEXT.title}
      onClose={offering ? cooked.skip : cooked.close}
      footer={
        offering ? (
          <>
            <Button variant="secondary" onClick={cooked.skip} disabled={step.applying}>
              {COOKED_TEXT.skip}
            </Button>
            <Button onClick={cooked.apply} busy={step.applying} disabled={step.confirmed.size === 0}>
              {COOKED_TEXT.update}
            </Button>
          </>
        ) : step.kind === 'recordFailed' ? (
          <>
            <Button variant="secondary" onClick={cooked.close}>
              Cancel
            </Button>
            <Button onClick={cooked.record}>{COOKED_TEXT.retry}</Button>
          </>
        ) : undefined
      }
    >
      <Body aria-busy={step.kind === 'recording' || (offering && step.applying)}>
        {step.kind === 'recording' && <Spinner label={COOKED_TEXT.recording} />}
        {step.kind === 'recordFailed' && <ErrorBanner>{step.message}</ErrorBanner>}
        {offering && (
          <>
            <p>{COOKED_TEXT.offersIntro}</p>
            <Offers aria-label="Pantry changes">
              {step.offers.map((offer) => (
                <li key={offer.item.id}>
                  <label>
                    <input type="checkbox" checked={step.confirmed.has(offer.item.id)} disabled={step.applying} onChange={() => cooked.toggle(offer.item.id)} />
                    <span>
                      {offer.item.name}: mark {offer.status}
                      <small> (now {offer.item.status})</small>
                    </span>
                  </label>
                </li>
              ))}
            </Offers>
            {step.error && <ErrorBanner>{step.error}</ErrorBanner>}
          </>
        )}
      </Body>
    </Modal>
  );
}
