import { ERROR_CODES, type CONSENT_RENEWAL_STATUS, type ErrorCode } from '@babynews/contracts';

/**
 * The one error type services, guards and pipes throw (ARCHITECTURE §4.19). `code` selects the HTTP
 * status and the Korean message from `ERROR_CODES`; the exception filter writes the body.
 *
 * - `message` overrides the table's Korean text where the table allows it (the first failed
 *   check of `VALIDATION_FAILED`, the provider name of the social codes). It is shown to users.
 * - `detail` is developer text for logs only; it never reaches a response.
 *
 * - `status` is accepted only for `CONSENT_REQUIRED`'s renewal status (`CONSENT_RENEWAL_STATUS`, 403,
 *   ARCHITECTURE §4.24); every other code has exactly the table's status.
 *
 * @example throw new DomainError('RESERVATION_TAKEN')
 * @example throw new DomainError('VALIDATION_FAILED', { message: firstMessage(zodError) })
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** The Korean text for the response body. */
  readonly userMessage: string;

  constructor(code: ErrorCode, options: { message?: string; detail?: string; cause?: unknown; status?: typeof CONSENT_RENEWAL_STATUS } = {}) {
    super(options.detail ?? code, { cause: options.cause });
    this.name = 'DomainError';
    this.code = code;
    this.status = options.status !== undefined && code === 'CONSENT_REQUIRED' ? options.status : ERROR_CODES[code].status;
    this.userMessage = options.message ?? ERROR_CODES[code].message;
  }
}
