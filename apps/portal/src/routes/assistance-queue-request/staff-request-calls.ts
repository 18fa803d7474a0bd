/** The calls of a request opened by the staff, loaded with the first change or message (decision 038). */
export { postAssistanceStatus, postStaffAssistanceMessage } from '@portal/api';
