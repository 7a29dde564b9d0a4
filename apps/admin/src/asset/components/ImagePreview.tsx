import { useObjectUrl } from '@babynews/ui/image';

/** Preview of a stored image (`url`) or a newly chosen `file`; nothing without either. */
export function ImagePreview({ url, file, alt }: { url?: string | null; file?: File | null; alt: string }) {
  const objectUrl = useObjectUrl(file ?? null);
  const src = objectUrl ?? url ?? null;
  if (!src) return null;
  return <img className="site-image-preview" src={src} alt={alt} />;
}
