import { Fragment, useId } from 'react';
import { GIFT_MSG } from '@babynews/contracts';
import { Button, Icon, showToast, useCopyLabel } from '@babynews/ui';
import { isWebLink } from '../../wishes/links';

/** Splits `text` into plain parts and http(s) links (anything else stays text). */
function parts(text: string): Array<{ text: string; link: boolean }> {
  return text
    .split(/(https?:\/\/[^\s]+)/gi)
    .filter(Boolean)
    .map((part) => ({ text: part, link: isWebLink(part) }));
}

/**
 * The news page's transfer guide (ARCHITECTURE §4.22) as its owner wrote it (a bank account, a 송금 link),
 * shown only to a pledger: plain text with line breaks, http(s) addresses as links that open apart, and
 * a copy button. Never inserted as markup.
 */
export function TransferGuide({ text }: { text: string }) {
  const titleId = useId();
  const { copy, copied } = useCopyLabel();
  const copyGuide = async () => {
    if (await copy(text)) showToast(GIFT_MSG.transferGuideCopied);
  };
  return (
    <section className="transfer-guide" aria-labelledby={titleId}>
      <h3 id={titleId} className="transfer-guide__title">
        <Icon name="bag" size={16} /> {GIFT_MSG.transferGuideTitle}
      </h3>
      <p className="transfer-guide__text">
        {parts(text).map((part, i) => (
          <Fragment key={i}>
            {part.link ? (
              <a href={part.text} target="_blank" rel="noopener noreferrer nofollow">
                {part.text}
              </a>
            ) : (
              part.text
            )}
          </Fragment>
        ))}
      </p>
      <Button size="small" variant="soft" onClick={() => void copyGuide()}>
        {copied ? '복사됨' : GIFT_MSG.transferGuideCopy}
      </Button>
    </section>
  );
}
