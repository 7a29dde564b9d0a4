/** True for an http(s) link: anything else (javascript:, data:, relative) is never rendered as a link. */
export function isWebLink(link: string | null | undefined): link is string {
  return Boolean(link && /^https?:\/\//i.test(link));
}
