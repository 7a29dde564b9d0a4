import type { ComponentType } from 'react';
import AdminPageFrame from './AdminPageFrame';

/**
 * `Page` inside `AdminPageFrame` (the spec §4 admin guard and the admin sidebar), as a component with
 * the same props: what the shell does for a page whose table entry says `"frame": "admin"`, for this
 * remote's stand-alone bootstrap and the tests. `props` pass through unchanged.
 */
export function withAdminFrame<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function FramedAdminPage(props: P) {
    return (
      <AdminPageFrame>
        <Page {...props} />
      </AdminPageFrame>
    );
  }
  FramedAdminPage.displayName = `withAdminFrame(${Page.displayName ?? Page.name ?? 'Page'})`;
  return FramedAdminPage;
}
