/**
 * Every Portuguese text the server writes itself: e-mails, audit descriptions, the pages it renders and
 * the PDFs it issues.
 * Answers of the API use the error catalogue of `@portal/domain` instead (codes -> texts of the spec).
 */
export const messages = {
  /** A request body that cannot be read, the same on every endpoint (decision 065). */
  requestBody: {
    json: 'JSON inválido.',
    multipart: 'Envio inválido: o corpo não é multipart/form-data.',
    aborted: 'Envio interrompido.',
    nul: 'Caractere inválido (NUL) nos dados enviados.',
  },
  audit: {
    success: 'Login realizado com sucesso',
    wrongCredentials: 'Credenciais inválidas',
    pending: 'Conta pendente de ativação: e-mail de ativação enviado',
    activationMailFailed: 'Conta pendente de ativação: falha ao enviar o e-mail de ativação',
    rateLimited: 'Bloqueado por excesso de tentativas',
    deactivated: 'Conta desativada',
    blocked: 'Acesso do cliente bloqueado pela equipe',
  },
  /** `pnpm portal admin:create` (docs/decisions/051-staff-accounts.md). */
  adminCreate: {
    describe:
      'cria um administrador (ou um novo link de senha para um existente) e mostra o link, válido por 24 horas, para ele escolher a senha',
    usage:
      'Uso: pnpm portal admin:create --email <e-mail> --name "<nome>" (e-mail válido; nome com 2 a 120 caracteres).',
    done: (name: string, email: string) =>
      `Administrador ${name} <${email}> pronto. Envie a ele este link, de uso único e válido por 24 horas, para escolher a senha:`,
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
    invitation: {
      subject: (portal: string) => `${portal}: convite para a equipe`,
      intro:
        'Você foi convidado(a) para a equipe de administração do portal. Clique no botão abaixo para escolher a sua senha e entrar.',
      button: 'Escolher minha senha',
      expiry: 'O link vale por 24 horas e só pode ser usado uma vez. Depois disso, peça um novo convite.',
      ignore: 'Se você não esperava este convite, ignore esta mensagem.',
    },
    /** An anticipation sent to the finance team when the ERP issues the slips (product rule §8). */
    prepaymentRequest: {
      subject: (contract: string, name: string) => `Solicitação de antecipação: ${contract} — ${name}`,
      intro:
        'Um cliente pediu pelo portal para antecipar parcelas. Emita o boleto no ERP com o valor e o vencimento abaixo e responda ao cliente; depois marque a solicitação como "Concluída" em Antecipações solicitadas.',
      customerLabel: 'Cliente',
      emailLabel: 'E-mail',
      contractLabel: 'Contrato',
      installmentsLabel: 'Parcelas',
      paymentDateLabel: 'Data de pagamento',
      valueLabel: 'Valor das parcelas',
      discountLabel: 'Desconto',
      totalLabel: 'Total a pagar',
      linesTitle: 'Parcela a parcela',
      line: (number: number, due: string, value: string, present: string) =>
        `Parcela ${number} (vencimento ${due}): ${value} → ${present}`,
    },
    ticket: {
      subject: (title: string, name: string) => `Novo ticket de suporte: ${title} — ${name}`,
      intro: 'Um cliente abriu um ticket pelo portal.',
      subjectLabel: 'Assunto',
      customerLabel: 'Cliente',
      emailLabel: 'E-mail',
      messageLabel: 'Mensagem',
    },
    /** A request of 'Assistência técnica' changed status, or the staff wrote on it (product rule §9). */
    assistance: {
      statusSubject: (portal: string, number: string, status: string) =>
        `${portal}: solicitação ${number} — ${status}`,
      messageSubject: (portal: string, number: string) => `${portal}: nova mensagem na solicitação ${number}`,
      statusIntro: (number: string, status: string) =>
        `Sua solicitação de assistência técnica ${number} agora está: ${status}.`,
      messageIntro: (number: string) =>
        `A nossa equipe escreveu na sua solicitação de assistência técnica ${number}:`,
      unitLabel: 'Unidade',
      systemLabel: 'Sistema',
      locationLabel: 'Local',
      visitLabel: 'Visita',
      visit: (date: string, start: string, end: string) => `${date}, das ${start} às ${end}`,
      reasonLabel: 'Motivo',
      noteLabel: 'Observação da equipe',
      rateAsk: 'Conte como foi o atendimento: avalie de 1 a 5 na página da solicitação.',
      button: 'Ver a solicitação',
    },
    /** The customer's receipt of a proof of payment (docs/product/decisions.md, "Proof of payment"). */
    proofReceipt: {
      subject: (portal: string) => `${portal}: comprovante de pagamento recebido`,
      intro: 'Recebemos o comprovante de pagamento que você enviou pelo portal.',
      contractLabel: 'Contrato',
      installmentLabel: 'Parcela',
      installment: (number: number, dueDate: string) => `${number}, vencimento ${dueDate}`,
      sentLabel: 'Enviado em',
      fileLabel: 'Arquivo',
      file: (kb: number) => `PDF de ${kb} KB`,
      notesLabel: 'Observações',
      next: 'A equipe financeira vai conferir o pagamento. Quando ele for registrado, a parcela aparece como paga no extrato.',
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
    /** The portal page's `<meta name="description">`, in the brand's names (decision 049). */
    portalDescription: (portal: string, company: string) =>
      `${portal}, de ${company}: acompanhe suas obras, extratos, boletos e atendimento.`,
  },
  config: {
    startFailed: 'Não foi possível iniciar o servidor',
    /** Production over a database that still holds the demo administrator (decision 047). */
    demoAdminInProduction:
      'o banco de dados ainda tem o administrador de demonstração (admin@demo.com.br) com a senha publicada no README; remova os dados de demonstração com `pnpm portal demo:remove` (no pacote de produção: `node apps/server/dist/main.js demo:remove`) e inicie de novo',
  },
  /** The command line `pnpm portal <comando>` (docs/decisions/048-portal-command-line.md). */
  cli: {
    usage: (names: readonly string[]) =>
      `Uso: pnpm portal [comando] (sem comando, inicia o servidor). Comandos: ${names.join(', ')}.`,
    unknown: (name: string) => `Comando desconhecido: ${name}.`,
    failed: (name: string) => `O comando ${name} falhou`,
    demoRemove: {
      describe:
        'apaga a empresa, os clientes, os contratos e as contas de demonstração, sem tocar nos dados importados',
      nothing: 'Nenhum dado de demonstração encontrado: nada foi apagado.',
      summary: (parts: readonly string[]) => `Dados de demonstração apagados: ${parts.join(', ')}.`,
      part: (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`,
    },
  },
  /** The PDFs the finance calls issue: the slip's texts, the statement and the income-tax statement. */
  documents: {
    notAvailable: 'N/A',
    /** A customer's document on a PDF ('CPF 123.456.789-09'). */
    cpfLabel: 'CPF',
    cnpjLabel: 'CNPJ',
    slip: {
      description: (enterprise: string, installment: number) => `${enterprise} - parcela ${installment}`,
      instructions: {
        installment: (installment: number, contract: string, enterprise: string) =>
          `Parcela ${installment} do contrato ${contract} (${enterprise}).`,
        originalDue: (dueDate: string, amount: string) =>
          `Vencimento original: ${dueDate}. Valor já corrigido pelo INCC-M: ${amount}.`,
        lateCharges: 'Após o vencimento: multa de 2% e juros de 1% ao mês.',
        refuseAfter: 'Não receber após 60 dias do vencimento.',
      },
    },
    /** The slip of an anticipation, one for the total (product rule §8, "Antecipar parcelas"). */
    prepaymentSlip: {
      description: (enterprise: string, numbers: string) =>
        `${enterprise} - antecipação das parcelas ${numbers}`,
      instructions: {
        installments: (numbers: string, contract: string, enterprise: string) =>
          `Antecipação das parcelas ${numbers} do contrato ${contract} (${enterprise}).`,
        amounts: (value: string, discount: string) =>
          `Valor das parcelas: ${value}. Desconto por antecipação: ${discount}.`,
        validUntil: (date: string) =>
          `Pagável somente até ${date}. Depois dessa data a antecipação perde a validade e as parcelas continuam a vencer nas suas datas.`,
        refuseAfter: 'Não receber após o vencimento.',
      },
    },
    statement: {
      title: 'Extrato Financeiro',
      subtitle: (generatedAt: string) => `Gerado em ${generatedAt}`,
      contractBlock: 'Dados do contrato',
      customer: 'Cliente',
      division: 'Divisão',
      divisionCnpj: 'CNPJ da divisão',
      document: 'Título/DOC',
      contractDate: 'Data do contrato',
      enterprise: 'Empreendimento',
      units: 'Unidade/Apartamento',
      positionAt: 'Posição em',
      correctionIndex: 'Correção monetária',
      columns: {
        number: 'Parcela',
        dueDate: 'Vencimento',
        status: 'Status',
        original: 'Valor Original',
        adjusted: 'Valor Corrigido',
        balance: 'Saldo Atual',
        receiptDate: 'Data Baixa',
        receipt: 'Valor Baixa',
        receiptNet: 'Recto Líquido',
      },
      totalsBlock: 'Totais',
      totalPaid: 'Total pago',
      owed: 'Saldo devedor atual',
      paidCount: 'Parcelas pagas',
      paidOf: (paid: number, all: number) => `${paid} de ${all}`,
      overdueCount: 'Parcelas vencidas',
      /** Product rule §8: the interest the saldo devedor takes off the installments due later. */
      discount: 'Desconto dos juros das parcelas a vencer',
      /** The day the saldo devedor settles the contract. */
      validFor: 'Válido para quitação em',
      footer: (company: string, document: string, generatedAt: string) =>
        `${company} · Extrato do contrato ${document} · gerado em ${generatedAt}`,
    },
    incomeTax: {
      title: 'Informe de Rendimentos',
      subtitle: (year: number, generatedAt: string) => `Ano-calendário ${year} · gerado em ${generatedAt}`,
      sellerBlock: '1. Fonte pagadora / Vendedora',
      legalName: 'Razão social',
      address: 'Endereço',
      calendarYear: 'Ano-calendário',
      buyerBlock: '2. Adquirente',
      name: 'Nome',
      contractBlock: (document: string) => `3. Contrato ${document}`,
      enterprise: 'Empreendimento',
      units: 'Unidade(s)',
      contractDate: 'Data do contrato',
      owedAtYearEnd: 'Saldo devedor em 31/12',
      columns: {
        number: 'Parcela',
        dueDate: 'Vencimento',
        paidOn: 'Data do pagamento',
        paid: 'Valor pago',
      },
      paidInYear: (year: number) => `Total pago em ${year}`,
      summaryBlock: '4. Resumo para a declaração',
      paidInYearAllContracts: (year: number) => `Total pago em ${year} (todos os contratos)`,
      /** The return's 'Situação em 31/12' of a property bought in installments: paid up to that day. */
      paidUntilYearEnd: (year: number) => `Total pago até 31/12/${year} (situação em 31/12/${year})`,
      returnSection: 'Ficha da declaração',
      returnSectionValue: 'Bens e Direitos - grupo 01 (imóveis), valores pagos no ano',
      footer: (company: string, year: number, generatedAt: string) =>
        `${company} · Informe de rendimentos ${year} · gerado em ${generatedAt}`,
    },
  },
  /** The staff spreadsheet import (decision 036): why a file cannot be read, and cell conversions. */
  spreadsheet: {
    notSpreadsheet:
      'O arquivo não é uma planilha .xlsx nem um .csv. Salve a planilha como .xlsx ou .csv e envie novamente.',
    xlsFormat: 'Planilhas do Excel 97-2003 (.xls) não são aceitas. Salve como .xlsx e envie novamente.',
    protected: 'A planilha está protegida por senha. Remova a senha no Excel e envie novamente.',
    corrupt: 'Não foi possível abrir a planilha: o arquivo está corrompido ou incompleto.',
    empty: 'A planilha não tem linhas para importar.',
    /** Every filled row carries the template's example mark (docs/product/rules.md, "Planilha"). */
    onlyExamples:
      'Nada foi importado: a planilha só tem as linhas de exemplo do modelo, marcadas com EXEMPLO na coluna “Exemplo”, e essas linhas nunca são importadas. Preencha seus dados em linhas sem essa marca (ou apague a marca de uma linha de exemplo depois de trocar os dados pelos seus) e envie novamente.',
    exampleRow:
      'Linha de exemplo do modelo (marcada com EXEMPLO na coluna “Exemplo”): exemplos nunca são importados. Apague esta linha, ou apague só a marca se ela já tem os seus dados.',
    noFile: "Envie o arquivo no campo 'file' (multipart/form-data).",
    unknownSheet: (sheet: string, known: string) =>
      `Aba desconhecida: '${sheet}'. As abas do modelo são: ${known}.`,
    unknownColumn: (sheet: string, column: string) =>
      `Coluna desconhecida na aba '${sheet}': '${column}'. Use os títulos do modelo.`,
    repeatedColumn: (sheet: string, column: string) => `Coluna repetida na aba '${sheet}': '${column}'.`,
    repeatedSheet: (sheet: string) => `A aba '${sheet}' aparece mais de uma vez na planilha.`,
    missingColumn: (sheet: string, column: string) =>
      `Coluna obrigatória ausente na aba '${sheet}': '${column}'.`,
    csvUnknown: (known: string) =>
      `O cabeçalho do CSV não corresponde a nenhuma aba do modelo (${known}). A primeira linha deve ter os títulos das colunas de uma aba do modelo.`,
    tooManyRows: (sheet: string, max: number) =>
      `A aba '${sheet}' tem linhas demais (máximo de ${max.toLocaleString('pt-BR')}).`,
    tooManyColumns: (sheet: string, cell: string, last: string) =>
      `A aba '${sheet}' tem um valor na célula ${cell}, além da última coluna lida (${last}). Apague as colunas a mais e envie novamente.`,
    tooManyCells: (max: number) =>
      `A planilha tem células preenchidas demais (máximo de ${max.toLocaleString('pt-BR')}). Divida os dados em mais de um arquivo.`,
    tooManyTexts: (max: number) =>
      `A planilha tem textos demais (máximo de ${max.toLocaleString('pt-BR')}). Divida os dados em mais de um arquivo.`,
    tooLarge:
      'A planilha descompactada é grande demais para importar. Divida os dados em mais de um arquivo ou remova abas e imagens que não fazem parte do modelo.',
    /** A cell holding a character the database cannot store (NUL, a broken surrogate). */
    badCharacter: 'O valor tem um caractere inválido (como o caractere nulo). Apague-o e envie novamente.',
    money: 'Valor inválido. Informe em reais, como 1234,56.',
    date: 'Data inválida. Use dd/mm/aaaa.',
    integer: 'Informe um número inteiro.',
    /** 'Juros ao mês (%)' (product rule §8). */
    percentPerMonth:
      'Informe os juros ao mês em percentual, de 0 a menos de 100, como 1 ou 0,95 (sem juros: 0).',
    /** 'Permite antecipação'. */
    yesNo: 'Informe Sim ou Não.',
    /** Where a row error is, as the `path` of a confirm's 422 issues. */
    place: (sheet: string, row: number, field: string) =>
      field ? `${sheet}, linha ${row}, ${field}` : `${sheet}, linha ${row}`,
    /** The 'Instruções' sheet of the template, one line per row. */
    instructions: [
      'Como preencher esta planilha',
      'Preencha uma aba por tipo de dado: Empresas, Empreendimentos, Unidades, Clientes, Contratos e Parcelas. Deixe em branco as abas que não for usar.',
      'Mantenha a primeira linha de cada aba (os títulos das colunas). Cada linha seguinte é um registro.',
      'A linha 2 de cada aba é um exemplo, marcado com EXEMPLO na última coluna (“Exemplo”): uma linha marcada nunca é importada. Apague as linhas de exemplo, ou apague a marca depois de trocar os dados da linha pelos seus.',
      "Os códigos ('Código da empresa', 'Código do cliente', ...) são os do seu ERP: uma linha se liga às outras por eles, e importar de novo a mesma planilha não duplica nada.",
      'Valores em reais, como 1234,56. Datas no formato dd/mm/aaaa. CPF/CNPJ com ou sem pontuação.',
      "Uma parcela com 'Data do recebimento' e 'Valor recebido' aparece como paga.",
      "Colunas opcionais (endereços, dados bancários, 'Previsão de entrega', percentuais das etapas, 'Entrega das chaves', 'Título/DOC', 'Valor corrigido', recebimento…): sem a coluna na aba, o portal mantém os valores já gravados; com a coluna, uma célula vazia grava o valor padrão do campo, o mesmo de um registro novo (por exemplo: sem data, 0 %, o valor original, parcela não paga).",
      "Em Contratos, 'Juros ao mês (%)' é a taxa de juros do contrato em percentual, como 1 para 1 % ao mês (0 quando só há correção), e 'Permite antecipação' é Sim ou Não: com juros, o cliente que antecipa parcelas paga menos.",
      'Também é possível enviar um arquivo .csv por vez, com os títulos de colunas de uma das abas.',
      'Antes de gravar, o portal mostra o que será criado e alterado e lista as linhas com erro.',
    ],
  },
  /** The ERP connector's answers and row errors (decisions 057 and 058). */
  integrations: {
    webhookTooManyIds: (max: number) =>
      `Uma notificação pode nomear no máximo ${max} registros (clientes e títulos somados).`,
  },
} as const;
