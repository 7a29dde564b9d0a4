/**
 * @babynews/ui/standalone — `mountStandalone`, the entry of a remote opened on its own port (development).
 * A separate entry point: a page loaded through the shell never runs it, so the shared `@babynews/ui`
 * does not carry it.
 */
export { mountStandalone } from '../mountStandalone';
