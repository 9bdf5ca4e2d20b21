/**
 * Who reaches a drawing (issue 18 item 3): any member of its project's company (and the system
 * admin), never a guest. 404 for an unknown drawing, 403 for a caller outside the company.
 */
import type { Kysely } from 'kysely';
import { requireProject, type Actor } from '../access/access.service';
import type { Database } from '../db/database';
import { AppError } from '../http/appError';

/** The drawing row with its project's company id; throws NOT_FOUND / FORBIDDEN. */
export async function requireDrawing(db: Kysely<Database>, actor: Actor, drawingId: number) {
  const drawing = await db.selectFrom('drawings').selectAll().where('id', '=', drawingId).executeTakeFirst();
  if (!drawing) throw new AppError('NOT_FOUND');
  const { project, companyId } = await requireProject(db, actor, drawing.projectId);
  return { drawing, project, companyId };
}
