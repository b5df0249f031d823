-- Custom SQL migration file, put your code below! --
-- Issue 16: the employees of owner and subcontractor companies, who add documents, may correct
-- them: document.edit in the typed columns owner-employee and subcontractor-employee, as a new
-- installation's seed now writes. Added only where every column but the owner one is still exactly
-- what the seed wrote before (a matrix an administrator has changed keeps their choice; an empty
-- one, a new installation, is filled by the seed after the migrations). An administrator may
-- revoke it in /permissions like any other permission.
WITH "previous_default" ("role", "name") AS (
  VALUES
    ('employee', 'projects.access'), ('employee', 'documents.access'), ('employee', 'document.create'),
    ('employee', 'notification.access'),
    ('editor', 'projects.access'), ('editor', 'documents.access'), ('editor', 'document.create'),
    ('editor', 'document.edit'), ('editor', 'keywords.manage'), ('editor', 'notification.access'),
    ('manager', 'projects.access'), ('manager', 'projects.manage'), ('manager', 'documents.access'),
    ('manager', 'document.create'), ('manager', 'document.edit'), ('manager', 'documents.delete'),
    ('manager', 'document-delete-requests.manage'), ('manager', 'company-users.manage'),
    ('manager', 'schedules_view'), ('manager', 'import'), ('manager', 'notification.access')
),
"current_matrix" AS (
  SELECT rp."role", p."name" FROM "role_permissions" rp JOIN "permissions" p ON p."id" = rp."permission_id"
  WHERE rp."role" <> 'owner'
),
"changed" AS (
  (SELECT * FROM "current_matrix" EXCEPT SELECT * FROM "previous_default")
  UNION ALL
  (SELECT * FROM "previous_default" EXCEPT SELECT * FROM "current_matrix")
)
INSERT INTO "role_permissions" ("role", "permission_id")
SELECT "column"."role", p."id"
FROM (VALUES ('owner-employee'), ('subcontractor-employee')) AS "column" ("role")
JOIN "permissions" p ON p."name" = 'document.edit'
WHERE NOT EXISTS (SELECT 1 FROM "changed")
ON CONFLICT DO NOTHING;
