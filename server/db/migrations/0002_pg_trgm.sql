-- Trigram indexes of the search tables (next migration) need pg_trgm. PGlite loads it as an extension
-- (server/db/client.ts); on PostgreSQL it is a trusted contrib extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
