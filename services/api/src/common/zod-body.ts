import { BadRequestException, Body, Injectable, PipeTransform } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { firstMessage, MSG } from '@babynews/contracts';
import { z } from 'zod';

/**
 * Validates a request body with a zod schema from @babynews/contracts (DESIGN §4).
 * @throws BadRequestException whose message is `firstMessage` of the failed parse (Korean), or
 *   `MSG.common.malformedBody` when the body is not an object at all.
 */
@Injectable()
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new BadRequestException(MSG.common.malformedBody);
    }
    const result = this.schema.safeParse(value);
    if (!result.success) throw new BadRequestException(firstMessage(result.error));
    return result.data;
  }
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
