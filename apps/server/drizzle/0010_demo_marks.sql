-- Demo data only when asked (docs/decisions/047-demo-data-only-when-asked.md): every row the demo seed
-- writes carries `demo = true`, so the demo re-anchoring moves only the demo's dates and
-- `portal demo:remove` deletes only the demo; rows of the ERP import, the spreadsheet or Sienge keep false.
ALTER TABLE "customers" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "installments" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Backfill of a database seeded before this migration. Only the demo seed writes rows without an ERP id
-- (the imports always set one), and only where its step ran; on top of that each row must look like the
-- demo's: its enterprises by name, its people by their e-mails, the rest hanging from those.
UPDATE "enterprises" SET "demo" = true
WHERE "external_id" IS NULL
  AND EXISTS (SELECT 1 FROM "seed_steps" WHERE "name" = 'finance-v1')
  AND "name" IN ('Residencial Jardim das Palmeiras', 'Edifício Vista do Atlântico', 'Condomínio Parque das Águas',
    'Torre Solaris Business', 'Residencial Serra Azul', 'Edifício Mirante do Lago', 'Villa Toscana Residence',
    'Residencial Águas Claras', 'Recanto dos Ipês', 'Edifício Porto Belo', 'Solar de Itapuã', 'Jardins do Horto');--> statement-breakpoint
UPDATE "companies" SET "demo" = true
WHERE "external_id" IS NULL
  AND "id" IN (SELECT "company_id" FROM "enterprises" WHERE "demo");--> statement-breakpoint
UPDATE "contracts" SET "demo" = true
WHERE "external_id" IS NULL
  AND "enterprise_id" IN (SELECT "id" FROM "enterprises" WHERE "demo");--> statement-breakpoint
UPDATE "installments" SET "demo" = true
WHERE "external_id" IS NULL
  AND "contract_id" IN (SELECT "id" FROM "contracts" WHERE "demo");--> statement-breakpoint
UPDATE "units" SET "demo" = true
WHERE "external_id" IS NULL
  AND "enterprise_id" IN (SELECT "id" FROM "enterprises" WHERE "demo");--> statement-breakpoint
UPDATE "customers" SET "demo" = true
WHERE "external_id" IS NULL
  AND EXISTS (SELECT 1 FROM "seed_steps" WHERE "name" = 'people-v1')
  AND "email" IN ('ana@demo.com.br', 'financeiro@construtiva.com.br', 'bruno@demo.com.br',
    'carla.mendes@exemplo.com.br', 'daniel.alves@exemplo.com.br', 'eduarda.costa@exemplo.com.br',
    'fabio.nogueira@exemplo.com.br', 'gabriela.rocha@exemplo.com.br', 'heitor.araujo@exemplo.com.br',
    'isabela.ferreira@exemplo.com.br', 'joao.pedro@exemplo.com.br', 'karina.oliveira@exemplo.com.br',
    'leonardo.barbosa@exemplo.com.br', 'mariana.castro@exemplo.com.br', 'nicolas.moreira@exemplo.com.br',
    'olivia.cunha@exemplo.com.br', 'paulo.sergio@exemplo.com.br', 'renata.vieira@exemplo.com.br',
    'sofia.correia@exemplo.com.br', 'financeiro@alfa.com.br', 'financeiro@bela.com.br',
    'financeiro@cedro.com.br', 'financeiro@delta.com.br');--> statement-breakpoint
-- The accounts the seed made: the demo administrator, and those of the demo customers.
UPDATE "accounts" SET "demo" = true
WHERE EXISTS (SELECT 1 FROM "seed_steps" WHERE "name" = 'people-v1')
  AND (("type" = 'admin' AND "email" = 'admin@demo.com.br')
    OR "customer_id" IN (SELECT "id" FROM "customers" WHERE "demo"));
