import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { ERROR_CODE_LIST, ERROR_CODES } from '@babynews/contracts';

/**
 * Markdown table of every error code (ARCHITECTURE §4.19), generated from `ERROR_CODES`:
 * `| code | status | message |`, one row per code in table order.
 */
export function errorCodeTable(): string {
  const rows = ERROR_CODE_LIST.map((code) => `| \`${code}\` | ${ERROR_CODES[code].status} | ${ERROR_CODES[code].message.replace(/\|/g, '\\|')} |`);
  return ['| code | status | message |', '| --- | --- | --- |', ...rows].join('\n');
}

/** OpenAPI description at /api/docs (UI) and /api/docs-json, built on first request. */
export function setupSwagger(app: NestFastifyApplication): void {
  const description = [
    'Every path lives under /api (ARCHITECTURE §4).',
    '',
    'Errors are JSON `{statusCode, code, message, error}` (schema `ApiErrorDto`): `code` says what went wrong',
    'and is what clients branch on; `message` is the Korean text to show (for `VALIDATION_FAILED` the first',
    'failed check, for the social codes naming the provider); `error` is the HTTP reason phrase.',
    '',
    errorCodeTable(),
  ].join('\n');
  const config = new DocumentBuilder().setTitle('아기소식 API').setDescription(description).setVersion('0.1.0').addBearerAuth().build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, config), { jsonDocumentUrl: 'api/docs-json' });
}
