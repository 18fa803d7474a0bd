/** The calls of a customer's request page, loaded with the first message or rating (decision 038). */
export { postAssistanceMessage, postAssistanceRating } from '@portal/api';
