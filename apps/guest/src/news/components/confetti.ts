/** The confetti of `@babynews/ui/motion`, as a module of this app the news page fetches on arrival (NewsConfetti). */
export { Confetti } from '@babynews/ui/motion';
