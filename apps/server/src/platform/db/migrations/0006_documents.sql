CREATE TABLE "document_delete_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"created_by_user_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"document_ids" integer[] NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"storage_key" text,
	"secret_hash" char(64),
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_field_values" (
	"document_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"text" text,
	"date" timestamp with time zone,
	CONSTRAINT "document_field_values_document_id_field_id_pk" PRIMARY KEY("document_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "document_file_pages" (
	"file_id" integer NOT NULL,
	"page" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "document_file_pages_file_id_page_pk" PRIMARY KEY("file_id","page")
);
--> statement-breakpoint
CREATE TABLE "document_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"extension" varchar(16) NOT NULL,
	"mime" varchar(127) NOT NULL,
	"size" bigint NOT NULL,
	"sha256" char(64) NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer,
	"height" integer,
	"page_count" integer,
	"thumb_key_prefix" text,
	"ready_at" timestamp with time zone,
	"processing_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_keywords" (
	"document_id" integer NOT NULL,
	"keyword_id" integer NOT NULL,
	CONSTRAINT "document_keywords_document_id_keyword_id_pk" PRIMARY KEY("document_id","keyword_id")
);
--> statement-breakpoint
CREATE TABLE "document_type_fields" (
	"document_type_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_type_fields_document_type_id_field_id_pk" PRIMARY KEY("document_type_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_immutable" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"folder_id" integer,
	"document_type_id" integer NOT NULL,
	"counter" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"group" varchar(64),
	"latitude" double precision,
	"longitude" double precision,
	"gps_accuracy" double precision,
	"captured_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_by_company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "document_counter" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_delete_requests" ADD CONSTRAINT "document_delete_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_delete_requests" ADD CONSTRAINT "document_delete_requests_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_delete_requests" ADD CONSTRAINT "document_delete_requests_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_exports" ADD CONSTRAINT "document_exports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_exports" ADD CONSTRAINT "document_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_field_values" ADD CONSTRAINT "document_field_values_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_field_values" ADD CONSTRAINT "document_field_values_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_file_pages" ADD CONSTRAINT "document_file_pages_file_id_document_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."document_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_keywords" ADD CONSTRAINT "document_keywords_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_keywords" ADD CONSTRAINT "document_keywords_keyword_id_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_type_fields" ADD CONSTRAINT "document_type_fields_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_type_fields" ADD CONSTRAINT "document_type_fields_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_company_id_companies_id_fk" FOREIGN KEY ("created_by_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_delete_requests_open_idx" ON "document_delete_requests" USING btree ("created_at") WHERE "document_delete_requests"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "document_delete_requests_document_idx" ON "document_delete_requests" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_exports_expiry_idx" ON "document_exports" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "document_files_document_idx" ON "document_files" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_files_key_unique" ON "document_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "document_keywords_keyword_idx" ON "document_keywords" USING btree ("keyword_id");--> statement-breakpoint
CREATE INDEX "document_type_fields_field_idx" ON "document_type_fields" USING btree ("field_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_types_default_unique" ON "document_types" USING btree ("is_default") WHERE "document_types"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "documents_project_counter_unique" ON "documents" USING btree ("project_id","counter");--> statement-breakpoint
CREATE INDEX "documents_project_folder_idx" ON "documents" USING btree ("project_id","folder_id") WHERE "documents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "documents_folder_idx" ON "documents" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "documents_project_position_idx" ON "documents" USING btree ("project_id") WHERE "documents"."latitude" is not null and "documents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "documents_creator_idx" ON "documents" USING btree ("created_by_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_type_idx" ON "documents" USING btree ("document_type_id");