/** The call of 'Nova solicitação', loaded with the first send (decision 038). */
export { postAssistanceRequest } from '@portal/api';
