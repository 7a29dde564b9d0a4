import { DynamicModule, Global, Inject, Module } from '@nestjs/common';
import type { AppConfig } from './config.schema';

/** Injection token of the validated `AppConfig`. */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** Parameter decorator injecting the `AppConfig`. */
export const InjectConfig = () => Inject(APP_CONFIG);

/** Global module exposing one already-validated `AppConfig` (see `loadConfig`). */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}
