/** One table of a legal text: a caption and rows of cells (the first row is the header). */
export interface LegalTable {
  caption: string;
  rows: string[][];
}

/** One numbered article: `id` is its anchor (`#{id}`) in the table of contents. */
export interface LegalArticle {
  id: string;
  heading: string;
  paragraphs?: string[];
  /** An ordered list after the paragraphs. */
  items?: string[];
  table?: LegalTable;
}

/** A static legal text (spec §1): title, effective date, introduction and numbered articles. */
export interface LegalDocument {
  title: string;
  /** Effective date in Korean long format, e.g. '2026년 12월 1일'. */
  effectiveDate: string;
  intro: string;
  articles: LegalArticle[];
  /** Closing lines (supplementary provisions), shown after the articles. */
  addendum?: string[];
}

/** Where members and visitors reach the operator about these texts (the operator replaces it before launch). */
export const LEGAL_CONTACT_EMAIL = 'help@babynews.example';

/** Effective date of both texts. */
export const LEGAL_EFFECTIVE_DATE = '2026년 12월 1일';
