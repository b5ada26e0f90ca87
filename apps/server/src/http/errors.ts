import type { MessageParams } from '@app/domain/messages/catalogue';
import type { z } from 'zod';

/**
 * A known business refusal: an HTTP status and a message key, optionally tied to a field so
 * that it reaches the form as `errors[field]`.
 */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly params: MessageParams = {},
    readonly field?: string,
  ) {
    super(messageKey);
    this.name = 'DomainError';
  }
}

/** Several field refusals at once, answered as 422 like a schema failure. */
export class FieldsError extends Error {
  constructor(readonly fields: { field: string; key: string; params?: MessageParams }[]) {
    super('fields');
    this.name = 'FieldsError';
  }
}

/** A request that failed its zod schema; carries the issues and the input to resolve messages. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  constructor(
    readonly issues: readonly z.core.$ZodIssue[],
    readonly input: unknown,
  ) {
    super('validation');
    this.name = 'RequestValidationError';
  }
}
