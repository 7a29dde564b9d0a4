/** One table of a legal text: a caption and rows of cells (the first row is the header). */
export interface LegalTable {
  caption: string;
  rows: string[][];
}

/** A line of the operator's details a legal text shows (from the configuration, `LegalOperator`). */
export type OperatorField = 'name' | 'privacyOfficer' | 'contactEmail';

/** One numbered article: `id` is its anchor (`#{id}`) in the table of contents. */
export interface LegalArticle {
  id: string;
  heading: string;
  paragraphs?: string[];
  /** An ordered list after the paragraphs. */
  items?: string[];
  tables?: LegalTable[];
  /** The operator's details shown after the article's text (who runs the service, who answers for it). */
  operator?: readonly OperatorField[];
}

/**
 * A legal text (spec §1): title, introduction, numbered articles and supplementary provisions.
 * `document` names its entry in LEGAL_DOCUMENTS, whose `version` (the effective date) and `earlier`
 * versions the page shows.
 */
export interface LegalDocument {
  document: 'terms' | 'privacy';
  title: string;
  intro: string;
  articles: LegalArticle[];
  /** Closing lines (supplementary provisions), shown after the articles. */
  addendum?: string[];
}

/** Labels of the operator's details, and the text shown for one the operator has not configured. */
export const OPERATOR_LABELS: Record<OperatorField, string> = {
  name: '운영자',
  privacyOfficer: '개인정보 보호책임자',
  contactEmail: '문의 이메일',
};
export const OPERATOR_NOT_SET = '운영자가 아직 입력하지 않았어요';

/** Builds article `n`: anchor `article-{n}`, heading '제{n}조 ({title})'. */
export const article = (n: number, title: string, body: Omit<LegalArticle, 'id' | 'heading'>): LegalArticle => ({
  id: `article-${n}`,
  heading: `제${n}조 (${title})`,
  ...body,
});
