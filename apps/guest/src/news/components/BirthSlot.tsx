import { useEffect, useState, type ComponentType } from 'react';
import type { NewsBirth } from '@babynews/contracts';

type Announcement = ComponentType<{ birth: NewsBirth }>;

/** The announcement's component once at hand: the server's renderer hands it over (server.tsx); the browser loads it. */
let ready: Announcement | null = null;

/**
 * Hands `component` (`BirthAnnouncement`) to every `BirthSlot` ahead of rendering: the server's renderer
 * does, since it draws in one synchronous pass; null forgets it (tests).
 */
export function provideBirthAnnouncement(component: Announcement | null): void {
  ready = component;
}

/**
 * Where the news page shows the birth announcement (ARCHITECTURE "Birth announcement"). The server draws
 * the announcement into it; the browser's code of it comes in a chunk of its own, fetched by this slot's
 * effect, so a first visit of a page without a birth — most pages — carries none of it (the news page had
 * 0.4 KiB of its JS budget left). Until the chunk is here the slot adopts the server's markup as it is
 * (an element whose content React neither hydrates nor draws: no mismatch, the words and the photo stay on
 * screen, nothing in it is tappable); then React draws the same markup and keeps it current. A page drawn in
 * the browser shows the announcement as soon as its chunk arrives.
 */
export function BirthSlot({ birth }: { birth: NewsBirth }) {
  const [Loaded, setLoaded] = useState<Announcement | null>(() => ready);
  useEffect(() => {
    if (Loaded) return;
    let live = true;
    import('./BirthAnnouncement')
      .then((module) => {
        ready = module.BirthAnnouncement;
        if (live) setLoaded(() => module.BirthAnnouncement);
      })
      // a failed fetch leaves the server's markup, which is the whole announcement
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [Loaded]);
  if (!Loaded) return <div className="birth-slot" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  return (
    <div className="birth-slot">
      <Loaded birth={birth} />
    </div>
  );
}
