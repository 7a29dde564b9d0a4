import { Page } from '@babynews/ui';
import type { LegalDocument } from '../content/types';
import '../legal.css';

/** Renders a static legal document: title, effective date, numbered articles with paragraphs or lists. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <Page title={document.title} subtitle={`시행일: ${document.effectiveDate}`} className="legal">
      <article className="legal__body">
        <p className="legal__intro">{document.intro}</p>
        {document.articles.map((article) => (
          <section key={article.heading} className="legal__article" aria-labelledby={slug(article.heading)}>
            <h2 id={slug(article.heading)} className="legal__heading">
              {article.heading}
            </h2>
            {article.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {article.items && (
              <ol className="legal__list">
                {article.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ol>
            )}
          </section>
        ))}
      </article>
    </Page>
  );
}

function slug(heading: string): string {
  return `legal-${heading.replace(/[^0-9a-zA-Z가-힣]+/g, '-')}`;
}
