/**
 * Portuguese copy of the admin's client page (docs/product/rules.md, "Acesso do cliente"), apart from
 * `pt-BR.ts`: that module is in the first script of every page, and these texts are read by one admin
 * page only (decision 038).
 */
export const clientMessages = {
  back: 'Voltar para Clientes',
  subtitle: 'Cadastro, acesso ao portal, contratos e histórico de alterações do acesso.',
  loading: 'Carregando o cliente…',
  dataTitle: 'Dados do cliente',
  document: { individual: 'CPF', company: 'CNPJ' },
  personType: 'Tipo',
  personTypes: { individual: 'Pessoa física', company: 'Pessoa jurídica' },
  baseEmail: 'E-mail do cadastro',
  accessTitle: 'Acesso ao portal',
  states: {
    none: 'Sem acesso',
    pending: 'Aguardando ativação',
    active: 'Ativo',
    blocked: 'Bloqueado',
  },
  stateHints: {
    none: 'O cliente ainda não criou o acesso. Ele se cadastra na página de cadastro do portal com o e-mail e o CPF/CNPJ acima.',
    pending:
      'O cliente se cadastrou, mas ainda não abriu o link de ativação enviado por e-mail. Você pode reenviar o e-mail.',
    active: 'O cliente entra no portal com o e-mail e a senha dele.',
    blocked:
      'O cliente não consegue entrar no portal: as sessões abertas foram encerradas. Desbloqueie para devolver o acesso com a mesma senha.',
  },
  loginEmail: 'E-mail de acesso',
  signedUpAt: 'Cadastro no portal',
  activatedAt: 'Ativação',
  blockedAt: 'Bloqueado desde',
  lastLogin: 'Último acesso',
  never: 'Nunca',
  notYet: 'Ainda não',
  resendActivation: 'Reenviar ativação',
  block: 'Bloquear acesso',
  unblock: 'Desbloquear acesso',
  confirmBlockTitle: (name: string) => `Bloquear o acesso de ${name}?`,
  confirmBlockText:
    'As sessões abertas terminam na hora e os links enviados por e-mail deixam de valer. O cliente não entra mais no portal até você desbloquear.',
  contractsTitle: 'Contratos',
  contractsCaption: 'Contratos do cliente',
  contractDocument: 'Título/DOC',
  enterprise: 'Empreendimento',
  contractDate: 'Data do contrato',
  noContracts: 'Nenhum contrato deste cliente.',
  auditTitle: 'Histórico do acesso',
  auditCaption: 'Histórico de alterações do acesso do cliente',
  auditWhen: 'Data',
  auditAction: 'Ação',
  auditActor: 'Feito por',
  actions: {
    'activation-resent': 'Reenviou a ativação',
    blocked: 'Bloqueou o acesso',
    unblocked: 'Desbloqueou o acesso',
  },
  removedActor: 'Conta removida',
  noAudit: 'Nenhuma alteração de acesso registrada.',
  /** The outcomes the page announces after a change. */
  outcomes: {
    'resend-activation': (client: { name: string; email: string }) =>
      `E-mail de ativação reenviado para ${client.email}.`,
    block: (client: { name: string }) =>
      `Acesso de ${client.name} bloqueado. As sessões abertas foram encerradas.`,
    unblock: (client: { name: string }) => `Acesso de ${client.name} desbloqueado.`,
  },
  notFound: 'Cliente não encontrado.',
} as const;
