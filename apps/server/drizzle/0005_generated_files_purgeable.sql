-- Housekeeping deletes a generated PDF (slip, statement) once its signed link has expired (decision
-- 016); the record stays for the generation reports, with no file.
ALTER TABLE "generated_slips" ALTER COLUMN "file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_statements" ALTER COLUMN "file_id" DROP NOT NULL;
