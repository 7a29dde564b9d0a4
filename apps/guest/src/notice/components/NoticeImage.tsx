import { useState } from 'react';

/** The notice's optional image (spec §2 "Notice detail"): hidden when it fails to load. */
export function NoticeImage({ url, alt }: { url: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) return null;
  return <img className="notice-detail__image" src={url} alt={alt} onError={() => setFailed(true)} />;
}
