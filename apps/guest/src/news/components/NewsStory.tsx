/** The host's description as plain text (line breaks kept; never inserted as markup). */
export function NewsStory({ description }: { description: string }) {
  if (!description.trim()) return null;
  return (
    <section className="news__story" aria-label="소식 내용">
      <p>{description}</p>
    </section>
  );
}
