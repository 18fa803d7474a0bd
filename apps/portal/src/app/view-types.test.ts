/**
 * The ui's screens declare the shapes they show by hand, because @portal/ui may not import
 * @portal/api (biome.json; tools/dependency-boundaries.test.ts). This file is where the two meet,
 * so it fails to compile (`pnpm --filter @portal/portal typecheck`) as soon as they drift:
 *
 * - every api shape the portal hands to a screen is assignable to the screen's view type, and
 * - where the view mirrors a response row, it names only fields the api sends, each with a type
 *   the api's value satisfies both ways (a view cannot widen or invent a field unnoticed).
 */
import type {
  BillInfo as ApiBillInfo,
  FinancialStatementRecord,
  ImportRun,
  Installment,
  LoginHistoryRecord,
  PaymentSlipRecord,
  SiengeStatus,
  SiengeSync,
  SpreadsheetPreview,
  StatementSummary,
  Timeline,
} from '@portal/api';
import type { EnterpriseTimeline } from '@portal/domain';
import type {
  BillInfo,
  GeneratedSlipRow,
  GeneratedStatementRow,
  ImportPreviewView,
  ImportRunRow,
  InstallmentRow,
  LoginHistoryRow,
  SiengeStatusView,
  SiengeSyncView,
  StatementSummaryItem,
} from '@portal/ui/screens';
import { describe, expectTypeOf, it } from 'vitest';

/** The api row cut down to the fields the view names. */
type ApiFieldsOf<Api, View> = Pick<Api, keyof View & keyof Api>;

describe('screen view types against the api shapes', () => {
  it('accept what the api sends', () => {
    expectTypeOf<Installment>().toExtend<InstallmentRow>();
    expectTypeOf<ApiBillInfo>().toExtend<BillInfo>();
    expectTypeOf<StatementSummary>().toExtend<StatementSummaryItem>();
    expectTypeOf<LoginHistoryRecord>().toExtend<LoginHistoryRow>();
    expectTypeOf<PaymentSlipRecord>().toExtend<GeneratedSlipRow>();
    expectTypeOf<FinancialStatementRecord>().toExtend<GeneratedStatementRow>();
    expectTypeOf<Timeline>().toExtend<EnterpriseTimeline>();
    expectTypeOf<ImportRun>().toExtend<ImportRunRow>();
    expectTypeOf<SpreadsheetPreview>().toExtend<ImportPreviewView>();
    expectTypeOf<SiengeStatus>().toExtend<SiengeStatusView>();
  });

  it('name only fields the api sends', () => {
    expectTypeOf<keyof InstallmentRow>().toExtend<keyof Installment>();
    expectTypeOf<keyof BillInfo>().toExtend<keyof ApiBillInfo>();
    expectTypeOf<keyof StatementSummaryItem>().toExtend<keyof StatementSummary>();
    expectTypeOf<keyof LoginHistoryRow>().toExtend<keyof LoginHistoryRecord>();
    expectTypeOf<keyof GeneratedSlipRow>().toExtend<keyof PaymentSlipRecord>();
    expectTypeOf<keyof GeneratedStatementRow>().toExtend<keyof FinancialStatementRecord>();
    expectTypeOf<keyof ImportRunRow>().toExtend<keyof ImportRun>();
    expectTypeOf<keyof ImportPreviewView>().toExtend<keyof SpreadsheetPreview>();
    expectTypeOf<keyof SiengeSyncView>().toExtend<keyof SiengeSync>();
  });

  it('give each mirrored row field no wider a type than the api', () => {
    expectTypeOf<InstallmentRow>().toExtend<ApiFieldsOf<Installment, InstallmentRow>>();
    expectTypeOf<LoginHistoryRow>().toExtend<ApiFieldsOf<LoginHistoryRecord, LoginHistoryRow>>();
    expectTypeOf<GeneratedSlipRow>().toExtend<ApiFieldsOf<PaymentSlipRecord, GeneratedSlipRow>>();
    expectTypeOf<GeneratedStatementRow>().toExtend<
      ApiFieldsOf<FinancialStatementRecord, GeneratedStatementRow>
    >();
  });
});
