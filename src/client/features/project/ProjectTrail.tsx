/**
 * The project header's way back (cabinet › company) and its "Archived" mark, drawn as MUI's
 * Breadcrumbs, Link and small Chip draw them (the same structure, roles and look) from plain
 * elements with shellStyles.ts's classes (`project-trail`, `project-mark`): the three components
 * weigh ~3.5 KB gzip, on the board's first paint (DESIGN §7).
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** `links` (`{to, label}`) separated by "/", in a `nav` named "breadcrumb" (MUI Breadcrumbs' markup). */
export function ProjectTrail({ links }: { links: { to: string; label: ReactNode }[] }) {
  return (
    <nav aria-label="breadcrumb" className="project-trail">
      <ol>
        {links.map(({ to, label }, index) => (
          <li key={to}>
            {index > 0 && (
              <span aria-hidden className="project-trail-sep">
                /
              </span>
            )}
            <RouterLink to={to}>{label}</RouterLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A small grey mark like MUI's `<Chip size="small">` ("Archived" next to the project's name). */
export function ProjectMark({ label }: { label: string }) {
  return <span className="project-mark">{label}</span>;
}
