import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { dataSourceOptions } from './data-source.options';
import { serializeSqliteAccess } from './sqlite-serializer';

/**
 * Opens the database (SQLite or MySQL/MariaDB), runs pending migrations before the app starts, and
 * on SQLite serialises access to the single connection (see `serializeSqliteAccess`).
 */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ ...dataSourceOptions(config), retryAttempts: 3, retryDelay: 2000 }),
      // SQLite: one shared connection, so concurrent requests' transactions must not interleave.
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        serializeSqliteAccess(dataSource);
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}
