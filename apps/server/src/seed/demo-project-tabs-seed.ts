import { count, eq, inArray } from 'drizzle-orm';
import { insertSchedules, localDate } from '../modules/schedules/schedules.repo';
import type { Db } from '../platform/db/client';
import {
  companies,
  contacts,
  progressReports,
  projects,
  type StoredProgressNumber,
  users,
} from '../platform/db/schema';

/** Contacts per demo project code. */
const DEMO_CONTACTS: Record<string, { first: string; last: string; title: string; phone: string; email: string }[]> = {
  'HEL-0311': [
    {
      first: 'Pekka',
      last: 'Virtanen',
      title: 'Vastaava työnjohtaja',
      phone: '+358 40 123 4567',
      email: 'pekka.virtanen@demo.test',
    },
    {
      first: 'Liisa',
      last: 'Korhonen',
      title: 'Tilaajan edustaja',
      phone: '+358 50 765 4321',
      email: 'liisa.korhonen@demo.test',
    },
  ],
  'TRE-0142': [{ first: 'Jussi', last: 'Nieminen', title: 'Työmaapäällikkö', phone: '+358 44 222 3333', email: '' }],
  'TKU-0907': [
    {
      first: 'Anna',
      last: 'Lehtonen',
      title: 'Projektipäällikkö',
      phone: '+358 40 987 6543',
      email: 'anna.lehtonen@demo.test',
    },
  ],
  'KOI-2024': [
    { first: 'Matti', last: 'Mäkinen', title: 'Isännöitsijä', phone: '+358 9 555 0101', email: 'isannointi@demo.test' },
  ],
};

interface DemoEntry {
  description: string;
  /** Days from today. */
  start: number;
  end: number;
  estimate?: [number, number];
  completion: number;
  children?: DemoEntry[];
}

/** A schedule tree per project code: phases with their work under them. */
const DEMO_SCHEDULES: Record<string, DemoEntry[]> = {
  'HEL-0311': [
    {
      description: 'Suunnittelu ja luvat',
      start: -30,
      end: -10,
      completion: 100,
      children: [
        { description: 'Kaivuluvat', start: -30, end: -20, completion: 100 },
        { description: 'Johtokartat', start: -25, end: -10, completion: 100 },
      ],
    },
    {
      description: 'Kaapelityöt',
      start: -9,
      end: 20,
      estimate: [-9, 25],
      completion: 40,
      children: [
        { description: 'Kaapeliojan kaivu', start: -9, end: 5, completion: 70 },
        { description: 'Kaapelin asennus', start: 0, end: 15, completion: 20 },
        { description: 'Peitto ja asfaltointi', start: 10, end: 20, completion: 0 },
      ],
    },
    { description: 'Käyttöönotto', start: 21, end: 24, completion: 0 },
  ],
  'TKU-0907': [
    {
      description: 'Laiturin runko',
      start: -14,
      end: 14,
      completion: 50,
      children: [
        { description: 'Paalutus', start: -14, end: 0, completion: 90 },
        { description: 'Kansirakenne', start: 0, end: 14, completion: 10 },
      ],
    },
  ],
};

/** Progress reports of the cable site: days ago, hour, numbers. */
const DEMO_PROGRESS: { days: number; time: string; numbers: StoredProgressNumber[] }[] = [
  {
    days: -6,
    time: '15:30',
    numbers: [
      { slug: 'cabletrenchdig', unit: 'm', value: 120 },
      { slug: 'usedpetrol', unit: 'l', value: 45 },
    ],
  },
  {
    days: -4,
    time: '16:00',
    numbers: [
      { slug: 'cabletrenchdig', unit: 'm', value: 95 },
      { slug: 'laidcable', unit: 'm', value: 80 },
    ],
  },
  {
    days: -2,
    time: '15:45',
    numbers: [
      { slug: 'laidcable', unit: 'm', value: 140 },
      { slug: 'polesinstalled', unit: 'kpl', value: 2 },
    ],
  },
  {
    days: -1,
    time: '14:15',
    numbers: [
      { slug: 'cablecoverinstalled', unit: 'm', value: 60 },
      { slug: 'eleccabinetinstalled', unit: 'kpl', value: 1 },
    ],
  },
];

/**
 * Contacts, schedule trees (beside the automatic status entries) and progress reports for the demo
 * projects (issue 17), once: nothing is added when contacts exist already.
 */
export async function seedDemoProjectTabs(db: Db): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(contacts);
  if (n > 0) return;
  await db.transaction(async (tx) => {
    const codes = [...new Set([...Object.keys(DEMO_CONTACTS), ...Object.keys(DEMO_SCHEDULES)])];
    const rows = await tx
      .select({ id: projects.id, code: projects.code })
      .from(projects)
      .where(inArray(projects.code, codes));
    const idOf = new Map(rows.map((r) => [r.code, r.id]));

    const contactRows = Object.entries(DEMO_CONTACTS).flatMap(([code, list]) => {
      const projectId = idOf.get(code);
      return projectId
        ? list.map((c) => ({
            projectId,
            firstName: c.first,
            lastName: c.last,
            title: c.title,
            phone: c.phone,
            email: c.email,
          }))
        : [];
    });
    if (contactRows.length) await tx.insert(contacts).values(contactRows);

    const insertTree = async (projectId: number, entries: DemoEntry[], parentId: number | null, level: number) => {
      for (const e of entries) {
        const [row] = await insertSchedules(tx, [
          {
            projectId,
            description: e.description,
            startAt: localDate(e.start),
            endAt: localDate(e.end),
            estimateStartAt: e.estimate ? localDate(e.estimate[0]) : null,
            estimateEndAt: e.estimate ? localDate(e.estimate[1]) : null,
            completionPercentage: e.completion,
            parentId,
            level,
            automatical: false,
          },
        ]);
        await insertTree(projectId, e.children ?? [], row.id, level + 1);
      }
    };
    for (const [code, entries] of Object.entries(DEMO_SCHEDULES)) {
      const projectId = idOf.get(code);
      if (projectId) await insertTree(projectId, entries, null, 0);
    }

    const cableSite = idOf.get('HEL-0311');
    const [reporter] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'sub.employee@demo.test'));
    const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.code, 'ASO'));
    if (cableSite && reporter && company) {
      await tx.insert(progressReports).values(
        DEMO_PROGRESS.map((p) => ({
          projectId: cableSite,
          userId: reporter.id,
          companyId: company.id,
          reportedAt: `${localDate(p.days)} ${p.time}`,
          numbers: p.numbers,
        })),
      );
    }
  });
}
