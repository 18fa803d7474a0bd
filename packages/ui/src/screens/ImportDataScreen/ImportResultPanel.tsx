import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { integrationMessages } from '../../messages/pt-BR-integrations';
import { ImportCountsTable } from './ImportCountsTable';
import * as css from './ImportDataScreen.css';
import type { ImportResultView } from './import-types';

/** Props of {@link ImportResultPanel}. */
export interface ImportResultPanelProps {
  result: ImportResultView;
  onImportAnother: () => void;
}

const t = integrationMessages.importDataScreen;

/** A confirmed import: the success message, what was applied per entity, and 'Importar outro arquivo'. */
export function ImportResultPanel({ result, onImportAnother }: ImportResultPanelProps) {
  return (
    <div className={css.review}>
      <Alert tone="success" title={t.successTitle}>
        {t.successText(result.run_id)}
      </Alert>
      <ImportCountsTable caption={t.resultCaption} counts={result.counts} tense="applied" />
      <div className={css.actions}>
        <Button variant="secondary" icon="upload" onPress={onImportAnother}>
          {t.importAnother}
        </Button>
      </div>
    </div>
  );
}
