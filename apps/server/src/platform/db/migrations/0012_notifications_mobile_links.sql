CREATE TABLE "apartment_notifications" (
	"apartment_id" integer NOT NULL,
	"notification_id" integer NOT NULL,
	CONSTRAINT "apartment_notifications_apartment_id_notification_id_pk" PRIMARY KEY("apartment_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "condominium_notifications" (
	"condominium_id" integer NOT NULL,
	"notification_id" integer NOT NULL,
	CONSTRAINT "condominium_notifications_condominium_id_notification_id_pk" PRIMARY KEY("condominium_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "mobile_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"link" varchar(2000) NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"body" text NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"attachment_key" text,
	"attachment_name" varchar(255),
	"attachment_mime" varchar(255),
	"attachment_size" integer,
	"creator_user_id" integer,
	"editor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_notifications" (
	"project_id" integer NOT NULL,
	"notification_id" integer NOT NULL,
	CONSTRAINT "project_notifications_project_id_notification_id_pk" PRIMARY KEY("project_id","notification_id")
);
--> statement-breakpoint
ALTER TABLE "apartment_notifications" ADD CONSTRAINT "apartment_notifications_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_notifications" ADD CONSTRAINT "apartment_notifications_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condominium_notifications" ADD CONSTRAINT "condominium_notifications_condominium_id_condominiums_id_fk" FOREIGN KEY ("condominium_id") REFERENCES "public"."condominiums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condominium_notifications" ADD CONSTRAINT "condominium_notifications_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_editor_user_id_users_id_fk" FOREIGN KEY ("editor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_notifications" ADD CONSTRAINT "project_notifications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_notifications" ADD CONSTRAINT "project_notifications_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apartment_notifications_notification_idx" ON "apartment_notifications" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "condominium_notifications_notification_idx" ON "condominium_notifications" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "mobile_links_order_idx" ON "mobile_links" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "notifications_published_idx" ON "notifications" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "notifications"."is_published";--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_notifications_notification_idx" ON "project_notifications" USING btree ("notification_id");