// Guest remote: pages for visitors (news page; later quiz, wish list, reservations, notices).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../../tools/rspack/base.mjs';

export default createAppConfig({
  name: 'guest',
  projectDir: path.dirname(fileURLToPath(import.meta.url)),
  publicPath: 'auto',
  exposes: {
    './NewsPage': './src/news/NewsPage.tsx',
    './NoticeListPage': './src/notice/NoticeListPage.tsx',
    './WishListPage': './src/wishes/WishListPage.tsx',
    './WishReservedPage': './src/reservation/WishReservedPage.tsx',
  },
});
