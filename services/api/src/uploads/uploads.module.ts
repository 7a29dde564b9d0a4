import { Inject, Logger, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { AttemptsModule } from '../attempts/attempts.module';
import { LocalStorageDriver } from './local-storage.driver';
import { registerLocalUploadRoutes } from './local-upload.routes';
import { S3StorageDriver } from './s3-storage.driver';
import { STORAGE_DRIVER, type StorageDriver } from './storage.types';
import { UploadsController } from './uploads.controller';
import { UploadSweeper } from './upload-sweeper';
import { UploadsService } from './uploads.service';
import { ImageVariantsService } from './image-variants.service';

/** The storage driver of ARCHITECTURE §2 `STORAGE`: `local` (default) or `s3`. */
export function createStorageDriver(config: AppConfig): StorageDriver {
  return config.storage.driver === 's3' ? new S3StorageDriver(config) : new LocalStorageDriver(config);
}

/**
 * Image uploads (ARCHITECTURE §4.11): the presign call with its daily quota and ledger, the storage
 * driver, the sweep of abandoned uploads, and for the local driver the signed-POST and file routes.
 * Exports `UploadsService` (imageUrl, assertUploaded, discard, discardAll) and `ImageVariantsService` (the
 * images the server makes of uploads: the cover variant, the link card's photo).
 */
@Module({
  imports: [AttemptsModule],
  controllers: [UploadsController],
  providers: [UploadsService, ImageVariantsService, UploadSweeper, { provide: STORAGE_DRIVER, inject: [APP_CONFIG], useFactory: createStorageDriver }],
  exports: [UploadsService, ImageVariantsService],
})
export class UploadsModule implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Uploads');

  constructor(
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    private readonly adapterHost: HttpAdapterHost,
    private readonly uploads: UploadsService,
  ) {}

  onModuleInit(): void {
    if (!(this.storage instanceof LocalStorageDriver)) return;
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    registerLocalUploadRoutes(fastify, this.storage, (err) => this.logger.error(err instanceof Error ? err.stack : String(err)));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.uploads.settled();
    if (this.storage instanceof S3StorageDriver) this.storage.destroy();
  }
}
