import {
  ASSISTANCE_LIMITS,
  ASSISTANCE_MESSAGES,
  PREFERRED_PERIODS,
  type PreferredPeriod,
} from '@portal/domain';
import { assistanceMessages as t } from '../../messages/pt-BR-assistance';

/** What the form holds while the customer fills it. */
export interface NewRequestDraft {
  readonly unitId: string;
  readonly system: string;
  readonly location: string;
  readonly description: string;
  readonly preferredPeriod: string;
}

/** A request ready to send (product rule §9). */
export interface NewAssistanceInput {
  readonly unitId: number;
  readonly system: string;
  readonly location: string;
  readonly description: string;
  readonly preferredPeriod: PreferredPeriod;
  readonly photos: readonly File[];
}

/** The field each problem belongs to. */
export type NewRequestField = keyof NewRequestDraft;

/** The problems of a draft, field by field, in the texts of the rules; empty when it can be sent. */
export function newRequestProblems(
  draft: NewRequestDraft,
  systems: readonly string[],
): Partial<Record<NewRequestField, string>> {
  const problems: Partial<Record<NewRequestField, string>> = {};
  if (draft.unitId === '') problems.unitId = t.form.unitRequired;
  if (!systems.includes(draft.system)) problems.system = ASSISTANCE_MESSAGES.systemUnknown;
  const location = draft.location.trim().length;
  if (location < ASSISTANCE_LIMITS.location.min || location > ASSISTANCE_LIMITS.location.max) {
    problems.location = ASSISTANCE_MESSAGES.locationLength;
  }
  const description = draft.description.trim().length;
  if (description < ASSISTANCE_LIMITS.description.min || description > ASSISTANCE_LIMITS.description.max) {
    problems.description = ASSISTANCE_MESSAGES.descriptionLength;
  }
  if (!(PREFERRED_PERIODS as readonly string[]).includes(draft.preferredPeriod)) {
    problems.preferredPeriod = ASSISTANCE_MESSAGES.preferredPeriod;
  }
  return problems;
}
