import { useState } from 'react';
import { Button } from '../../components/Button/Button';
import { Select } from '../../components/Select/Select';
import { financeMessages } from '../../messages/pt-BR-finance';
import { Notice } from './Notice';
import * as css from './StatementsScreen.css';
import type { IncomeTaxPanelState } from './statements-types';

/** Props of {@link IncomeTaxPanel}. */
export interface IncomeTaxPanelProps {
  /** Years offered, newest first (`incomeTaxYears` of `@portal/domain`). */
  years: readonly number[];
  state?: IncomeTaxPanelState;
  onDownload: (year: number) => void;
}

/** The Rendimento panel body: 'Selecione o ano para download do documento:', a year select and 'Download'. */
export function IncomeTaxPanel({ years, state, onDownload }: IncomeTaxPanelProps) {
  // The newest year is the one people want in tax season; preselect it.
  const [year, setYear] = useState(years[0] === undefined ? '' : String(years[0]));
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
