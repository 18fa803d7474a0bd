import type { AssistanceQueuePage } from '@portal/api';
import { useState } from 'react';

/** The queue's filter options: the enterprises and the warranty systems of its requests. */
export type QueueOptions = Pick<AssistanceQueuePage, 'enterprises' | 'systems'>;

const NO_OPTIONS: QueueOptions = { enterprises: [], systems: [] };

/**
 * The filter options of the latest page of the queue that answered: they come with the queue (so the
 * page loads neither the enterprise list nor the warranty table, decision 078) and stay while the next
 * filters load, so a chosen enterprise or system does not blink back to 'Todos' meanwhile.
 */
export function useQueueOptions(page: AssistanceQueuePage | undefined): QueueOptions {
  const [kept, setKept] = useState(NO_OPTIONS);
  if (page && (page.enterprises !== kept.enterprises || page.systems !== kept.systems)) {
    setKept({ enterprises: page.enterprises, systems: page.systems });
  }
  return page ?? kept;
}
