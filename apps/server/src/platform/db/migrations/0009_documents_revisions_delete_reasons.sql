ALTER TABLE "document_delete_requests" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "document_files" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_files" ADD COLUMN "thumb_version" integer;--> statement-breakpoint
-- A second open request of a document (a second click, before this index) folds into the first.
DELETE FROM "document_delete_requests" r USING "document_delete_requests" older WHERE r."is_deleted" = false AND older."is_deleted" = false AND older."document_id" = r."document_id" AND older."id" < r."id";--> statement-breakpoint
CREATE UNIQUE INDEX "document_delete_requests_open_document_unique" ON "document_delete_requests" USING btree ("document_id") WHERE "document_delete_requests"."is_deleted" = false;