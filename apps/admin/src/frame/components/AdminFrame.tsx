import { createContext, useContext, type ReactNode } from 'react';
import { AdminSidebar } from './AdminSidebar';
import '../../admin.css';

const InsideFrame = createContext(false);

/**
 * The admin remote's frame around every admin page (spec §2): the sidebar beside the page on the
 * admin background (the admin bar itself is the shell's). Idempotent: a page that is already inside
 * a frame renders just its children, so a page wrapping itself by hand does not get two sidebars.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  if (useContext(InsideFrame)) return <>{children}</>;
  return (
    <InsideFrame.Provider value={true}>
      <div className="admin-frame">
        <AdminSidebar />
        <div className="admin-frame__page">{children}</div>
      </div>
    </InsideFrame.Provider>
  );
}
