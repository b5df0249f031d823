CREATE TABLE "apartment_template_material_forms" (
	"apartment_template_id" integer NOT NULL,
	"material_form_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apartment_template_material_forms_apartment_template_id_material_form_id_pk" PRIMARY KEY("apartment_template_id","material_form_id")
);
--> statement-breakpoint
CREATE TABLE "material_deadlines" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"stairwell" varchar(32),
	"apartment_number" text,
	"deadline_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_deadlines_number_needs_stairwell" CHECK ("material_deadlines"."apartment_number" is null or "material_deadlines"."stairwell" is not null)
);
--> statement-breakpoint
CREATE TABLE "material_form_deadlines" (
	"id" serial PRIMARY KEY NOT NULL,
	"material_form_id" integer NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_form_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"material_form_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_form_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"material_form_select_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"price" numeric(10, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_form_selects" (
	"id" serial PRIMARY KEY NOT NULL,
	"material_form_group_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"area" numeric(10, 2) DEFAULT '0' NOT NULL,
	"product_category_id" integer NOT NULL,
	"default_option_id" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"apartment_id" integer NOT NULL,
	"material_form_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_quote_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"material_quote_id" integer NOT NULL,
	"material_quote_row_id" integer,
	"user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_quote_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"material_quote_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"width" integer,
	"height" integer,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_quote_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"material_quote_id" integer NOT NULL,
	"description" text NOT NULL,
	"price" numeric(10, 2) DEFAULT '0' NOT NULL,
	"area" numeric(10, 2),
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"apartment_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"status" varchar(16) DEFAULT 'created' NOT NULL,
	"deadline_at" timestamp with time zone,
	"room_card_deadline_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"apartment_id" integer NOT NULL,
	"material_form_select_id" integer NOT NULL,
	"material_form_option_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"price" numeric(10, 2) DEFAULT '0' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_additional_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"material_quote_id" integer NOT NULL,
	"additional_product_id" integer,
	"description" text NOT NULL,
	"price" numeric(10, 2) DEFAULT '0' NOT NULL,
	"area" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"material_quote_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"mime_type" varchar(127) NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer
);
--> statement-breakpoint
ALTER TABLE "apartment_template_material_forms" ADD CONSTRAINT "apartment_template_material_forms_apartment_template_id_apartment_templates_id_fk" FOREIGN KEY ("apartment_template_id") REFERENCES "public"."apartment_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_template_material_forms" ADD CONSTRAINT "apartment_template_material_forms_material_form_id_material_forms_id_fk" FOREIGN KEY ("material_form_id") REFERENCES "public"."material_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_deadlines" ADD CONSTRAINT "material_deadlines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_form_deadlines" ADD CONSTRAINT "material_form_deadlines_material_form_id_material_forms_id_fk" FOREIGN KEY ("material_form_id") REFERENCES "public"."material_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_form_groups" ADD CONSTRAINT "material_form_groups_material_form_id_material_forms_id_fk" FOREIGN KEY ("material_form_id") REFERENCES "public"."material_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_form_options" ADD CONSTRAINT "material_form_options_material_form_select_id_material_form_selects_id_fk" FOREIGN KEY ("material_form_select_id") REFERENCES "public"."material_form_selects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_form_options" ADD CONSTRAINT "material_form_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_form_selects" ADD CONSTRAINT "material_form_selects_material_form_group_id_material_form_groups_id_fk" FOREIGN KEY ("material_form_group_id") REFERENCES "public"."material_form_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_form_selects" ADD CONSTRAINT "material_form_selects_product_category_id_product_categories_id_fk" FOREIGN KEY ("product_category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_form_selects" ADD CONSTRAINT "material_form_selects_default_option_id_material_form_options_id_fk" FOREIGN KEY ("default_option_id") REFERENCES "public"."material_form_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_form_submissions" ADD CONSTRAINT "material_form_submissions_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_form_submissions" ADD CONSTRAINT "material_form_submissions_material_form_id_material_forms_id_fk" FOREIGN KEY ("material_form_id") REFERENCES "public"."material_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_form_submissions" ADD CONSTRAINT "material_form_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_forms" ADD CONSTRAINT "material_forms_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quote_comments" ADD CONSTRAINT "material_quote_comments_material_quote_id_material_quotes_id_fk" FOREIGN KEY ("material_quote_id") REFERENCES "public"."material_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quote_comments" ADD CONSTRAINT "material_quote_comments_material_quote_row_id_material_quote_rows_id_fk" FOREIGN KEY ("material_quote_row_id") REFERENCES "public"."material_quote_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quote_comments" ADD CONSTRAINT "material_quote_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quote_photos" ADD CONSTRAINT "material_quote_photos_material_quote_id_material_quotes_id_fk" FOREIGN KEY ("material_quote_id") REFERENCES "public"."material_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quote_photos" ADD CONSTRAINT "material_quote_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quote_rows" ADD CONSTRAINT "material_quote_rows_material_quote_id_material_quotes_id_fk" FOREIGN KEY ("material_quote_id") REFERENCES "public"."material_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quotes" ADD CONSTRAINT "material_quotes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quotes" ADD CONSTRAINT "material_quotes_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quotes" ADD CONSTRAINT "material_quotes_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quotes" ADD CONSTRAINT "material_quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_selections" ADD CONSTRAINT "material_selections_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_selections" ADD CONSTRAINT "material_selections_material_form_select_id_material_form_selects_id_fk" FOREIGN KEY ("material_form_select_id") REFERENCES "public"."material_form_selects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_selections" ADD CONSTRAINT "material_selections_material_form_option_id_material_form_options_id_fk" FOREIGN KEY ("material_form_option_id") REFERENCES "public"."material_form_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_selections" ADD CONSTRAINT "material_selections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_additional_rows" ADD CONSTRAINT "quote_additional_rows_material_quote_id_material_quotes_id_fk" FOREIGN KEY ("material_quote_id") REFERENCES "public"."material_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_cards" ADD CONSTRAINT "room_cards_material_quote_id_material_quotes_id_fk" FOREIGN KEY ("material_quote_id") REFERENCES "public"."material_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_cards" ADD CONSTRAINT "room_cards_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_cards" ADD CONSTRAINT "room_cards_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apartment_template_material_forms_form_idx" ON "apartment_template_material_forms" USING btree ("material_form_id");--> statement-breakpoint
CREATE INDEX "material_deadlines_project_idx" ON "material_deadlines" USING btree ("project_id","stairwell","apartment_number");--> statement-breakpoint
CREATE UNIQUE INDEX "material_form_deadlines_form_idx" ON "material_form_deadlines" USING btree ("material_form_id");--> statement-breakpoint
CREATE INDEX "material_form_groups_form_idx" ON "material_form_groups" USING btree ("material_form_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "material_form_options_select_product_idx" ON "material_form_options" USING btree ("material_form_select_id","product_id");--> statement-breakpoint
CREATE INDEX "material_form_options_product_idx" ON "material_form_options" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "material_form_selects_group_idx" ON "material_form_selects" USING btree ("material_form_group_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "material_form_submissions_apartment_form_idx" ON "material_form_submissions" USING btree ("apartment_id","material_form_id");--> statement-breakpoint
CREATE INDEX "material_forms_project_idx" ON "material_forms" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "material_quote_comments_quote_idx" ON "material_quote_comments" USING btree ("material_quote_id","created_at");--> statement-breakpoint
CREATE INDEX "material_quote_photos_quote_idx" ON "material_quote_photos" USING btree ("material_quote_id");--> statement-breakpoint
CREATE INDEX "material_quote_rows_quote_idx" ON "material_quote_rows" USING btree ("material_quote_id","position");--> statement-breakpoint
CREATE INDEX "material_quotes_project_idx" ON "material_quotes" USING btree ("project_id","apartment_id");--> statement-breakpoint
CREATE INDEX "material_quotes_apartment_idx" ON "material_quotes" USING btree ("apartment_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "material_selections_apartment_select_idx" ON "material_selections" USING btree ("apartment_id","material_form_select_id");--> statement-breakpoint
CREATE INDEX "material_selections_option_idx" ON "material_selections" USING btree ("material_form_option_id");--> statement-breakpoint
CREATE INDEX "quote_additional_rows_quote_idx" ON "quote_additional_rows" USING btree ("material_quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_cards_quote_idx" ON "room_cards" USING btree ("material_quote_id");--> statement-breakpoint
-- Additional products saved before material forms existed carry no form.
UPDATE "additional_products" SET "material_form_id" = NULL WHERE "material_form_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "additional_products" ADD CONSTRAINT "additional_products_material_form_id_material_forms_id_fk" FOREIGN KEY ("material_form_id") REFERENCES "public"."material_forms"("id") ON DELETE cascade ON UPDATE no action;