import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttemptsModule } from '../attempts/attempts.module';
import { Member } from '../members/member.entity';
import { ConsentController } from './consent.controller';
import { ConsentService } from './consent.service';
import { MemberConsentEntity } from './member-consent.entity';

/**
 * Members' consents to the legal documents (ARCHITECTURE §4.24): `ConsentService` (sign-up records,
 * the renewal gate's check) and the member consent routes. The global AuthModule imports and
 * re-exports it, so `JwtAuthGuard` finds `ConsentService` in every module.
 */
@Module({
  imports: [TypeOrmModule.forFeature([MemberConsentEntity, Member]), AttemptsModule],
  controllers: [ConsentController],
  providers: [ConsentService],
  exports: [ConsentService],
})
export class ConsentModule {}
