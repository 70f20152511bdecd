-- The weighted search document of a product: title and authors (A), series and subtitle (B), subjects and
-- description (C). English stems for words, plus the unstemmed ('simple') words of title and authors so that
-- prefixes of what people type still match. Four to_tsvector calls: this runs for every product written.
-- Declared IMMUTABLE (the configurations are fixed) so it can feed a generated column.
CREATE OR REPLACE FUNCTION product_search_vector(title text, subtitle text, author_names text, series text, subjects text[], description text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('simple'::regconfig, coalesce(title, '') || ' ' || coalesce(author_names, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(series, '') || ' ' || coalesce(subtitle, '')), 'B')
      || setweight(to_tsvector('english'::regconfig, translate(array_to_string(subjects, ' '), '|', ' ') || ' ' || coalesce(description, '')), 'C')
$$;
