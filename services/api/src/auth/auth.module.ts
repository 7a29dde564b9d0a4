import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { LIMITS } from '@babynews/contracts';
import { AttemptsModule } from '../attempts/attempts.module';
import { ConsentModule } from '../consent/consent.module';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { MembersModule } from '../members/members.module';
import { AdminGuard } from './admin.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { DeviceCookies } from './device-cookie';
import { JwtAuthGuard } from './jwt-auth.guard';
import { PasswordService } from './password.service';
import { JWT_ALGORITHM, TokenService } from './token.service';

/**
 * Sign-in (loginProc/joinProc), sign-out (member/logout, member/logoutAll) plus, globally, what other modules need to protect routes:
 * `TokenService`, `PasswordService`, `JwtAuthGuard`, `AdminGuard`, and `ConsentModule` (the guard's consent renewal gate, ARCHITECTURE §4.24).
 */
@Global()
@Module({
  imports: [
    AttemptsModule,
    ConsentModule,
    MembersModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: JWT_ALGORITHM, expiresIn: LIMITS.tokenLifetimeMs / 1000 },
        verifyOptions: { algorithms: [JWT_ALGORITHM] },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [AuthService, TokenService, PasswordService, DeviceCookies, JwtAuthGuard, AdminGuard],
  exports: [TokenService, PasswordService, JwtAuthGuard, AdminGuard, ConsentModule],
})
export class AuthModule {}
