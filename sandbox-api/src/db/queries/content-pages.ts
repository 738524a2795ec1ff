import type { Db } from '../open-db';
import { offsetOf, type Page } from './paging';

export interface BlogDetailRow {
  id: number;
  user_id: number;
  title: string;
  detail: string;
  read_count: number;
  init_read_count: number;
  image_name: string | null;
  updated_at: string;
  show_user_register: number;
  show_recommend: number;
}

/** One article in the ltype language, with its flags (no flag row: registration on, recommendations on). */
export async function findBlogDetail(db: Db, id: number, ltype: 0 | 1): Promise<BlogDetailRow | undefined> {
  const { rows } = await db.query<BlogDetailRow>(
    `SELECT b.id, b.user_id, CASE WHEN $2::int = 1 THEN b.title_en ELSE b.title_zh END AS title,
       CASE WHEN $2::int = 1 THEN b.detail_en ELSE b.detail_zh END AS detail, b.read_count, b.init_read_count,
       b.image_name, to_char(b.updated_at, 'YYYY-MM-DD HH24:MI:SS') AS updated_at,
       COALESCE(f.show_user_register, 1)::int AS show_user_register, COALESCE(f.show_recommend, 1)::int AS show_recommend
     FROM (SELECT id, user_id, title_en, title_zh, detail_en, detail_zh, read_count, init_read_count, image_name, updated_at
             FROM blogs
           UNION ALL
           SELECT id, user_id, title_en, title_zh, detail_en, detail_zh, read_count, init_read_count, NULL, updated_at
             FROM blog_extras) b
     LEFT JOIN blog_flags f ON f.blog_id = b.id WHERE b.id = $1`,
    [id, ltype],
  );
  return rows[0];
}

export interface RecommendRow {
  id: number;
  title: string;
  read_count: number;
  init_read_count: number;
  image_name: string | null;
}

/** An author's most-read articles (userId 0: every author) except `excludeId`; at most 10 (the client shows 5). */
export async function recommendBlogs(
  db: Db,
  q: { userId: number; excludeId: number; onlyWeb: boolean },
): Promise<RecommendRow[]> {
  const { rows } = await db.query<RecommendRow>(
    `SELECT id, title, read_count, init_read_count, image_name FROM (
       SELECT id, user_id, title_en AS title, read_count, init_read_count, image_name, is_show_web FROM blogs
       UNION ALL
       SELECT id, user_id, title_en, read_count, init_read_count, NULL, 1 FROM blog_extras) b
     WHERE ($1::int = 0 OR user_id = $1) AND id <> $2 AND ($3::boolean IS FALSE OR is_show_web = 1)
     ORDER BY read_count + init_read_count DESC, id LIMIT 10`,
    [q.userId, q.excludeId, q.onlyWeb],
  );
  return rows;
}

export interface NewsRow {
  id: number;
  source: string;
  category: string;
  title: string;
  detail: string;
  author: string | null;
  image_name: string | null;
  browse_count: number;
  created_at: string;
}

const NEWS_COLUMNS = `id, source, category, CASE WHEN $1::int = 1 THEN title_en ELSE title_zh END AS title,
  CASE WHEN $1::int = 1 THEN detail_en ELSE detail_zh END AS detail, author, image_name, browse_count,
  to_char(created_at, 'YYYY-MM-DD HH24:MI:SS') AS created_at`;

/** One page of news, newest first; `category` null = every category. */
export async function pageNews(
  db: Db,
  q: { ltype: 0 | 1; category: string | null; pageNum: number; pageSize: number },
): Promise<Page<NewsRow>> {
  const where = 'FROM news WHERE ($2::text IS NULL OR lower(category) = lower($2))';
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${where.replaceAll('$2', '$1')}`, [
    q.category,
  ]);
  const { rows } = await db.query<NewsRow>(
    `SELECT ${NEWS_COLUMNS} ${where} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [q.ltype, q.category, q.pageSize, offsetOf(q.pageNum, q.pageSize)],
  );
  return { rows, total: count.rows[0]?.n ?? 0 };
}

/** The most-read news (descending browse count), `count` of them. */
export async function popularNews(db: Db, ltype: 0 | 1, count: number): Promise<NewsRow[]> {
  const { rows } = await db.query<NewsRow>(
    `SELECT ${NEWS_COLUMNS} FROM news ORDER BY browse_count DESC, id LIMIT $2`,
    [ltype, count],
  );
  return rows;
}

/** One news item by source and id. */
export async function findNews(
  db: Db,
  ltype: 0 | 1,
  source: string,
  id: number,
): Promise<NewsRow | undefined> {
  const { rows } = await db.query<NewsRow>(`SELECT ${NEWS_COLUMNS} FROM news WHERE id = $2 AND source = $3`, [
    ltype,
    id,
    source,
  ]);
  return rows[0];
}

export interface EmailJobRow {
  id: number;
  queuename: string;
  message_tag: string;
  delaysec: number;
  message: unknown;
  created_at: string;
}

/** Persists one e-mail job of a batchsend; returns its id. */
export async function insertEmailJob(
  db: Db,
  job: { queuename: string; messageTag: string; delaysec: number; message: unknown },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO email_jobs (queuename, message_tag, delaysec, message) VALUES ($1,$2,$3,$4::jsonb) RETURNING id',
    [job.queuename, job.messageTag, job.delaysec, JSON.stringify(job.message)],
  );
  return rows[0]!.id;
}

/** Every persisted e-mail job, oldest first. */
export async function listEmailJobs(db: Db): Promise<EmailJobRow[]> {
  const { rows } = await db.query<EmailJobRow>(
    `SELECT id, queuename, message_tag, delaysec, message, to_char(created_at, 'YYYY-MM-DD HH24:MI:SS') AS created_at
     FROM email_jobs ORDER BY id`,
  );
  return rows;
}
