CREATE TABLE "apartment_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"condominium_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apartment_users" (
	"apartment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apartment_users_apartment_id_user_id_pk" PRIMARY KEY("apartment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "apartments" (
	"id" serial PRIMARY KEY NOT NULL,
	"condominium_id" integer NOT NULL,
	"stairwell" varchar(32) NOT NULL,
	"apartment_number" text,
	"apartment_template_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "condominium_users" (
	"condominium_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "condominium_users_condominium_id_user_id_pk" PRIMARY KEY("condominium_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "condominiums" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"street_address" varchar(255),
	"postcode" varchar(16),
	"post_office" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apartment_templates" ADD CONSTRAINT "apartment_templates_condominium_id_condominiums_id_fk" FOREIGN KEY ("condominium_id") REFERENCES "public"."condominiums"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_users" ADD CONSTRAINT "apartment_users_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_users" ADD CONSTRAINT "apartment_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_condominium_id_condominiums_id_fk" FOREIGN KEY ("condominium_id") REFERENCES "public"."condominiums"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_apartment_template_id_apartment_templates_id_fk" FOREIGN KEY ("apartment_template_id") REFERENCES "public"."apartment_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condominium_users" ADD CONSTRAINT "condominium_users_condominium_id_condominiums_id_fk" FOREIGN KEY ("condominium_id") REFERENCES "public"."condominiums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condominium_users" ADD CONSTRAINT "condominium_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apartment_templates_condominium_idx" ON "apartment_templates" USING btree ("condominium_id");--> statement-breakpoint
CREATE INDEX "apartment_users_user_idx" ON "apartment_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "apartments_condominium_idx" ON "apartments" USING btree ("condominium_id","stairwell","apartment_number");--> statement-breakpoint
CREATE INDEX "apartments_template_idx" ON "apartments" USING btree ("apartment_template_id");--> statement-breakpoint
CREATE INDEX "condominium_users_user_idx" ON "condominium_users" USING btree ("user_id");