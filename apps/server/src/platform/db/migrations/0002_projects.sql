CREATE TABLE "default_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"parent_id" integer,
	"project_subtype_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"parent_id" integer,
	"default_folder_id" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_companies" (
	"project_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_companies_project_id_company_id_pk" PRIMARY KEY("project_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "project_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(64),
	"name" varchar(255) NOT NULL,
	"code" varchar(64),
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_subtypes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(255) NOT NULL,
	"type" varchar(32) NOT NULL,
	"project_subtype_id" integer,
	"project_status_id" integer,
	"coordinates" text,
	"active" boolean DEFAULT true NOT NULL,
	"last_document_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"description" text NOT NULL,
	"start_at" date NOT NULL,
	"end_at" date NOT NULL,
	"estimate_start_at" date,
	"estimate_end_at" date,
	"completion_percentage" integer DEFAULT 0 NOT NULL,
	"parent_id" integer,
	"level" integer DEFAULT 0 NOT NULL,
	"automatical" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_completion_range" CHECK ("schedules"."completion_percentage" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "default_folders" ADD CONSTRAINT "default_folders_parent_id_default_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."default_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "default_folders" ADD CONSTRAINT "default_folders_project_subtype_id_project_subtypes_id_fk" FOREIGN KEY ("project_subtype_id") REFERENCES "public"."project_subtypes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_parent_id_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_default_folder_id_default_folders_id_fk" FOREIGN KEY ("default_folder_id") REFERENCES "public"."default_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_companies" ADD CONSTRAINT "project_companies_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_companies" ADD CONSTRAINT "project_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_statuses" ADD CONSTRAINT "project_statuses_parent_id_project_statuses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."project_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_subtype_id_project_subtypes_id_fk" FOREIGN KEY ("project_subtype_id") REFERENCES "public"."project_subtypes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_status_id_project_statuses_id_fk" FOREIGN KEY ("project_status_id") REFERENCES "public"."project_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_parent_id_schedules_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "default_folders_subtype_idx" ON "default_folders" USING btree ("project_subtype_id");--> statement-breakpoint
CREATE INDEX "default_folders_parent_idx" ON "default_folders" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "folders_project_idx" ON "folders" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE INDEX "folders_parent_idx" ON "folders" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "folders_default_folder_idx" ON "folders" USING btree ("default_folder_id");--> statement-breakpoint
CREATE INDEX "project_companies_company_idx" ON "project_companies" USING btree ("company_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_statuses_slug_unique" ON "project_statuses" USING btree ("slug") WHERE "project_statuses"."slug" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "project_statuses_name_unique" ON "project_statuses" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "project_statuses_code_unique" ON "project_statuses" USING btree (lower("code")) WHERE "project_statuses"."code" is not null;--> statement-breakpoint
CREATE INDEX "project_statuses_parent_idx" ON "project_statuses" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_subtypes_name_unique" ON "project_subtypes" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "projects_code_unique" ON "projects" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "projects_list_idx" ON "projects" USING btree ("active","last_document_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_status_idx" ON "projects" USING btree ("project_status_id");--> statement-breakpoint
CREATE INDEX "projects_subtype_idx" ON "projects" USING btree ("project_subtype_id");--> statement-breakpoint
CREATE INDEX "projects_search_trgm_idx" ON "projects" USING gin (("code" || ' ' || "name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "schedules_project_idx" ON "schedules" USING btree ("project_id","parent_id");