/**
 * The /admin route's element (issue 19 item 3; spec/shell.md §2): a tiny chunk of its own holding
 * the guard — system admins through, everyone else to /403?redirect=/admin — and the lazy admin
 * page, so the entry carries neither (bundle budget, DESIGN §7).
 */
import { lazy, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { forbiddenPath } from '../../app/navigation';
import { selectUser } from '../session/sessionSlice';

const AdminPage = lazy(async () => ({
  default: (await import(/* webpackChunkName: "AdminPage" */ './AdminPage')).AdminPage,
}));

/** Lets system admins through; everyone else goes to /403?redirect=/admin (issue 19 item 3). */
export function AdminGuard({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  if (!user?.isSystemAdmin) return <Navigate replace to={forbiddenPath('/admin')} />;
  return <>{children}</>;
}

/** The guarded admin page. */
export default function AdminRoute() {
  return (
    <AdminGuard>
      <AdminPage />
    </AdminGuard>
  );
}
