import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { dataSourceOptions } from './data-source.options';
import { assertDriverInternals } from './driver-internals';
import { serializeSqliteAccess } from './sqlite-serializer';
import { withDatabaseLock } from './startup-lock';

/**
 * Opens the database (SQLite or MySQL/MariaDB), runs pending migrations before the app starts (on
 * MySQL/MariaDB under a database lock, so instances started together run them once), and
 * on SQLite serialises access to the single connection (see `serializeSqliteAccess`). Stops the start
 * when TypeORM's private driver parts that the app relies on have changed (`driver-internals.ts`).
 */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      // Migrations run below, under the lock, not inside initialize().
      useFactory: (config: AppConfig) => ({ ...dataSourceOptions(config), migrationsRun: false, retryAttempts: 3, retryDelay: 2000 }),
      // SQLite: one shared connection, so concurrent requests' transactions must not interleave.
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        try {
          assertDriverInternals(dataSource); // the serializer and the fast read rely on them
          await withDatabaseLock(dataSource, 'migrations', () => dataSource.runMigrations({ transaction: 'each' }));
        } catch (err) {
          await dataSource.destroy();
          throw err;
        }
        serializeSqliteAccess(dataSource);
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}
