CREATE TABLE "sent_notices" (
	"rule" varchar(100) NOT NULL,
	"user_id" integer NOT NULL,
	"mark" varchar(500) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_notices_rule_user_id_mark_pk" PRIMARY KEY("rule","user_id","mark")
);
--> statement-breakpoint
ALTER TABLE "sent_notices" ADD CONSTRAINT "sent_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;