import { babyMeasures, birthHeadline, birthNames, formatKoreanDateTime, MSG, type NewsBirth } from '@babynews/contracts';

/** The photo's box in px (square): its size attributes keep the place while it loads; CSS fits the picture inside. */
const PHOTO_BOX_PX = 800;

/**
 * The birth announcement on the news page (ARCHITECTURE "Birth announcement"), in the countdown's place:
 * the hero line ('하늘이와 바다가 태어났어요!'), the day and time in Asia/Seoul, each baby's weight and
 * height when given, the photo (the server's WebP, shown whole in a square frame) and the parent's words as
 * plain text. Markup only, from the read alone (no clock, no storage), so what the server draws React draws
 * again. A chunk of its own, shown through `BirthSlot`, so a first visit of a page without a birth carries none of it.
 */
export function BirthAnnouncement({ birth }: { birth: NewsBirth }) {
  const names = birth.babies.map((baby) => baby.name);
  const measured = birth.babies.filter((baby) => babyMeasures(baby) !== '');
  return (
    <section className="birth" aria-labelledby="birth-title" data-testid="birth-announcement">
      <h2 id="birth-title" className="birth__title">
        {birthHeadline(names)}
      </h2>
      <p className="birth__time">
        <time dateTime={birth.bornAt}>{formatKoreanDateTime(birth.bornAt)}</time>
      </p>
      {measured.length > 0 && (
        <ul className="birth__babies">
          {measured.map((baby, i) => (
            <li key={i}>
              <strong>{baby.name}</strong> {babyMeasures(baby)}
            </li>
          ))}
        </ul>
      )}
      {birth.photoUrl && (
        <figure className="birth__photo">
          <img src={birth.photoUrl} width={PHOTO_BOX_PX} height={PHOTO_BOX_PX} alt={MSG.birth.photoAlt(birthNames(names))} />
        </figure>
      )}
      {birth.message && <p className="birth__message">{birth.message}</p>}
    </section>
  );
}
