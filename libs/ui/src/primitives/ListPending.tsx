import styled from 'styled-components';
import { Button } from './Button';
import { Spinner } from './Spinner';
import { ErrorBox } from './surfaces';

const LoadFailed = styled(ErrorBox)`
  button { margin-top: ${({ theme }) => theme.space(3)}; }
`;

/** What a list screen needs from its list query to show its first load (api-client's listOnScreen). */
export interface PendingList {
  isLoading: boolean;
  isFetching: boolean;
  /** Set only when nothing could be shown. */
  error: string | null;
  retry: () => void;
}

export interface ListPendingProps {
  list: PendingList;
  /** The spinner's accessible name, e.g. "Loading pantry items". */
  loadingLabel: string;
}

/** True while a list screen has no list to show: loading, or the load failed. */
export const isListPending = (list: PendingList) => list.isLoading || list.error !== null;

/** A list screen before it has its list: a spinner, or the error with Retry. */
export function ListPending({ list, loadingLabel }: ListPendingProps) {
  if (list.isLoading) return <Spinner label={loadingLabel} />;
  if (list.error === null) return null;
  return (
    <LoadFailed>
      <p>{list.error}</p>
      <Button variant="secondary" onClick={list.retry} busy={list.isFetching}>
        Retry
      </Button>
    </LoadFailed>
  );
}
