CREATE TABLE "document_search_texts" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS ((to_tsvector('finnish'::regconfig, left("text", 100000)) || to_tsvector('english'::regconfig, left("text", 100000)))) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_file_pages" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS ((to_tsvector('finnish'::regconfig, left("text", 100000)) || to_tsvector('english'::regconfig, left("text", 100000)))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "document_search_texts" ADD CONSTRAINT "document_search_texts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_search_texts_search_idx" ON "document_search_texts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "document_file_pages_search_idx" ON "document_file_pages" USING gin ("search");--> statement-breakpoint
-- A document's searchable metadata (name, text field values, keyword texts), rebuilt by the
-- database whenever one of them changes, so every path that writes a document re-indexes it.
CREATE FUNCTION "refresh_document_search_text"(doc integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "document_search_texts" ("document_id", "text")
	SELECT d."id", concat_ws(E'\n', d."name",
		(SELECT string_agg(v."text", E'\n' ORDER BY v."field_id") FROM "document_field_values" v
			WHERE v."document_id" = d."id" AND v."text" IS NOT NULL AND v."text" <> ''),
		(SELECT string_agg(k."text", E'\n' ORDER BY k."id") FROM "document_keywords" dk
			JOIN "keywords" k ON k."id" = dk."keyword_id" WHERE dk."document_id" = d."id"))
	FROM "documents" d WHERE d."id" = doc
	ON CONFLICT ("document_id") DO UPDATE SET "text" = excluded."text";
END $$;
--> statement-breakpoint
CREATE FUNCTION "document_search_text_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'keywords' THEN
		PERFORM "refresh_document_search_text"(dk."document_id") FROM "document_keywords" dk WHERE dk."keyword_id" = NEW."id";
	ELSIF TG_TABLE_NAME = 'documents' THEN
		PERFORM "refresh_document_search_text"(NEW."id");
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "refresh_document_search_text"(OLD."document_id");
	ELSE
		PERFORM "refresh_document_search_text"(NEW."document_id");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "documents_search_text" AFTER INSERT OR UPDATE OF "name" ON "documents"
	FOR EACH ROW EXECUTE FUNCTION "document_search_text_changed"();
--> statement-breakpoint
CREATE TRIGGER "document_field_values_search_text" AFTER INSERT OR UPDATE OR DELETE ON "document_field_values"
	FOR EACH ROW EXECUTE FUNCTION "document_search_text_changed"();
--> statement-breakpoint
CREATE TRIGGER "document_keywords_search_text" AFTER INSERT OR DELETE ON "document_keywords"
	FOR EACH ROW EXECUTE FUNCTION "document_search_text_changed"();
--> statement-breakpoint
CREATE TRIGGER "keywords_search_text" AFTER UPDATE OF "text" ON "keywords"
	FOR EACH ROW EXECUTE FUNCTION "document_search_text_changed"();
--> statement-breakpoint
-- Documents that existed before search: indexed once here (their PDF pages got their vectors above).
SELECT "refresh_document_search_text"("id") FROM "documents";
