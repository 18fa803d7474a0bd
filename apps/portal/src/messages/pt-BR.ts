/**
 * The portal's own Portuguese copy: page titles and the few texts the app shell says itself. Screen
 * texts live in `@portal/ui`, error texts in the domain's error catalogue.
 */
export const messages = {
  titles: {
    suffix: 'Portal do Cliente',
    login: 'Entrar',
    auth: 'Entrando…',
    signUp: 'Cadastro',
    passwordRecovery: 'Recuperar senha',
    resetPassword: 'Redefinir senha',
    activateAccount: 'Ativar conta',
    enterprises: 'Empreendimentos',
    enterpriseStatus: 'Status da obra',
    statements: 'Extratos',
    statement: 'Extrato',
    clients: 'Clientes',
    client: 'Cliente',
    support: 'Suporte',
    contacts: 'Fale Conosco',
    loginReport: 'Login por cliente',
    failedLoginReport: 'Falhas no login',
    generatedSlipsReport: 'Boletos gerados',
    generatedStatementsReport: 'Extratos gerados',
    prepaymentsReport: 'Antecipações',
    prepaymentRequests: 'Antecipações solicitadas',
    importData: 'Importar dados',
    siengeSync: 'Integração Sienge',
    staff: 'Equipe',
  },
  /** The outcomes the 'Equipe' page announces (docs/decisions/051-staff-accounts.md). */
  staff: {
    invited: (email: string) => `Convite enviado para ${email}. O link vale por 24 horas.`,
    deactivated: (name: string) => `${name} foi desativado(a). As sessões abertas terminaram.`,
    reactivated: (name: string) => `${name} foi reativado(a) e pode entrar novamente.`,
  },
  /** The outcome 'Antecipações solicitadas' announces (product rule §8). */
  prepayments: {
    completed: (contract: string) => `Antecipação do contrato ${contract} marcada como concluída.`,
  },
  routeError: {
    title: 'Não foi possível abrir esta página.',
    description: 'Verifique sua conexão e tente novamente. Se o problema continuar, fale com o suporte.',
    retry: 'Tentar novamente',
  },
  finance: {
    pixCopied: 'Código PIX copiado.',
    copyFailed: 'Não foi possível copiar. Selecione o código e copie manualmente.',
    xlsxFailed: 'Não foi possível gerar o arquivo Excel. Verifique sua conexão e tente novamente.',
  },
  enterpriseStatus: {
    notFound: 'Este empreendimento não foi encontrado.',
    notFoundHelp: 'O endereço aberto não indica um empreendimento seu. Escolha o empreendimento na lista.',
    backToEnterprises: 'Voltar para Empreendimentos',
  },
  loadingPage: 'Carregando…',
  sessionExpired: 'Sua sessão expirou. Entre novamente.',
  signedOutElsewhere: 'Você saiu do portal em outra aba.',
} as const;
