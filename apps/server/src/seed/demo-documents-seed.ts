import { Readable } from 'node:stream';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { uploadDocument } from '../modules/documents/documents.service';
import { newFileKey } from '../modules/documents/documents.upload';
import type { AuthUser } from '../platform/auth/auth-user';
import { selectRows } from '../platform/db/rows';
import { companies, documents, documentTypes, folders, keywords, projects, users } from '../platform/db/schema';
import { storeFile } from '../platform/storage/store-upload';
import { seededRandom, sitePhoto, textPdf, textPdfPages } from './demo-pictures';

/** Keywords of the built-in fields (phase 2, subject 3, state 4) for the demo: markers colour by subject. */
const DEMO_KEYWORDS: Record<number, string[]> = {
  2: ['Suunnittelu', 'Toteutus', 'Vastaanotto'],
  3: ['Kaivu', 'Kaapelointi', 'Valaistus', 'Laituri', 'Putkityöt'],
  4: ['Avoin', 'Korjattava', 'Valmis'],
};

interface DemoSite {
  code: string;
  /** Where the photos were taken: around the project's position, within `spreadMetres`. */
  centre: [number, number];
  spreadMetres: number;
  photos: number;
  folder?: string;
  photographer: string;
  subjects: string[];
}

/** Photos around Helsinki (Kalasatama), Tampere (Hervanta) and Turku (the Aura river), and a condominium. */
const DEMO_SITES: DemoSite[] = [
  {
    code: 'HEL-0311',
    centre: [60.1874, 24.977],
    spreadMetres: 700,
    photos: 14,
    folder: 'Asennuskuvat',
    photographer: 'sub.employee@demo.test',
    subjects: ['Kaivu', 'Kaapelointi'],
  },
  {
    code: 'TRE-0142',
    centre: [61.45, 23.851],
    spreadMetres: 900,
    photos: 12,
    folder: 'Asennuskuvat',
    photographer: 'employee@demo.test',
    subjects: ['Valaistus', 'Kaivu'],
  },
  {
    code: 'TKU-0907',
    centre: [60.4449, 22.2606],
    spreadMetres: 250,
    photos: 8,
    photographer: 'site.lead@demo.test',
    subjects: ['Laituri'],
  },
  {
    code: 'KOI-2024',
    centre: [60.2055, 24.6559],
    spreadMetres: 60,
    photos: 6,
    folder: 'Ennen',
    photographer: 'plumber@demo.test',
    subjects: ['Putkityöt'],
  },
];

const DAY_MS = 86_400_000;

/** A point `metres` at most from `centre`, spread evenly over the disc. */
function near([lat, lng]: [number, number], metres: number, random: () => number): [number, number] {
  const distance = Math.sqrt(random()) * metres;
  const angle = random() * 2 * Math.PI;
  const dLat = (distance * Math.cos(angle)) / 111_320;
  const dLng = (distance * Math.sin(angle)) / (111_320 * Math.cos((lat * Math.PI) / 180));
  return [lat + dLat, lng + dLng];
}

async function ensureKeywords(ctx: AppContext): Promise<Map<string, number>> {
  const existing = await ctx.db
    .select()
    .from(keywords)
    .where(inArray(keywords.fieldId, [2, 3, 4]));
  const byText = new Map(existing.map((k) => [k.text, k.id]));
  const missing = Object.entries(DEMO_KEYWORDS).flatMap(([fieldId, texts]) =>
    texts.filter((text) => !byText.has(text)).map((text) => ({ fieldId: Number(fieldId), text })),
  );
  if (missing.length > 0) {
    for (const row of await ctx.db.insert(keywords).values(missing).returning()) byText.set(row.text, row.id);
  }
  return byText;
}

/**
 * The demo user as the seed acts for them. Marked Super so that what the seed adds never depends on
 * the permission matrix an administrator may have changed; the documents still count as added by
 * the user and their company.
 */
async function actingUser(ctx: AppContext, email: string): Promise<AuthUser | null> {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return null;
  const userCompanies = await selectRows<{ id: number; name: string; type: string }>(
    ctx.db,
    sql`select distinct c.id, c.name, c.type from user_roles ur join roles r on r.id = ur.role_id
      join companies c on c.id = r.company_id where ur.user_id = ${user.id}`,
  );
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    locale: user.locale === 'fi' ? 'fi' : 'en',
    isSuper: true,
    isOwner: user.isOwner,
    termsAccepted: true,
    hasPhoto: false,
    companies: userCompanies.map((c) => ({ id: c.id, name: c.name, type: c.type as never, roles: [] })),
    condominiums: [],
    apartments: [],
    permissions: new Set(),
    tokenId: 0,
    tokenExpiresAt: new Date(Date.now() + DAY_MS),
  };
}

async function addFile(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  fileName: string,
  bytes: Buffer,
  fields: Record<string, string>,
): Promise<void> {
  await uploadDocument(ctx, user, projectId, async () => ({
    fields,
    file: await storeFile(ctx.storage, Readable.from([bytes]), fileName, ctx.config.IMAGE_MAX_MEGAPIXELS, (extension) =>
      newFileKey(projectId, extension),
    ),
  }));
}

/**
 * Demo documents (`npm run demo`): site photos with GPS positions and capture times in EXIF, and a
 * few PDFs, added through the same service as an upload, so the processing job reads their
 * positions and makes their thumbnails. Only into a database that has no documents yet.
 */
export async function seedDemoDocuments(ctx: AppContext): Promise<void> {
  const [{ n }] = await ctx.db.select({ n: count() }).from(documents);
  if (n > 0) return;
  const [type] = await ctx.db.select().from(documentTypes).where(eq(documentTypes.isDefault, true)).limit(1);
  if (!type) return;
  const keywordIds = await ensureKeywords(ctx);
  const random = seededRandom(20261123);
  const now = Date.now();
  for (const site of DEMO_SITES) {
    const [project] = await ctx.db.select().from(projects).where(eq(projects.code, site.code)).limit(1);
    const user = await actingUser(ctx, site.photographer);
    if (!project || !user) continue;
    const [folder] = site.folder
      ? await ctx.db
          .select({ id: folders.id })
          .from(folders)
          .where(and(eq(folders.projectId, project.id), eq(folders.name, site.folder)))
          .limit(1)
      : [];
    for (let i = 0; i < site.photos; i++) {
      const [latitude, longitude] = near(site.centre, site.spreadMetres, random);
      const takenAt = new Date(now - Math.floor(random() * 60) * DAY_MS - Math.floor(random() * 8 * 3_600_000));
      const subject = site.subjects[i % site.subjects.length];
      const state = DEMO_KEYWORDS[4][Math.floor(random() * 3)];
      const phase = DEMO_KEYWORDS[2][Math.min(2, Math.floor((i / site.photos) * 3))];
      const photo = await sitePhoto(
        { latitude, longitude, accuracyMetres: 3 + random() * 12, takenAt, label: `${site.code} ${subject}` },
        random,
      );
      const ids = [subject, state, phase].map((text) => keywordIds.get(text)).filter((id) => id !== undefined);
      await addFile(ctx, user, project.id, `IMG_${4100 + i}.jpg`, photo, {
        documentTypeId: String(type.id),
        folderId: String(folder?.id ?? 0),
        keywords: JSON.stringify(ids),
        fields: JSON.stringify([{ field_id: 7, text: `${subject}: ${state.toLowerCase()}` }]),
      });
    }
    const [company] = await ctx.db.select({ name: companies.name }).from(companies).limit(1);
    await addFile(
      ctx,
      user,
      project.id,
      'Tarkastuspöytäkirja.pdf',
      textPdf(`Tarkastuspöytäkirja ${site.code}`, [
        `Kohde: ${project.name}`,
        `Tarkastaja: ${user.name}${company ? `, ${company.name}` : ''}`,
        'Havainnot: kaivannon tuenta kunnossa, kaapelisuojat asennettu.',
        'Korjattavaa: työmaa-aidan kiinnitys pohjoispäädyssä.',
        'Seuraava tarkastus kahden viikon kuluttua.',
      ]),
      { documentTypeId: String(type.id), folderId: '0' },
    );
    // A report of several pages: search finds its words at their page (issue 17).
    await addFile(ctx, user, project.id, 'Kosteusmittausraportti.pdf', moistureReport(site.code, project.name), {
      documentTypeId: String(type.id),
      folderId: '0',
    });
  }
}

function moistureReport(code: string, projectName: string): Buffer {
  return textPdfPages([
    {
      title: `Kosteusmittausraportti ${code}`,
      lines: [`Kohde: ${projectName}`, 'Sisällys: 1. Yhteenveto. 2. Mittaustulokset. 3. Toimenpiteet.'],
    },
    {
      title: 'Mittaustulokset',
      lines: [
        'Kellarin ulkoseinien rakennekosteus mitattiin porareikämenetelmällä.',
        'Kosteusvauriot havaittiin kellarin pohjoisnurkassa ja pesuhuoneen lattiassa.',
        'Muissa mittauspisteissä suhteellinen kosteus oli alle 75 prosenttia.',
      ],
    },
    {
      title: 'Toimenpiteet',
      lines: [
        'Vaurioituneet rakenteet puretaan ja kuivatetaan ennen uusien pintojen asentamista.',
        'Salaojien toiminta tarkastetaan ennen syksyn sateita.',
      ],
    },
  ]);
}
