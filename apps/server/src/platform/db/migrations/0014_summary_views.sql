CREATE TABLE "summary_view_companies" (
	"summary_view_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "summary_view_companies_summary_view_id_company_id_pk" PRIMARY KEY("summary_view_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "summary_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"default_folder_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "summary_view_companies" ADD CONSTRAINT "summary_view_companies_summary_view_id_summary_views_id_fk" FOREIGN KEY ("summary_view_id") REFERENCES "public"."summary_views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_view_companies" ADD CONSTRAINT "summary_view_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_views" ADD CONSTRAINT "summary_views_default_folder_id_default_folders_id_fk" FOREIGN KEY ("default_folder_id") REFERENCES "public"."default_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "summary_view_companies_company_idx" ON "summary_view_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "summary_views_default_folder_idx" ON "summary_views" USING btree ("default_folder_id");