/** A static legal text: numbered articles, each with paragraphs and/or an ordered list. */
export interface LegalDocument {
  title: string;
  effectiveDate: string;
  intro: string;
  articles: Array<{ heading: string; paragraphs?: string[]; items?: string[] }>;
}
