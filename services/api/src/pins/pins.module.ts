import { Module } from '@nestjs/common';
import { AttemptsModule } from '../attempts/attempts.module';
import { PinHashes } from './pin-hashes.service';
import { PinLocks } from './pin-locks.service';
import { RowPinLocks } from './row-pin-locks.service';

/**
 * The 4-digit PINs of reservations, pledges and guestbook entries (ARCHITECTURE §4.7, §4.22, "Guestbook"):
 * exports `PinHashes` (keyed hashes under the current and previous peppers), `PinLocks` (a wish's lockouts,
 * the owner's unlock, the lock state of a wish list) and `RowPinLocks` (the lockouts of a row bound to its
 * public id, without an owner's unlock).
 */
@Module({
  imports: [AttemptsModule],
  providers: [PinHashes, PinLocks, RowPinLocks],
  exports: [PinHashes, PinLocks, RowPinLocks],
})
export class PinsModule {}
