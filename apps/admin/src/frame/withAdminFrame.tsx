import type { ComponentType } from 'react';
import { AdminGuard } from '../guard/components/AdminGuard';
import { AdminFrame } from './components/AdminFrame';

/**
 * Wraps an admin page in the admin guard of spec §4 and the admin frame (sidebar). The admin
 * remote's build applies it to every page of `libs/contracts/src/pages/admin.json` whose path is
 * '/admin' or below (tools/admin-frame-loader.cjs), so a page added to the table is guarded
 * without code of its own. `props` pass through unchanged.
 */
export function withAdminFrame<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function FramedAdminPage(props: P) {
    return (
      <AdminGuard>
        <AdminFrame>
          <Page {...props} />
        </AdminFrame>
      </AdminGuard>
    );
  }
  FramedAdminPage.displayName = `withAdminFrame(${Page.displayName ?? Page.name ?? 'Page'})`;
  return FramedAdminPage;
}
