/** The key's folder for logs (`wish/`, `notices/`, `assets/`, `popup-modal-`): never the key, which names the member. */
export function keyFolder(key: string): string {
  return /^(?:[a-z]+\/|popup-modal-)/.exec(key)?.[0] ?? '?';
}

/** An error as `Name CODE` for logs: no message (a file system message quotes the path). */
export function errorLabel(err: unknown): string {
  const name = err instanceof Error ? err.name : typeof err;
  const code = (err as { code?: unknown; Code?: unknown } | null)?.code ?? (err as { Code?: unknown } | null)?.Code;
  return typeof code === 'string' || typeof code === 'number' ? `${name} ${code}` : name;
}
