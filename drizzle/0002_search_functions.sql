-- The weighted search document of a product: title (A), authors (B), series and subtitle (C), subjects and
-- description (D). Searches restricted to titles or authors use the weight labels (e.g. 'owl':*A), so the one
-- indexed column answers them. English stems for words, plus the unstemmed ('simple') words of title and authors
-- so that prefixes of what people type still match. Declared IMMUTABLE (the configurations are fixed) so it can
-- feed a generated column.
CREATE OR REPLACE FUNCTION product_search_vector(title text, subtitle text, author_names text, series text, subjects text[], description text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('simple'::regconfig, coalesce(author_names, '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(series, '') || ' ' || coalesce(subtitle, '')), 'C')
      || setweight(to_tsvector('english'::regconfig, translate(array_to_string(subjects, ' '), '|', ' ') || ' ' || coalesce(description, '')), 'D')
$$;
