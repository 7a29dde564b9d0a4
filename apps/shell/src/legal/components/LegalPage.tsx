import { Page } from '@babynews/ui';
import { koreanDate, LEGAL_DOCUMENTS, type LegalOperator } from '@babynews/contracts';
import { OPERATOR_LABELS, OPERATOR_NOT_SET, type LegalArticle, type LegalDocument } from '../content/types';
import '../legal.css';

/**
 * Renders a legal text (spec §1; ARCHITECTURE §4.24): title, version and effective date (the document's
 * LEGAL_DOCUMENTS entry: the version is the effective date), introduction, a table of contents linking
 * to each article's anchor (`#article-{n}`), the articles (paragraphs, ordered lists, tables, the
 * `operator`'s details where an article asks for them: '운영자가 아직 입력하지 않았어요' for one not
 * configured), the supplementary provisions and the earlier versions with their effective dates.
 */
export function LegalPage({ document, operator }: { document: LegalDocument; operator: LegalOperator }) {
  const { version } = LEGAL_DOCUMENTS[document.document];
  const earlier: readonly string[] = LEGAL_DOCUMENTS[document.document].earlier;
  return (
    <Page title={document.title} subtitle={`시행일: ${koreanDate(version)} (버전 ${version})`} className="legal">
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
          <ArticleSection key={article.id} article={article} operator={operator} />
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
        <section className="legal__article legal__addendum" aria-labelledby="legal-earlier">
          <h2 id="legal-earlier" className="legal__heading">
            이전 버전
          </h2>
          {earlier.length === 0 ? (
            <p>이전 버전이 없습니다.</p>
          ) : (
            <>
              <ul className="legal__list">
                {earlier.map((v) => (
                  <li key={v}>{`${koreanDate(v)} 시행 (버전 ${v})`}</li>
                ))}
              </ul>
              <p>이전 버전의 전문이 필요하면 문의 이메일로 요청해 주세요.</p>
            </>
          )}
        </section>
      </article>
    </Page>
  );
}

/** The operator's details an article lists: each configured value, else OPERATOR_NOT_SET; the e-mail as a link. */
function OperatorDetails({ fields, operator }: { fields: NonNullable<LegalArticle['operator']>; operator: LegalOperator }) {
  return (
    <dl className="legal__operator">
      {fields.map((field) => {
        const value = operator[field];
        return (
          <div key={field} className="legal__operator-row">
            <dt>{OPERATOR_LABELS[field]}</dt>
            <dd>
              {value === null ? (
                <span className="legal__not-set">{OPERATOR_NOT_SET}</span>
              ) : field === 'contactEmail' ? (
                <a href={`mailto:${value}`}>{value}</a>
              ) : (
                value
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function ArticleSection({ article, operator }: { article: LegalArticle; operator: LegalOperator }) {
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
      {article.tables?.map((table) => (
        <div key={table.caption} className="legal__table-wrap">
          <table className="legal__table">
            <caption>{table.caption}</caption>
            <thead>
              <tr>
                {table.rows[0]?.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.slice(1).map((row) => (
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
      ))}
      {article.operator && <OperatorDetails fields={article.operator} operator={operator} />}
    </section>
  );
}
