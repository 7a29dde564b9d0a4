import { Module } from '@nestjs/common';
import { AttemptsModule } from '../attempts/attempts.module';
import { PinHashes } from './pin-hashes.service';
import { PinLocks } from './pin-locks.service';

/**
 * The 4-digit PINs of reservations and pledges (ARCHITECTURE §4.7, §4.22): exports `PinHashes` (keyed
 * hashes under the current and previous peppers) and `PinLocks` (a wish's lockouts, the owner's unlock,
 * the lock state of a wish list).
 */
@Module({
  imports: [AttemptsModule],
  providers: [PinHashes, PinLocks],
  exports: [PinHashes, PinLocks],
})
export class PinsModule {}
