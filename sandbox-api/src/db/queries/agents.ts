import type { Db } from '../open-db';

/** An agent row as the routes need it (text columns of both languages). */
export interface AgentRow {
  blog_uri: string;
  user_id: number;
  cims_uid: number;
  yonghu_id: number;
  name_en: string;
  name_zh: string;
  title_en: string | null;
  title_zh: string | null;
  company_en: string | null;
  company_zh: string | null;
  slogan_en: string | null;
  slogan_zh: string | null;
  website_title_en: string | null;
  website_title_zh: string | null;
  mobile: string | null;
  phone: string | null;
  email: string | null;
  website_status: boolean;
  template: 'default' | 'demo' | 'epic';
  template_ms: number;
  /** Answered in the minimal wire shape (seed/agents.ts). */
  minimal: boolean;
}

const COLUMNS = `blog_uri, user_id, cims_uid, yonghu_id, name_en, name_zh, title_en, title_zh, company_en, company_zh,
  slogan_en, slogan_zh, website_title_en, website_title_zh, mobile, phone, email, website_status, template,
  (extract(epoch FROM template_updated_at) * 1000)::float8 AS template_ms, minimal`;

/** The agent whose blog uri (username) is `username`, case-insensitive. */
export async function findAgentByUri(db: Db, username: string): Promise<AgentRow | undefined> {
  const { rows } = await db.query<AgentRow>(`SELECT ${COLUMNS} FROM agents WHERE blog_uri = lower($1)`, [
    username,
  ]);
  return rows[0];
}

/** The agent whose cmis user id OR cims_uid is `id`. */
export async function findAgentByAnyId(db: Db, id: number): Promise<AgentRow | undefined> {
  const { rows } = await db.query<AgentRow>(
    `SELECT ${COLUMNS} FROM agents WHERE user_id = $1 OR cims_uid = $1 LIMIT 1`,
    [id],
  );
  return rows[0];
}
