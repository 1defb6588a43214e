-- Trigram matching for case-insensitive title search (GIN index on activities.title).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
