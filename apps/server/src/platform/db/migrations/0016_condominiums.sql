CREATE TABLE "condominium_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"condominium_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "condominium_projects" ADD CONSTRAINT "condominium_projects_condominium_id_condominiums_id_fk" FOREIGN KEY ("condominium_id") REFERENCES "public"."condominiums"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condominium_projects" ADD CONSTRAINT "condominium_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "condominium_projects_project_idx" ON "condominium_projects" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "condominium_projects_condominium_idx" ON "condominium_projects" USING btree ("condominium_id");