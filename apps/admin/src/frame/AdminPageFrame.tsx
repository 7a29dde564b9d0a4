import type { ReactNode } from 'react';
import { AdminGuard } from '../guard/components/AdminGuard';
import { AdminFrame } from './components/AdminFrame';

/**
 * The frame 'admin' of the page tables (libs/contracts/src/pages, PAGE_FRAMES), exposed by this
 * remote as `AdminPageFrame`: the shell's router puts every page whose entry says `"frame": "admin"`
 * into it (the stand-alone bootstrap does the same through `withAdminFrame`). Renders `children` (the
 * page) behind the admin guard of spec §4 (300 ms, then /login/admin unless the stored token is
 * ROLE_ADMIN with a display name) inside the admin frame (sidebar). Guard and frame are idempotent:
 * a page that also wraps itself waits once and shows one sidebar.
 */
export default function AdminPageFrame({ children }: { children: ReactNode }) {
  return (
    <AdminGuard>
      <AdminFrame>{children}</AdminFrame>
    </AdminGuard>
  );
}
