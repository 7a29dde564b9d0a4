import { Body, Injectable, PipeTransform } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { firstMessage, isErrorCode, type ErrorCode } from '@babynews/contracts';
import { z } from 'zod';
import { DomainError } from './domain-error';

/**
 * Validates a request body with a zod schema from @babynews/contracts (ARCHITECTURE §4).
 * @throws DomainError `VALIDATION_FAILED` (400) whose message is `firstMessage` of the failed parse
 *   (Korean) — `CONSENT_REQUIRED` (400) when that first issue is a missing consent (its
 *   `params.errorCode`, ARCHITECTURE §4.24) —, or `MALFORMED_BODY` (400) when the body is not an object at all (ARCHITECTURE §4.19).
 */
@Injectable()
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new DomainError('MALFORMED_BODY', { detail: `body is ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value}` });
    }
    const result = this.schema.safeParse(value);
    if (!result.success) throw new DomainError(issueCode(result.error), { message: firstMessage(result.error) });
    return result.data;
  }
}

/** The code of a failed parse: the first issue's `params.errorCode` when it names one we know, else VALIDATION_FAILED. */
function issueCode(error: z.ZodError): ErrorCode {
  const issue = error.issues[0];
  const named = issue?.code === 'custom' ? (issue.params as { errorCode?: unknown } | undefined)?.errorCode : undefined;
  return typeof named === 'string' && isErrorCode(named) ? named : 'VALIDATION_FAILED';
}

/**
 * Parameter decorator: `@ZodBody(joinSchema) body: JoinRequest` validates the body with the
 * schema and documents it in the OpenAPI description (JSON schema of the schema's input).
 */
export function ZodBody(schema: z.ZodType): ParameterDecorator {
  const jsonSchema = toOpenApiSchema(schema);
  const bodyDecorator = Body(new ZodValidationPipe(schema));
  return (target, key, index) => {
    bodyDecorator(target, key, index);
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key);
    if (descriptor) ApiBody({ schema: jsonSchema as object })(target, key, descriptor);
  };
}

function toOpenApiSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}
