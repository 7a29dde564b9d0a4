import { Link, useLocation } from 'react-router-dom';
import { ADMIN_NAV, isActiveLink } from '../adminNav';

/**
 * The admin sidebar (spec §2): member management, site management and links to the site home and
 * the admin home. The current page's link carries `aria-current="page"`.
 */
export function AdminSidebar() {
  const { pathname } = useLocation();
  return (
    <nav className="admin-sidebar" aria-label="관리자 사이드바">
      {ADMIN_NAV.map((section) => (
        <section key={section.title} className="admin-sidebar__section">
          <h2 className="admin-sidebar__title">{section.title}</h2>
          <ul className="admin-sidebar__list">
            {section.links.map((link) => {
              const active = isActiveLink(link.to, pathname);
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={active ? 'admin-sidebar__link admin-sidebar__link--active' : 'admin-sidebar__link'}
                    aria-current={active ? 'page' : undefined}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}
