import { Page } from '@babynews/ui';
import type { LegalArticle, LegalDocument } from '../content/types';
import '../legal.css';

/**
 * Renders a static legal text (spec §1): title, effective date, introduction, a table of contents
 * linking to each article's anchor (`#article-{n}`), the articles (paragraphs, ordered lists,
 * tables) and the supplementary provisions.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <Page title={document.title} subtitle={`시행일: ${document.effectiveDate}`} className="legal">
      <article className="legal__body">
        <p className="legal__intro">{document.intro}</p>
        <nav className="legal__toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className="legal__toc-title">
            목차
          </h2>
          <ol className="legal__toc-list">
            {document.articles.map((article) => (
              <li key={article.id}>
                <a href={`#${article.id}`}>{article.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {document.articles.map((article) => (
          <ArticleSection key={article.id} article={article} />
        ))}
        {document.addendum && (
          <section className="legal__article legal__addendum" aria-labelledby="legal-addendum">
            <h2 id="legal-addendum" className="legal__heading">
              부칙
            </h2>
            {document.addendum.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </section>
        )}
      </article>
    </Page>
  );
}

function ArticleSection({ article }: { article: LegalArticle }) {
  const headingId = `${article.id}-title`;
  return (
    <section id={article.id} className="legal__article" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className="legal__heading">
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
      {article.table && (
        <div className="legal__table-wrap">
          <table className="legal__table">
            <caption>{article.table.caption}</caption>
            <thead>
              <tr>
                {article.table.rows[0]?.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {article.table.rows.slice(1).map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={`${i}-${cell}`} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={`${i}-${cell}`}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
