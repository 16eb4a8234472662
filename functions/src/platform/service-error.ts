// The failure of an outside service (the AI provider, the product database), classified by `kind` so a
// handler can answer with the right error code; `status` is the HTTP status when there was one.
export class ServiceError<Kind extends string> extends Error {
  constructor(
    readonly kind: Kind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
