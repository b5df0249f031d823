import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { randomSecret } from '../platform/auth/secrets';
import { mobileLinks, notifications, users } from '../platform/db/schema';
import { storeFile } from '../platform/storage/store-upload';
import { textPdf } from './demo-pictures';

/**
 * Demo notifications and mobile links (`npm run demo`): two published notifications, one of them
 * with a PDF attachment stored as an upload is (the documents' content check), and an unpublished
 * draft for the admin table; the mobile app's menu. Only into a database that has none yet.
 */
export async function seedDemoNotifications(ctx: AppContext): Promise<void> {
  const [author] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'owner.manager@demo.test'))
    .limit(1);
  const [{ n }] = await ctx.db.select({ n: count() }).from(notifications);
  if (n === 0) {
    const pdf = textPdf('Vesikatko Koivukujalla', [
      'Vesi katkaistaan maanantaina klo 8-12 putkiremontin vuoksi.',
      'Ottakaa vettä talteen etukäteen.',
      'Lisätietoja: Putkityö Virtanen Oy.',
    ]);
    const file = await storeFile(
      ctx.storage,
      Readable.from([pdf]),
      'Vesikatko-tiedote.pdf',
      ctx.config.IMAGE_MAX_MEGAPIXELS,
      (extension) => `notifications/${randomSecret(18)}.${extension}`,
    );
    const creatorUserId = author?.id ?? null;
    const hour = 3_600_000;
    await ctx.db.insert(notifications).values([
      {
        title: 'Tervetuloa portaaliin',
        body: 'Portaalista löydät projektien dokumentit, aikataulut ja tiedotteet. Uudet tiedotteet näkyvät projektilistan yläpuolella heti, kun ne julkaistaan. Welcome to the portal: project documents, schedules and notices in one place.',
        isPublished: true,
        creatorUserId,
        createdAt: new Date(Date.now() - 48 * hour),
      },
      {
        title: 'Vesikatko maanantaina',
        body: 'Koivukujan kohteessa vesi katkaistaan maanantaina klo 8-12 putkiremontin vuoksi. Tarkemmat tiedot liitteenä. The water will be cut on Monday from 8 to 12; see the attached notice.',
        isPublished: true,
        attachmentKey: file.key,
        attachmentName: `${file.name}.${file.extension}`,
        attachmentMime: file.type.mime,
        attachmentSize: file.put.size,
        creatorUserId,
        createdAt: new Date(Date.now() - 2 * hour),
      },
      {
        title: 'Luonnos: joulutauko',
        body: 'Työmaat ovat suljettuina 23.12.-6.1. Tätä tiedotetta ei ole vielä julkaistu.',
        isPublished: false,
        creatorUserId,
      },
    ]);
  }
  const [{ links }] = await ctx.db.select({ links: count() }).from(mobileLinks);
  if (links === 0) {
    await ctx.db.insert(mobileLinks).values([
      { title: 'Tiedotteet', link: 'https://portal.example.test/view-notifications', order: 1 },
      { title: 'Työturvallisuusohje', link: 'https://portal.example.test/ohjeet/turvallisuus.pdf', order: 2 },
      { title: 'Päivystys', link: 'tel:+358401234567', order: 3 },
    ]);
  }
}
