import { API_PREFIX, PAGE_DATA_ID, RUNTIME_CONFIG_ID, type InlineBlock, type RuntimeConfig } from '@babynews/contracts';

/**
 * The JSON of the data block `id` the server put in this page's HTML (`<script type="application/json">`,
 * services/api/src/web), taken when `accept(block)` agrees: the block leaves the document, so a later
 * visit of another page inside the app never reads it. Until `forgetTakenInlineJson` (the shell calls it
 * once the first page has committed) a taken block answers again: React may throw a render away and
 * redo it (hydration is interruptible), and the redone render must read what the first one read.
 * `undefined` when there is none, it is refused, or it cannot be parsed.
 */
export function takeInlineJson<T>(id: string, accept: (block: Pick<Element, 'getAttribute'>) => boolean = () => true): T | undefined {
  if (isServerRender()) {
    const serverBlocks = serverRender[SERVER_BLOCKS];
    // Server rendering: the blocks the HTML will carry (`renderWithInlineBlocks`), left in place.
    const block = serverBlocks?.get(id);
    return block && accept({ getAttribute: (name) => block.attributes[name] ?? null }) ? parsed<T>(block.json) : undefined;
  }
  const kept = taken.get(id);
  if (kept) return accept(kept.block) ? (kept.value as T | undefined) : undefined;
  const block = document.getElementById(id);
  if (!block || !accept(block)) return undefined;
  block.remove();
  const value = parsed<T>(block.textContent ?? '');
  taken.set(id, { block, value });
  return value;
}

/** The blocks taken since the page loaded (the element, out of the document, and its parsed JSON), by id. */
const taken = new Map<string, { block: Element; value: unknown }>();

/**
 * Forgets the blocks `takeInlineJson` has taken: from now on they read as absent. Called once the
 * page rendered from them has committed (ARCHITECTURE "How a first visit travels").
 */
export function forgetTakenInlineJson(): void {
  taken.clear();
}

function parsed<T>(json: string): T | undefined {
  try {
    return JSON.parse(json) as T;
  } catch {
    return undefined;
  }
}

/**
 * Where the blocks `takeInlineJson` reads while a server render runs are kept (null outside one): a
 * global under a registered symbol, because each app's server bundle carries its own copy of this
 * module, and the shell's render draws a remote's components, whose copy must read the same blocks.
 */
const SERVER_BLOCKS = Symbol.for('babynews.serverBlocks');
const serverRender = globalThis as { [SERVER_BLOCKS]?: Map<string, { json: string; attributes: Record<string, string> }> | null };

/** True while a server render runs (`renderWithInlineBlocks`), or outside a browser. */
export function isServerRender(): boolean {
  return Boolean(serverRender[SERVER_BLOCKS]) || typeof document === 'undefined';
}

/**
 * Server rendering (ARCHITECTURE "How a first visit travels"): runs `render` (synchronous, e.g.
 * `renderToString`) with `blocks` as the page's JSON data blocks, so the components read on the server
 * exactly the data the browser will find in the HTML. Outside a browser only.
 */
export function renderWithInlineBlocks<T>(blocks: InlineBlock[], render: () => T): T {
  serverRender[SERVER_BLOCKS] = new Map(blocks.map((block) => [block.id, { json: block.json, attributes: block.attributes ?? {} }]));
  try {
    return render();
  } finally {
    serverRender[SERVER_BLOCKS] = null;
  }
}

/**
 * The answer of `GET {API_PREFIX}{path}` that the server put inline in this page's HTML (a
 * `<script type="application/json" id="bn-page-data" data-path="/api/…">` block: the public read a
 * visitor would get), taken once (`takeInlineJson`). `undefined` when the page has none for `path`, or
 * it cannot be parsed. The caller still loads the live answer (the inline one may be seconds old).
 */
export function takeInlineData<T>(path: string): T | undefined {
  return takeInlineJson<T>(PAGE_DATA_ID, (block) => block.getAttribute('data-path') === `${API_PREFIX}${path}`);
}

/**
 * The runtime config every page carries inline (`#bn-runtime-config`, services/api/src/web), read where a
 * page's first render needs it to draw what the server drew (the share button's label): on the server the
 * block the HTML will carry, in the browser the element, left in place. Null when the page has none.
 */
export function inlineRuntimeConfig(): RuntimeConfig | null {
  if (isServerRender()) return takeInlineJson<RuntimeConfig>(RUNTIME_CONFIG_ID) ?? null;
  const text = document.getElementById(RUNTIME_CONFIG_ID)?.textContent;
  return text ? (parsed<RuntimeConfig>(text) ?? null) : null;
}
