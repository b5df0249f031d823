-- Custom SQL migration file, put your code below! --
-- The six built-in statuses are all default ones (shown by translated slug, never deleted: 43).
UPDATE "project_statuses" SET "is_default" = true WHERE "slug" IN ('active', 'inactive', 'before', 'during', 'after', 'imported');
