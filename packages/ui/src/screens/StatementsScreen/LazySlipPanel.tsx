import { lazy, Suspense, useEffect } from 'react';
import type { SlipPanelProps } from './SlipPanel';
import { SlipWaiting } from './SlipWaiting';

/** The slip's code (digitable line, PIX, amounts); asked for when the wait starts, so it is there with the slip. */
const loadSlipPanel = () => import('./SlipPanel');
const SlipPanel = lazy(() => loadSlipPanel().then((module) => ({ default: module.SlipPanel })));

/**
 * {@link SlipPanel} in a chunk of its own: a slip shows only after 'Boleto' is pressed and the lookup
 * has run (about 8 seconds), so the statements page's first script does not carry it (decision 038).
 * The wait state is drawn at once, and stays until the code has arrived.
 */
export function LazySlipPanel(props: SlipPanelProps) {
  useEffect(() => {
    void loadSlipPanel();
  }, []);
  if (props.state.status === 'loading') return <SlipWaiting />;
  return (
    <Suspense fallback={<SlipWaiting />}>
      <SlipPanel {...props} />
    </Suspense>
  );
}
