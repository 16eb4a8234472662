/** gRPC status codes used by Firestore, with the HTTP status each one travels under. */
export const grpcCodes = {
  OK: 0,
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  DATA_LOSS: 15,
  UNAUTHENTICATED: 16,
} as const;

export type GrpcCodeName = keyof typeof grpcCodes;

/**
 * HTTP statuses. firebase-admin 13 (google-gax 4, REST transport) derives the error code only from
 * the numeric `error.code` of the JSON body, through a fixed HTTP->gRPC table in which no status
 * maps to ALREADY_EXISTS and 409 maps to ABORTED (which the SDK retries for commits). A create of
 * an existing document must fail at once, so ALREADY_EXISTS travels as 412: gax reports it as
 * FAILED_PRECONDITION (not retried) while the body's `status` and message still say ALREADY_EXISTS.
 * See README.md, "Error codes".
 */
const httpStatus: Record<GrpcCodeName, number> = {
  OK: 200,
  CANCELLED: 499,
  UNKNOWN: 500,
  INVALID_ARGUMENT: 400,
  DEADLINE_EXCEEDED: 504,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 412,
  PERMISSION_DENIED: 403,
  RESOURCE_EXHAUSTED: 429,
  // 400 would read as INVALID_ARGUMENT to gax 4; an unlisted 4xx reads as FAILED_PRECONDITION.
  FAILED_PRECONDITION: 412,
  ABORTED: 409,
  OUT_OF_RANGE: 400,
  UNIMPLEMENTED: 501,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DATA_LOSS: 500,
  UNAUTHENTICATED: 401,
};

export class FirestoreError extends Error {
  override readonly name = 'FirestoreError';

  constructor(
    readonly status: GrpcCodeName,
    message: string,
  ) {
    super(message);
  }

  /** Numeric gRPC code, e.g. 5 for NOT_FOUND. */
  get grpcCode(): number {
    return grpcCodes[this.status];
  }

  get httpStatus(): number {
    return httpStatusOf(this.status);
  }

  /** Firestore's JSON error body. */
  toJSON(): { error: { code: number; message: string; status: GrpcCodeName } } {
    return { error: { code: this.httpStatus, message: this.message, status: this.status } };
  }
}

export function httpStatusOf(status: GrpcCodeName): number {
  return httpStatus[status];
}

export function invalidArgument(message: string): FirestoreError {
  return new FirestoreError('INVALID_ARGUMENT', message);
}
