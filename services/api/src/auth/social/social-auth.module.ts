import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { MembersModule } from '../../members/members.module';
import { GoogleStrategy } from './google.strategy';
import { KakaoStrategy } from './kakao.strategy';
import { SignupTicketService } from './signup-ticket.service';
import { SocialAuthService } from './social-auth.service';
import { SocialController } from './social.controller';

/**
 * Social login with Kakao and Google (spec §4, §7; ARCHITECTURE §4.17): passport strategies,
 * the login/sign-up routes and the single-use sign-up tickets. TokenService comes from the global
 * AuthModule.
 */
@Module({
  // JwtModule without a key: SignupTicketService passes its own purpose-derived key on every call.
  imports: [PassportModule.register({ session: false }), JwtModule.register({}), MembersModule],
  controllers: [SocialController],
  providers: [KakaoStrategy, GoogleStrategy, SignupTicketService, SocialAuthService],
})
export class SocialAuthModule {}
