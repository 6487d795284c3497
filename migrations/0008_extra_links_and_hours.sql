ALTER TABLE "businesses" ADD COLUMN "menu_link" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "reservation_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "order_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "other_hours" jsonb;