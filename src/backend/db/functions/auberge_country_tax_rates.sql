-- The rates a hotel of a country starts with (seeds, the history import), written in one place.
-- Morocco: accommodation and restaurant 10 %, drinks and other services 20 %, fees follow the night
-- (10 %), the taxe de séjour is outside VAT. France: accommodation, food and fees 10 %, drinks and
-- services 20 %, taxe de séjour outside VAT. Portugal (the history import's hotels): accommodation
-- and fees 6 %, food 13 %, the rest 23 %.
CREATE OR REPLACE FUNCTION auberge_country_tax_rates(p_country text)
RETURNS TABLE(family text, rate_bp integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT v.family, v.rate_bp FROM (VALUES
    ('MA', 'room', 1000), ('MA', 'food', 1000), ('MA', 'beverage', 2000), ('MA', 'service', 2000), ('MA', 'minibar', 2000),
    ('MA', 'laundry', 2000), ('MA', 'fee', 1000), ('MA', 'city_tax', 0), ('MA', 'other', 2000),
    ('FR', 'room', 1000), ('FR', 'food', 1000), ('FR', 'beverage', 2000), ('FR', 'service', 2000), ('FR', 'minibar', 2000),
    ('FR', 'laundry', 2000), ('FR', 'fee', 1000), ('FR', 'city_tax', 0), ('FR', 'other', 2000),
    ('PT', 'room', 600), ('PT', 'food', 1300), ('PT', 'beverage', 2300), ('PT', 'service', 2300), ('PT', 'minibar', 2300),
    ('PT', 'laundry', 2300), ('PT', 'fee', 600), ('PT', 'city_tax', 0), ('PT', 'other', 2300)
  ) AS v(country, family, rate_bp)
  WHERE v.country = upper(p_country)
$$;
