import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { API_TABLE, ERROR_CODE_LIST, ERROR_CODES } from '@babynews/contracts';
import { ApiErrorDto } from './common/api-error.dto';
import { tablePaths, type OpenApiPaths } from './table-openapi';

/**
 * Markdown table of every error code (ARCHITECTURE §4.19), generated from `ERROR_CODES`:
 * `| code | status | message |`, one row per code in table order.
 */
export function errorCodeTable(): string {
  const rows = ERROR_CODE_LIST.map((code) => `| \`${code}\` | ${ERROR_CODES[code].status} | ${ERROR_CODES[code].message.replace(/\|/g, '\\|')} |`);
  return ['| code | status | message |', '| --- | --- | --- |', ...rows].join('\n');
}

let tableDocument: Promise<OpenApiPaths> | undefined;

/**
 * OpenAPI description at /api/docs (UI) and /api/docs-json: the API table's routes as generated from
 * the table (`tablePaths`, once per process), the routes not yet in the table from Nest's decorators
 * (built on first request).
 */
export async function setupSwagger(app: NestFastifyApplication): Promise<void> {
  const table = await (tableDocument ??= tablePaths(API_TABLE));
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
  SwaggerModule.setup(
    'api/docs',
    app,
    () => {
      const document = SwaggerModule.createDocument(app, config, { extraModels: [ApiErrorDto] });
      return { ...document, paths: { ...document.paths, ...(table as typeof document.paths) } };
    },
    { jsonDocumentUrl: 'api/docs-json' },
  );
}
