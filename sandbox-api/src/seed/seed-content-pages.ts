import type { Transaction } from '@electric-sql/pglite';
import {
  CORPUS_AUTHOR,
  CORPUS_BLOGS,
  CORPUS_FIRST_ID,
  LILY_BLOG_FLAGS,
  XSS_CORPUS_HTML,
  buildNews,
} from './content-pages';

/** remote-content records (after the blogs exist): corpus articles (blog_extras), flags of lily's articles, the news. */
export async function seedContentPages(tx: Transaction): Promise<void> {
  for (const [i, b] of CORPUS_BLOGS.entries()) {
    await tx.query(
      `INSERT INTO blog_extras (id, user_id, title_en, title_zh, detail_en, detail_zh, read_count, init_read_count, updated_at)
       VALUES ($1,$2,$3,$4,$5,$5,$6,$7,$8)`,
      [CORPUS_FIRST_ID + i, CORPUS_AUTHOR, b.titleEn, b.titleZh, XSS_CORPUS_HTML, 7, 3, b.updatedAt],
    );
  }
  for (const f of LILY_BLOG_FLAGS) {
    await tx.query(
      `INSERT INTO blog_flags (blog_id, show_user_register, show_recommend)
       SELECT id, $2, $3 FROM blogs WHERE user_id = 1001 AND title_en = $1`,
      [f.titleEn, f.register, f.recommend],
    );
  }
  for (const n of buildNews()) {
    await tx.query(
      `INSERT INTO news (id, source, category, title_en, title_zh, detail_en, detail_zh, author, image_name, browse_count, created_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)`,
      [
        n.id,
        n.source,
        n.category,
        n.titleEn,
        n.titleZh,
        n.detailEn,
        n.detailZh,
        n.author,
        n.imageName,
        n.browseCount,
        n.createdAt,
      ],
    );
  }
}
