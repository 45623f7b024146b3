/** The hash gate refused a sign-in: its bounds were full, or it waited too long (the caller answers 503). */
export class GateFullError extends Error {
  constructor() {
    super('password hashing is at capacity');
  }
}
