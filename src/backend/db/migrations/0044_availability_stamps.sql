-- The booking site's offers and the AlpineBits rate plans are kept per hotel until its
-- availability stamp moves; the triggers that move it are function files
-- (auberge_availability_touched, auberge_availability_bump). The portal's handshake capabilities
-- are kept on its connection: a push sends only what the portal declared.
CREATE TABLE "availability_stamps" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"stamp" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_touches" (
	"tx" bigint NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "availability_touches_pkey" PRIMARY KEY("tx","group_id")
);
--> statement-breakpoint
ALTER TABLE "alpinebits_connections" ADD COLUMN "capabilities" jsonb;
