import { MSG, SITE_LIMITS } from '@babynews/contracts';
import { ImageProcessError, processImage } from '@babynews/ui/image';

/**
 * Checks and converts an image an administrator picked for an asset group or the popup (spec §5 "Asset
 * images: each at most 5 MB, '이미지 크기는 5MB 이하여야 합니다.'"): a larger original is refused before
 * any decoding; otherwise processImage (WebP 0.85, longest side ≤ 2000 px, sanitised name).
 * @throws ImageProcessError with the Korean message to show.
 */
export async function prepareSiteImage(file: File): Promise<File> {
  if (file.size > SITE_LIMITS.assetImageMaxBytes) throw new ImageProcessError(MSG.site.assetImageTooLarge);
  return processImage(file, { maxBytes: SITE_LIMITS.assetImageMaxBytes, tooLargeMessage: MSG.site.assetImageTooLarge });
}
