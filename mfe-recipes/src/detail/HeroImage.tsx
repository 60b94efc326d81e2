import { useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { PlateIcon } from '../shared/icons';

const shimmer = keyframes`from { background-position: -200px 0; } to { background-position: calc(200px + 100%) 0; }`;

const Frame = styled.div`
  position: relative;
  margin: ${({ theme }) => `calc(-1 * ${theme.space(4)}) calc(-1 * ${theme.space(4)}) 0`};
  height: 260px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};

  @media (min-width: 640px) { margin: 0; border-radius: ${({ theme }) => theme.radius.lg}; }
`;

const Picture = styled.img<{ $shown: boolean }>`
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transition: opacity 200ms ease;
`;

const Skeleton = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(90deg, transparent, ${({ theme }) => theme.colors.surface} 50%, transparent) no-repeat;
  background-size: 200px 100%;
  animation: ${shimmer} 1.2s ease-in-out infinite;
`;

const Fallback = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Bar = styled.div`
  position: absolute;
  inset: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)} auto;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};

  & > :first-child { margin-right: auto; }
  /* Buttons over a photo keep a solid disc behind them, so they read on any image. */
  button { background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.text}; box-shadow: ${({ theme }) => theme.shadow.sm}; }
  button:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const Corner = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space(3)};
  bottom: ${({ theme }) => theme.space(3)};
  button { background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.text}; box-shadow: ${({ theme }) => theme.shadow.sm}; }
`;

type Phase = 'loading' | 'loaded' | 'failed';

/** spec part 2 §2: the hero image with a loading skeleton and a plate when it cannot load; the buttons sit on it. */
export function HeroImage({ src, actions, corner }: { src: string; actions: ReactNode; corner?: ReactNode }) {
  const [phase, setPhase] = useState<{ src: string; phase: Phase }>({ src, phase: 'loading' });
  const current = phase.src === src ? phase.phase : 'loading';
  return (
    <Frame>
      {current !== 'failed' && (
        <Picture
          key={src}
          src={src}
          alt=""
          $shown={current === 'loaded'}
          onLoad={() => setPhase({ src, phase: 'loaded' })}
          onError={() => setPhase({ src, phase: 'failed' })}
        />
      )}
      {current === 'loading' && <Skeleton data-testid="hero-skeleton" aria-hidden="true" />}
      {current === 'failed' && (
        <Fallback data-testid="hero-fallback">
          <PlateIcon />
        </Fallback>
      )}
      <Bar>{actions}</Bar>
      {corner && <Corner>{corner}</Corner>}
    </Frame>
  );
}
