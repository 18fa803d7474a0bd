/**
 * Every Portuguese text the server writes itself: e-mails, audit descriptions and the pages it renders.
 * Answers of the API use the error catalogue of `@portal/domain` instead (codes -> texts of the spec).
 */
export const messages = {
  audit: {
    success: 'Login realizado com sucesso',
    wrongCredentials: 'Credenciais inválidas',
    pending: 'Conta pendente de ativação: e-mail de ativação enviado',
    activationMailFailed: 'Conta pendente de ativação: falha ao enviar o e-mail de ativação',
    rateLimited: 'Bloqueado por excesso de tentativas',
  },
  mail: {
    greeting: (name: string) => `Olá, ${name}!`,
    footer: (company: string) => `Esta é uma mensagem automática de ${company}. Não responda a este e-mail.`,
    activation: {
      subject: (portal: string) => `${portal}: ative sua conta`,
      intro:
        'Recebemos o seu primeiro acesso ao portal. Para ativar a sua conta, clique no botão abaixo e confirme a senha escolhida no cadastro.',
      button: 'Ativar minha conta',
      expiry:
        'O link vale por 48 horas. Depois disso, basta entrar de novo no portal para receber um novo link.',
      ignore:
        'Se não foi você quem se cadastrou, alguém pode ter usado o seu e-mail e CPF/CNPJ: abra o link e defina uma nova senha para ficar com a conta.',
    },
    reset: {
      subject: (portal: string) => `${portal}: redefinição de senha`,
      intro:
        'Recebemos um pedido para redefinir a senha da sua conta. Clique no botão abaixo para criar uma nova senha.',
      button: 'Redefinir senha',
      expiry: 'O link vale por 30 minutos e só pode ser usado uma vez.',
      ignore: 'Se você não pediu a redefinição, ignore esta mensagem: a sua senha continua a mesma.',
    },
    ticket: {
      subject: (title: string, name: string) => `Novo ticket de suporte: ${title} — ${name}`,
      intro: 'Um cliente abriu um ticket pelo portal.',
      subjectLabel: 'Assunto',
      customerLabel: 'Cliente',
      emailLabel: 'E-mail',
      messageLabel: 'Mensagem',
    },
    linkFallback: 'Se o botão não funcionar, copie e cole este endereço no navegador:',
  },
  pages: {
    portalMissingTitle: 'Interface do portal não compilada',
    portalMissingBody:
      'O servidor está no ar, mas a interface do portal (apps/portal) ainda não foi compilada, por isso não há telas para mostrar aqui.',
    apiDocs: 'Documentação da API (OpenAPI)',
    health: 'Verificação de saúde',
    devMailTitle: 'Caixa de e-mails de desenvolvimento',
    devMailEmpty: 'Nenhuma mensagem enviada ainda.',
    devMailIntro:
      'Sem SMTP_URL configurado, todas as mensagens ficam aqui para que o cadastro e a redefinição de senha possam ser concluídos localmente.',
    devMailBack: 'Voltar para a caixa de entrada',
    devMailColumns: { date: 'Data', to: 'Para', subject: 'Assunto' },
  },
  config: {
    startFailed: 'Não foi possível iniciar o servidor',
  },
} as const;
