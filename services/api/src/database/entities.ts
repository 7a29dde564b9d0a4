import { AuthAttempt } from '../attempts/attempt.entity';
import { EventEntity } from '../events/event.entity';
import { Member } from '../members/member.entity';

/** Every entity class (listed explicitly: the bundle has no globs). */
export const ENTITIES = [Member, EventEntity, AuthAttempt];
