import { remainingMs, timerClock } from '@mealapp/domain';
import { Button, VisuallyHidden } from '@mealapp/ui';
import styled from 'styled-components';
import { COOK_TEXT } from '../shared/messages';
import type { CookTimers } from './useCookTimers';

const Tray = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  h2 { font-size: ${({ theme }) => theme.font.size.md}; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space(2)}; }
`;

// The label and the time left on one line, the timer's buttons together under them: side by side
// they do not fit a phone's width, and Cancel wrapped alone.
const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  .actions { grid-column: 1 / -1; display: flex; justify-content: flex-end; gap: ${({ theme }) => theme.space(2)}; }
  [role='timer'] { font-size: ${({ theme }) => theme.font.size.xl}; font-weight: ${({ theme }) => theme.font.weight.bold}; font-variant-numeric: tabular-nums; }
`;

const Rang = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  span { flex: 1; }
`;

/** Issue 26: the running timers with the time left, and an alert for each one that has ended. */
export function TimerTray({ timers }: { timers: CookTimers }) {
  return (
    <>
      {timers.rung.map((timer) => (
        <Rang key={timer.id} role="alert">
          <span>{COOK_TEXT.timerDone(timer.label)}</span>
          <Button variant="secondary" onClick={() => timers.dismiss(timer.id)} aria-label={COOK_TEXT.dismissTimer(timer.label)}>
            {COOK_TEXT.dismiss}
          </Button>
        </Rang>
      ))}
      {timers.timers.length > 0 && (
        <Tray aria-labelledby="cook-timers-title">
          <h2 id="cook-timers-title">{COOK_TEXT.timers}</h2>
          <ul>
            {timers.timers.map((timer) => (
              <Row key={timer.id}>
                <span>{timer.label}</span>
                <span role="timer" aria-label={COOK_TEXT.timeLeft(timer.label)}>
                  {timerClock(remainingMs(timer, timers.now))}
                </span>
                <span className="actions">
                  {timer.state === 'running' ? (
                    <Button variant="secondary" aria-label={COOK_TEXT.pauseTimer(timer.label)} onClick={() => timers.pause(timer.id)}>
                      {COOK_TEXT.pause}
                    </Button>
                  ) : (
                    <Button variant="secondary" aria-label={COOK_TEXT.resumeTimer(timer.label)} onClick={() => timers.resume(timer.id)}>
                      {COOK_TEXT.resume}
                    </Button>
                  )}
                  <Button variant="ghost" aria-label={COOK_TEXT.cancelTimer(timer.label)} onClick={() => timers.cancel(timer.id)}>
                    {COOK_TEXT.cancel}
                  </Button>
                </span>
              </Row>
            ))}
          </ul>
        </Tray>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {timers.announcement}
      </VisuallyHidden>
    </>
  );
}
