import { DEFAULT_TIME_ZONE, wallTimeToInstant } from '@portal/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../platform/db/client';
import {
  apartments,
  apartmentTemplateMaterialForms,
  apartmentTemplates,
  apartmentUsers,
  condominiumProjects,
  condominiums,
  materialDeadlines,
  materialFormGroups,
  materialFormOptions,
  materialFormSelects,
  materialFormSubmissions,
  materialForms,
  materialQuoteRows,
  materialQuotes,
  materialSelections,
  productCategories,
  products,
} from '../platform/db/schema';
import { DEMO_CONDOMINIUM } from './demo-condominiums-seed';

/*
 * The demo condominium's material selection (issue 19, README "Demo data"): one form of 3 groups
 * and 8 selects built from the demo catalogue, linked to the two- and three-room templates;
 * selection deadlines (the project's still open, stairwell B's already passed); owners who have
 * chosen; a sent quote and an approved one. Added once: nothing is done when the project has a form.
 */

const FORM_NAME = 'Sisustusmateriaalit / Interior materials';

interface DemoSelect {
  name: string;
  category: string;
  area: string;
}

const GROUPS: { name: string; selects: DemoSelect[] }[] = [
  {
    name: 'Keittiö / Kitchen',
    selects: [
      { name: 'Keittiökalusteet / Kitchen cabinets', category: 'Keittiökalusteet / Kitchen cabinets', area: '0' },
      { name: 'Keittiön hana / Kitchen tap', category: 'Hanat / Taps', area: '0' },
      { name: 'Välitilan laatta / Backsplash tiles', category: 'Laatat / Tiles', area: '3.50' },
    ],
  },
  {
    name: 'Kylpyhuone / Bathroom',
    selects: [
      { name: 'Lattialaatta / Floor tiles', category: 'Laatat / Tiles', area: '4.20' },
      { name: 'Seinälaatta / Wall tiles', category: 'Laatat / Tiles', area: '16.80' },
      { name: 'Pesualtaan hana / Basin tap', category: 'Hanat / Taps', area: '0' },
    ],
  },
  {
    name: 'Asuinhuoneet / Living rooms',
    selects: [
      { name: 'Lattia / Flooring', category: 'Lattiat / Floorings', area: '42.50' },
      { name: 'Seinämaali / Wall paint', category: 'Seinämaalit / Wall paints', area: '96.00' },
    ],
  },
];

/** Options per select: the category's first products by name, the first one the default. */
const OPTIONS_PER_SELECT = 4;
/** The templates the form is linked to (the one-room flats have no form). */
const LINKED_TEMPLATES = ['Kaksio A', 'Kolmio B'];
/** Apartments whose owners have chosen, and which option (by position) they took per select. */
const CHOSEN: Record<string, number[]> = {
  'A 1': [1, 0, 2, 1, 1, 0, 2, 1],
  'A 4': [0, 1, 0, 0, 2, 1, 0, 0],
  'B 7': [2, 2, 1, 3, 0, 1, 1, 2],
};

const DAY = 86_400_000;

/** 23:59 in Helsinki `days` from now: deadlines are set as staff would set them. */
function endOfDayIn(days: number): Date {
  const date = new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  return wallTimeToInstant(`${date} 23:59:00`, DEFAULT_TIME_ZONE) ?? new Date(Date.now() + days * DAY);
}

async function demoPlace(db: DbOrTx) {
  const [place] = await db
    .select({ condominiumId: condominiums.id, projectId: condominiumProjects.projectId })
    .from(condominiums)
    .innerJoin(condominiumProjects, eq(condominiumProjects.condominiumId, condominiums.id))
    .where(eq(condominiums.name, DEMO_CONDOMINIUM))
    .limit(1);
  return place;
}

type DemoPlace = { condominiumId: number; projectId: number };
type SeededSelect = { id: number; optionIds: number[] };

export async function seedDemoMaterials(db: Db): Promise<void> {
  const place = await demoPlace(db);
  if (!place) return;
  const existing = await db
    .select({ id: materialForms.id })
    .from(materialForms)
    .where(eq(materialForms.projectId, place.projectId));
  if (existing.length > 0) return;

  await db.transaction(async (tx) => {
    const { formId, selects } = await insertDemoForm(tx, place.projectId);
    await linkDemoTemplates(tx, place, formId);
    await tx.insert(materialDeadlines).values([
      { projectId: place.projectId, deadlineAt: endOfDayIn(45) },
      { projectId: place.projectId, stairwell: 'B', deadlineAt: endOfDayIn(-3) },
    ]);
    const { ownersFlat, ownerId } = await insertDemoSelections(tx, place, formId, selects);
    if (ownersFlat) await seedDemoQuotes(tx, place.projectId, ownersFlat, ownerId);
  });
}

/** The demo form: its groups, selects and options (the first option of each is its default). */
async function insertDemoForm(tx: DbOrTx, projectId: number): Promise<{ formId: number; selects: SeededSelect[] }> {
  const [form] = await tx
    .insert(materialForms)
    .values({ projectId: projectId, name: FORM_NAME })
    .returning({ id: materialForms.id });
  const selects: SeededSelect[] = [];
  for (const [groupIndex, group] of GROUPS.entries()) {
    const [groupRow] = await tx
      .insert(materialFormGroups)
      .values({ materialFormId: form.id, name: group.name, position: groupIndex })
      .returning({ id: materialFormGroups.id });
    for (const [selectIndex, select] of group.selects.entries()) {
      const offered = await tx
        .select({
          id: products.id,
          name: products.name,
          price: products.price,
          categoryId: products.productCategoryId,
        })
        .from(products)
        .innerJoin(productCategories, eq(productCategories.id, products.productCategoryId))
        .where(eq(productCategories.name, select.category))
        .orderBy(asc(products.name))
        .limit(OPTIONS_PER_SELECT);
      if (offered.length === 0) continue;
      const [selectRow] = await tx
        .insert(materialFormSelects)
        .values({
          materialFormGroupId: groupRow.id,
          name: select.name,
          area: select.area,
          productCategoryId: offered[0].categoryId,
          position: selectIndex,
        })
        .returning({ id: materialFormSelects.id });
      const options = await tx
        .insert(materialFormOptions)
        .values(
          offered.map((product) => ({
            materialFormSelectId: selectRow.id,
            productId: product.id,
            name: product.name,
            price: product.price,
          })),
        )
        .returning({ id: materialFormOptions.id });
      const optionIds = options.map((o) => o.id);
      await tx
        .update(materialFormSelects)
        .set({ defaultOptionId: optionIds[0] })
        .where(eq(materialFormSelects.id, selectRow.id));
      selects.push({ id: selectRow.id, optionIds });
    }
  }
  return { formId: form.id, selects };
}

/** The form is offered in the apartments of the linked templates. */
async function linkDemoTemplates(tx: DbOrTx, place: DemoPlace, formId: number): Promise<void> {
  const templates = await tx
    .select({ id: apartmentTemplates.id })
    .from(apartmentTemplates)
    .where(
      and(
        eq(apartmentTemplates.condominiumId, place.condominiumId),
        inArray(apartmentTemplates.name, LINKED_TEMPLATES),
      ),
    );
  if (templates.length) {
    await tx
      .insert(apartmentTemplateMaterialForms)
      .values(templates.map((template) => ({ apartmentTemplateId: template.id, materialFormId: formId })));
  }
}

/** The chosen options and a submitted form of each apartment in CHOSEN; A 1's owner made A 1's. */
async function insertDemoSelections(
  tx: DbOrTx,
  place: DemoPlace,
  formId: number,
  selects: SeededSelect[],
): Promise<{ ownersFlat: number | undefined; ownerId: number | null }> {
  const flats = await tx
    .select({ id: apartments.id, stairwell: apartments.stairwell, number: apartments.apartmentNumber })
    .from(apartments)
    .where(eq(apartments.condominiumId, place.condominiumId));
  const byLabel = new Map(flats.map((a) => [`${a.stairwell} ${a.number ?? ''}`, a.id]));
  const ownersFlat = byLabel.get('A 1');
  const [owner] = ownersFlat
    ? await tx
        .select({ id: apartmentUsers.userId })
        .from(apartmentUsers)
        .where(and(eq(apartmentUsers.apartmentId, ownersFlat), eq(apartmentUsers.role, 'owner')))
        .limit(1)
    : [];
  const chosenOptions = await tx
    .select({ id: materialFormOptions.id, name: materialFormOptions.name, price: materialFormOptions.price })
    .from(materialFormOptions)
    .where(
      inArray(
        materialFormOptions.id,
        selects.flatMap((s) => s.optionIds),
      ),
    );
  const optionById = new Map(chosenOptions.map((o) => [o.id, o]));
  for (const [label, picks] of Object.entries(CHOSEN)) {
    const apartmentId = byLabel.get(label);
    if (!apartmentId) continue;
    const rows = selects.flatMap((select, index) => {
      const optionId = select.optionIds[Math.min(picks[index] ?? 0, select.optionIds.length - 1)];
      const option = optionById.get(optionId);
      return option
        ? [
            {
              apartmentId,
              materialFormSelectId: select.id,
              materialFormOptionId: optionId,
              name: option.name,
              price: option.price,
              createdBy: label === 'A 1' ? (owner?.id ?? null) : null,
            },
          ]
        : [];
    });
    if (rows.length) await tx.insert(materialSelections).values(rows);
    await tx.insert(materialFormSubmissions).values({
      apartmentId,
      materialFormId: formId,
      status: 'submitted',
      submittedAt: new Date(Date.now() - 2 * DAY),
    });
  }
  return { ownersFlat, ownerId: owner?.id ?? null };
}

/** A sent quote waiting for the owner of A 1, and an approved one. */
async function seedDemoQuotes(
  tx: DbOrTx,
  projectId: number,
  apartmentId: number,
  ownerId: number | null,
): Promise<void> {
  const now = Date.now();
  const [sent] = await tx
    .insert(materialQuotes)
    .values({
      projectId,
      apartmentId,
      name: 'Lattialämmitys kylpyhuoneeseen / Bathroom floor heating',
      status: 'sent',
      sentAt: new Date(now - DAY),
      deadlineAt: endOfDayIn(14),
    })
    .returning({ id: materialQuotes.id });
  await tx.insert(materialQuoteRows).values([
    {
      materialQuoteId: sent.id,
      description: 'Sähköinen lattialämmitysmatto / Electric heating mat',
      price: '68.00',
      area: '4.20',
      position: 0,
    },
    {
      materialQuoteId: sent.id,
      description: 'Termostaatti ja asennus / Thermostat and installation',
      price: '245.00',
      position: 1,
    },
  ]);
  const [approved] = await tx
    .insert(materialQuotes)
    .values({
      projectId,
      apartmentId,
      name: 'Lisäpistorasiat keittiöön / Extra kitchen sockets',
      status: 'approved',
      sentAt: new Date(now - 10 * DAY),
      readAt: new Date(now - 9 * DAY),
      approvedAt: new Date(now - 8 * DAY),
      approvedBy: ownerId,
      roomCardDeadlineAt: endOfDayIn(21),
    })
    .returning({ id: materialQuotes.id });
  await tx.insert(materialQuoteRows).values([
    {
      materialQuoteId: approved.id,
      description: 'Kaksoispistorasia, upotettu / Double socket, flush',
      price: '89.00',
      position: 0,
    },
    { materialQuoteId: approved.id, description: 'Kaapelointi / Cabling', price: '120.00', position: 1 },
  ]);
}
