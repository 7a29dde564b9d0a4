/** @jsxRuntime automatic */
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import { MAIL_THEME } from './theme';

const { colors } = MAIL_THEME;

/** Korean breaks between words (`keep-all`); a long URL or username still wraps inside the column. */
const textFlow: CSSProperties = { wordBreak: 'keep-all', overflowWrap: 'break-word' };

const bodyStyle: CSSProperties = { backgroundColor: colors.page, margin: 0, padding: '24px 12px', fontFamily: MAIL_THEME.fontFamily };
const containerStyle: CSSProperties = {
  maxWidth: `${MAIL_THEME.maxWidthPx}px`,
  width: '100%',
  backgroundColor: colors.card,
  borderRadius: '12px',
  padding: '24px 20px',
  boxSizing: 'border-box',
};
const brandStyle: CSSProperties = {
  fontFamily: MAIL_THEME.fontFamily,
  fontSize: `${MAIL_THEME.smallFontPx}px`,
  fontWeight: 700,
  lineHeight: '24px',
  color: colors.brand,
  margin: '0 0 8px',
};
const headingStyle: CSSProperties = {
  ...textFlow,
  fontFamily: MAIL_THEME.fontFamily,
  fontSize: `${MAIL_THEME.headingFontPx}px`,
  lineHeight: '32px',
  fontWeight: 700,
  color: colors.text,
  margin: '0 0 16px',
};
const paragraphStyle: CSSProperties = {
  ...textFlow,
  fontFamily: MAIL_THEME.fontFamily,
  fontSize: `${MAIL_THEME.bodyFontPx}px`,
  lineHeight: '26px',
  color: colors.text,
  margin: '0 0 16px',
};
const footerStyle: CSSProperties = { ...paragraphStyle, fontSize: `${MAIL_THEME.smallFontPx}px`, lineHeight: '24px', color: colors.muted, margin: '0 0 8px' };
const footerLinkStyle: CSSProperties = { color: colors.brand, textDecorationLine: 'underline' };
const buttonStyle: CSSProperties = {
  fontFamily: MAIL_THEME.fontFamily,
  fontSize: `${MAIL_THEME.bodyFontPx}px`,
  fontWeight: 700,
  lineHeight: '24px',
  backgroundColor: colors.brand,
  color: colors.onBrand,
  borderRadius: '8px',
  padding: '14px 24px',
};

/** Props of {@link Layout}. */
export interface LayoutProps {
  /** The message's subject, also the document's `<title>`. */
  subject: string;
  /** The inbox's preview line (mail clients show about 90 characters; longer is cut at 150). */
  preview: string;
  /** The message's title, the page's only `<h1>`. */
  heading: string;
  /** One-click unsubscribe page: the footer's '이런 메일 그만 받기' link, left out without it. */
  unsubscribeUrl?: string;
  children: ReactNode;
}

/**
 * The frame every message shares (ARCHITECTURE §4.23): `lang="ko"`, a preview line, the brand line
 * '아기소식', one column of at most 480 px in system Korean fonts, and the footer
 * '이 메일은 아기소식에서 보냈어요.' with the unsubscribe link when there is one.
 */
export function Layout({ subject, preview, heading, unsubscribeUrl, children }: LayoutProps) {
  return (
    <Html lang="ko" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{subject}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={bodyStyle}>
        <Container style={containerStyle}>
          <Text style={brandStyle}>아기소식</Text>
          <Heading as="h1" style={headingStyle}>
            {heading}
          </Heading>
          {children}
          <Hr style={{ borderColor: colors.rule, margin: '24px 0 16px' }} />
          <Text style={footerStyle}>이 메일은 아기소식에서 보냈어요.</Text>
          {unsubscribeUrl ? (
            <Text style={footerStyle}>
              <Link href={unsubscribeUrl} style={footerLinkStyle}>
                이런 메일 그만 받기
              </Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph of body text (16 px): react-email's `Text` with the mail's font, size and colour. */
export function Paragraph({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <Text style={{ ...paragraphStyle, ...style }}>{children}</Text>;
}

/**
 * The message's one call to action: a link styled as a button, white on the brand colour (≈ 5.7:1,
 * WCAG AA). Its label is our own text; page-owner text never goes inside a link.
 * @param href absolute URL
 * @param children the label (Korean, ours)
 */
export function MailButton({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button href={href} style={buttonStyle}>
        {children}
      </Button>
    </Section>
  );
}

/** A short list (usernames) in body text; each item is plain text. */
export function PlainList({ items }: { items: readonly string[] }) {
  return (
    <ul style={{ ...paragraphStyle, paddingLeft: '20px' }}>
      {items.map((item, index) => (
        <li key={`${index}-${item}`} style={{ margin: '0 0 4px' }}>
          {item}
        </li>
      ))}
    </ul>
  );
}
