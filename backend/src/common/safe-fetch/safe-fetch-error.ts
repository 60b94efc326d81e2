/** Why a guarded fetch did not answer a body; the caller turns each into a clear `{ error }`. */
export type SafeFetchFailure =
  | 'bad-url'
  | 'refused-address'
  | 'unreachable'
  | 'timed-out'
  | 'too-many-redirects'
  | 'upstream-status'
  | 'wrong-content-type'
  | 'too-large';

export class SafeFetchError extends Error {
  constructor(
    readonly failure: SafeFetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}
