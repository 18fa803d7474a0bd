import { Spinner } from '../../components/Spinner/Spinner';
import { financeMessages } from '../../messages/pt-BR-finance';
import * as css from './StatementsScreen.css';

/** The Boleto panel while the slip is looked up: spinner and 'Tempo médio estimado de espera: 8 segundos'. */
export function SlipWaiting() {
  return (
    <div className={css.waiting}>
      <Spinner size="lg" label={financeMessages.slipLoading} />
      <p>{financeMessages.slipWait}</p>
    </div>
  );
}
