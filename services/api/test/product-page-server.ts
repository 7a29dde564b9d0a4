import { readFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';

/** The saved product pages of `fixtures/product-pages/` (ARCHITECTURE "Universal add"), by file name. */
export const PRODUCT_PAGES = ['coupang-like.html', 'ssg-like.html', 'graph-offers.html', 'no-product.html', 'broken-picture.html'] as const;

/** Size of the product picture every page names (px): wider than the stored picture's 2000 px. */
export const PRODUCT_PICTURE = { width: 3000, height: 2000 } as const;

/** A running product-page server: its origin (`http://127.0.0.1:<port>`), what it was asked for, and its stop. */
export interface ProductPageServer {
  origin: string;
  port: number;
  /** Paths requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * Serves the saved product pages on 127.0.0.1 (a random port) for the API and browser suites, with
 * LINK_FETCH_ALLOW letting the link fetch reach it: `/<page>.html` (`{{ORIGIN}}` replaced by the
 * server's origin), `/images/product.jpg` (a 3000 × 2000 JPEG made with sharp), `/images/not-an-image.jpg`
 * (text served as a JPEG), `/missing.html` (404 with an HTML body carrying og tags), `/text.txt` (plain
 * text); anything else 404.
 */
export async function startProductPageServer(): Promise<ProductPageServer> {
  const dir = join(__dirname, 'fixtures', 'product-pages');
  const picture = await sharp({ create: { width: PRODUCT_PICTURE.width, height: PRODUCT_PICTURE.height, channels: 3, background: { r: 250, g: 200, b: 180 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const state: ProductPageServer = { origin: '', port: 0, requests: [], close: async () => undefined };
  const server: Server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fixture').pathname;
    state.requests.push(path);
    const page = PRODUCT_PAGES.find((name) => path === `/${name}`);
    if (page) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(readFileSync(join(dir, page), 'utf8').replaceAll('{{ORIGIN}}', state.origin));
    }
    if (path === '/images/product.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': picture.length });
      return res.end(picture);
    }
    if (path === '/images/not-an-image.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      return res.end('this is not a picture');
    }
    if (path === '/missing.html') {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(readFileSync(join(dir, 'not-found.html')));
    }
    if (path === '/text.txt') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('<meta property="og:title" content="텍스트">');
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as AddressInfo).port;
  state.origin = `http://127.0.0.1:${state.port}`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
