import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { selectRows, sqlIdList } from '../../platform/db/rows';

/* The apartments whose material selection is read or saved: the selection's place and lock. */

/** An apartment as the selection reads it, with whether the project is its condominium's. */
export interface SelectionApartmentRow {
  id: number;
  condominiumId: number;
  stairwell: string;
  apartmentNumber: string | null;
  apartmentTemplateId: number | null;
}

/**
 * The apartments among `ids` that lie in a condominium the project is linked to (condominium
 * projects), the project not deleted; locked FOR UPDATE when a save is about to replace their
 * selections, which makes concurrent saves of one apartment run one after the other.
 */
export async function findProjectApartmentsIn(
  db: DbOrTx,
  projectId: number,
  ids: readonly number[],
  lock: boolean,
): Promise<SelectionApartmentRow[]> {
  const rows = await selectRows<{
    id: number;
    condominium_id: number;
    stairwell: string;
    apartment_number: string | null;
    apartment_template_id: number | null;
  }>(
    db,
    sql`select a.id, a.condominium_id, a.stairwell, a.apartment_number, a.apartment_template_id
          from apartments a
          join condominium_projects cp on cp.condominium_id = a.condominium_id and cp.project_id = ${projectId}
          join projects p on p.id = cp.project_id and p.deleted_at is null
         where a.id in (${sqlIdList(ids)})${lock ? sql` for update of a` : sql``}`,
  );
  return rows.map(toApartment);
}

/** Apartments by id, wherever they are (the submission calls name no project). */
export async function findApartmentsIn(db: DbOrTx, ids: readonly number[]): Promise<SelectionApartmentRow[]> {
  const rows = await selectRows<{
    id: number;
    condominium_id: number;
    stairwell: string;
    apartment_number: string | null;
    apartment_template_id: number | null;
  }>(
    db,
    sql`select id, condominium_id, stairwell, apartment_number, apartment_template_id
          from apartments where id in (${sqlIdList(ids)})`,
  );
  return rows.map(toApartment);
}

function toApartment(row: {
  id: number;
  condominium_id: number;
  stairwell: string;
  apartment_number: string | null;
  apartment_template_id: number | null;
}): SelectionApartmentRow {
  return {
    id: row.id,
    condominiumId: row.condominium_id,
    stairwell: row.stairwell,
    apartmentNumber: row.apartment_number,
    apartmentTemplateId: row.apartment_template_id,
  };
}
