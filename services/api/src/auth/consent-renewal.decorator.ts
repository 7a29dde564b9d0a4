import { SetMetadata } from '@nestjs/common';

/** Metadata key read by `JwtAuthGuard`: the route answers while a consent renewal is pending. */
export const OPEN_DURING_CONSENT_RENEWAL = 'babynews:openDuringConsentRenewal';

/**
 * Route decorator: `JwtAuthGuard` lets the member through even while a required document has a version
 * they have not agreed to (ARCHITECTURE §4.24). Only for what agreeing again needs and what a member may
 * always do: the consent routes, sign-out, withdrawal.
 */
export const OpenDuringConsentRenewal = () => SetMetadata(OPEN_DURING_CONSENT_RENEWAL, true);
