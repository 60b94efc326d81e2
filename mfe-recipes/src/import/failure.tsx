import { apiErrorText } from '@mealapp/api-client';
import { ErrorBanner } from '@mealapp/ui';
import styled from 'styled-components';

/** A spec message and, when the server said something more, its reason (a refused address, a timeout...). */
export interface Failure {
  message: string;
  reason: string | null;
}

export function failureOf(message: string, error: unknown): Failure {
  const reason = apiErrorText(error, '');
  return { message, reason: reason && reason !== message ? reason : null };
}

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};

  span { font-weight: ${({ theme }) => theme.font.weight.regular}; }
`;

/** role="alert": read out as soon as it appears. */
export function FailureBanner({ failure, title }: { failure: Failure; title?: string }) {
  return (
    <ErrorBanner>
      <Lines>
        {title ? (
          <strong>
            {title} {failure.message}
          </strong>
        ) : (
          <strong>{failure.message}</strong>
        )}
        {failure.reason && <span>{failure.reason}</span>}
      </Lines>
    </ErrorBanner>
  );
}
