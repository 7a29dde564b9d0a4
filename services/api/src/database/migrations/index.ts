import { InitialSchema1763800000000 } from './1763800000000-initial-schema';

/**
 * Every migration class, oldest first. The bundle has no file globs, so a new migration is added
 * here by hand (see README "adding a migration").
 */
export const MIGRATIONS = [InitialSchema1763800000000];
