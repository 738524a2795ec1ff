/** Why a request failed, in terms the UI can explain. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'contract' | 'business';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  url: string;
  status?: number;
  /** The service's business code (code / errorCode) when it answered with a non-OK envelope. */
  code?: number;
  /** The service's message (msg / errorMsg), or the contract issues. */
  detail?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly url: string;
  readonly status?: number;
  readonly code?: number;
  readonly detail?: string;

  constructor(init: ApiErrorInit) {
    super(
      `${init.kind} error on ${init.url}${init.status ? ` (HTTP ${init.status})` : ''}${init.code ? ` (code ${init.code})` : ''}${init.detail ? `: ${init.detail}` : ''}`,
      { cause: init.cause },
    );
    this.kind = init.kind;
    this.url = init.url;
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
