-- Example coupons, one of each type (spec 000 §9): a percentage of the amount to pay, a fixed
-- amount in CHF per contract year, and a special code that is shown by its code only.
-- One expired code shows that validity dates are enforced.
INSERT INTO coupons (code, discount_type, value, business_lines, valid_from, valid_until, is_active) VALUES
  ('BIENVENUE10', 'percentage', 10, NULL, '2026-01-01T00:00:00+01:00', '2027-12-31T23:59:59+01:00', true),
  ('PATTE20', 'fix', 20, ARRAY['dog', 'cat'], '2026-01-01T00:00:00+01:00', '2027-12-31T23:59:59+01:00', true),
  ('CHEVAL50', 'fix', 50, ARRAY['horse'], '2026-01-01T00:00:00+01:00', '2027-12-31T23:59:59+01:00', true),
  ('SALON2026', 'special', 0, NULL, '2026-01-01T00:00:00+01:00', '2027-12-31T23:59:59+01:00', true),
  ('ETE2025', 'percentage', 15, NULL, '2025-06-01T00:00:00+02:00', '2025-09-30T23:59:59+02:00', true);
