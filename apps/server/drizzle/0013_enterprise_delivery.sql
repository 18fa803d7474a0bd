-- Expected delivery date of an enterprise ("Previsão de entrega", product rule: delivery forecast).
-- Written by hand, as drizzle-kit would. Null until the ERP import, the spreadsheet or the demo sets it.
ALTER TABLE "enterprises" ADD COLUMN "delivery_date" date;
