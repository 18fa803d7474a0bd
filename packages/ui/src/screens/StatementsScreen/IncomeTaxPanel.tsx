import { useState } from 'react';
import { Button } from '../../components/Button/Button';
import { Select } from '../../components/Select/Select';
import { financeMessages } from '../../messages/pt-BR-finance';
import { Notice } from './Notice';
import * as css from './StatementsScreen.css';
import type { IncomeTaxPanelState } from './statements-types';

/** Props of {@link IncomeTaxPanel}. */
export interface IncomeTaxPanelProps {
  /** Years offered, newest first (`incomeTaxYears` of `@portal/domain`); empty when none is complete. */
  years: readonly number[];
  state?: IncomeTaxPanelState;
  onDownload: (year: number) => void;
}

/**
 * The Rendimento panel body: 'Selecione o ano para download do documento:', a year select and
 * 'Download'. The years run to the last complete one, preselected: the year a declaration is made for
 * (docs/product/rules.md, "Income-tax years"). A contract without a complete year says when its first
 * report comes.
 */
export function IncomeTaxPanel({ years, state, onDownload }: IncomeTaxPanelProps) {
  const [picked, setYear] = useState<string | null>(null);
  // The list can narrow once the contract's first year is known: a pick no longer offered falls back.
  const year = picked !== null && years.includes(Number(picked)) ? picked : String(years[0] ?? '');
  if (years.length === 0) return <Notice tone="info">{financeMessages.incomeTaxNoYear}</Notice>;
  return (
    <>
      <div className={css.taxRow}>
        <Select
          label={financeMessages.incomeTaxPrompt}
          options={years.map((value) => ({ value: String(value), label: String(value) }))}
          value={year}
          onChange={setYear}
        />
        <Button
          icon="download"
          isDisabled={year === ''}
          isLoading={state?.isDownloading}
          onPress={() => onDownload(Number(year))}
        >
          {financeMessages.incomeTaxDownload}
        </Button>
      </div>
      {state?.message && <Notice tone={state.tone === 'error' ? 'error' : 'success'}>{state.message}</Notice>}
    </>
  );
}
