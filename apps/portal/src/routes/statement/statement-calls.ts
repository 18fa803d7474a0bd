/**
 * The statement's calls made only on a click — send a proof, export the PDF, ask a slip's link again
 * — with their contract schemas. The page imports this module when one of them is clicked, so its
 * first script carries none of them (decision 038); an offline click fails as the call itself would.
 */
export { getPaymentSlip, getStatementPdf, postPaymentProof } from '@portal/api';
