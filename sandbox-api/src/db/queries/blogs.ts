import type { Db } from '../open-db';
import { offsetOf, type Page } from './paging';

export interface BlogListRow {
  id: number;
  title: string;
  read_count: number;
  init_read_count: number;
  image_name: string | null;
  updated_at: string;
  /** Answered in the minimal wire shape (seed/blogs.ts). */
  minimal: boolean;
}

/** One page of a user's articles, newest first; `onlyWeb` keeps is_show_web = 1; title in the ltype language. */
export async function pageBlogs(
  db: Db,
  q: { userId: number; onlyWeb: boolean; ltype: 0 | 1; pageNum: number; pageSize: number },
): Promise<Page<BlogListRow>> {
  const where = `FROM blogs WHERE user_id = $1 AND ($2::boolean IS FALSE OR is_show_web = 1)`;
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${where}`, [q.userId, q.onlyWeb]);
  const { rows } = await db.query<BlogListRow>(
    `SELECT id, CASE WHEN $3::int = 1 THEN title_en ELSE title_zh END AS title, read_count, init_read_count, image_name,
       to_char(updated_at, 'YYYY-MM-DD HH24:MI:SS') AS updated_at, minimal
     ${where} ORDER BY updated_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [q.userId, q.onlyWeb, q.ltype, q.pageSize, offsetOf(q.pageNum, q.pageSize)],
  );
  return { rows, total: count.rows[0]?.n ?? 0 };
}
