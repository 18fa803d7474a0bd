/**
 * Portuguese copy of 'Documentos' (the purchase papers of a contract and of an enterprise) for the
 * customer, the staff's management blocks and the downloads report, apart from `pt-BR.ts`: that module
 * is in the first script of every page, and these texts are read by the documents pages only
 * (decision 038). Sizes come in already written ('20 MB'), so no limit is repeated here.
 */
export const documentsMessages = {
  title: 'Documentos',
  subtitle:
    'Contrato, aditivos, escritura, termo de quitação e os documentos do seu empreendimento, sempre à mão.',
  loading: 'Carregando os documentos…',
  loadError: 'Não foi possível carregar os documentos.',
  retry: 'Tentar novamente',
  empty: 'Ainda não há documentos para você.',
  emptyHint:
    'Quando a construtora publicar o contrato, a escritura ou o manual do proprietário, eles aparecem aqui.',
  newCount: (count: number) =>
    count === 1
      ? '1 documento novo desde a sua última visita.'
      : `${count} documentos novos desde a sua última visita.`,
  contractGroup: (enterprise: string, unit: string) => `${enterprise} — ${unit}`,
  contractGroupByDocument: (enterprise: string, document: string) => `${enterprise} — contrato ${document}`,
  contractGroupHint: (document: string) => `Documentos do contrato ${document}`,
  contractGroupHintPlain: 'Contrato, aditivos, escritura e termo de quitação',
  enterpriseGroupHint: 'Documentos do empreendimento',
  caption: (group: string) => `Documentos de ${group}`,
  columns: {
    title: 'Documento',
    kind: 'Tipo',
    addedAt: 'Publicado em',
    actions: 'Ações',
  },
  newBadge: 'Novo',
  open: 'Abrir',
  openLabel: (title: string) => `Abrir ${title}`,
  opening: (title: string) => `Abrindo ${title}…`,
  openError: (title: string) => `Não foi possível abrir "${title}".`,
  openRetryLabel: (title: string) => `Tentar novamente abrir ${title}`,
  staff: {
    contractTitle: 'Documentos dos contratos',
    contractHint: 'Contrato, aditivos, escritura e termo de quitação: só o cliente do contrato vê e baixa.',
    enterpriseTitle: 'Documentos do empreendimento',
    enterpriseHint:
      'Manual do proprietário, convenção de condomínio e habite-se: todos os clientes do empreendimento veem.',
    contract: 'Contrato',
    contractOption: (document: string, enterprise: string) => `${document} — ${enterprise}`,
    contractHintChoice: 'Os documentos abaixo e o envio são deste contrato.',
    noContracts: 'Este cliente não tem contratos: os documentos são publicados por contrato.',
    downloads: 'Downloads',
    open: 'Abrir',
    openLabel: (title: string) => `Abrir ${title}`,
    empty: 'Nenhum documento publicado.',
    listCaption: 'Documentos publicados',
    uploadTitle: 'Enviar documento',
    titleField: 'Título',
    titlePlaceholder: 'Ex.: Escritura definitiva',
    titleRequired: 'Informe o título do documento.',
    titleLength: (min: number, max: number) => `O título tem de ${min} a ${max} caracteres.`,
    kindField: 'Tipo',
    kindRequired: 'Escolha o tipo do documento.',
    fileField: 'Arquivo',
    fileHint: (size: string) => `Somente PDF, de até ${size}.`,
    fileRequired: 'Escolha o arquivo PDF.',
    wrongType: 'O arquivo precisa ser um PDF.',
    tooLarge: (size: string) => `O arquivo passa de ${size}, o tamanho máximo.`,
    send: 'Enviar documento',
    sending: 'Enviando…',
    progress: 'Envio do documento',
    uploaded: (title: string) => `Documento "${title}" publicado. O cliente o vê marcado como novo.`,
    replace: 'Substituir',
    replaceLabel: (title: string) => `Substituir ${title}`,
    replaceTitle: (title: string) => `Substituir "${title}"`,
    replaceDescription:
      'O arquivo novo toma o lugar do atual, com o mesmo título e tipo, e volta a aparecer como novo para o cliente.',
    replaceConfirm: 'Substituir arquivo',
    replaced: (title: string) => `Arquivo de "${title}" substituído.`,
    remove: 'Remover',
    removeLabel: (title: string) => `Remover ${title}`,
    removeTitle: 'Remover este documento?',
    removeDescription: (title: string) =>
      `"${title}" deixa de aparecer para o cliente. O registro de quem já o baixou é mantido no relatório.`,
    removeConfirm: 'Remover documento',
    removed: (title: string) => `Documento "${title}" removido.`,
  },
  report: {
    title: 'Downloads de documentos',
    subtitle: 'Quem abriu cada documento e quando.',
    caption: 'Downloads de documentos',
    period: 'Período do download',
    customerName: 'Nome do cliente',
    customerEmail: 'E-mail do cliente',
    documentTitle: 'Documento',
    removedTitle: (title: string) => `${title} (removido)`,
    columns: {
      document: 'Documento',
      kind: 'Tipo',
      owner: 'Contrato ou empreendimento',
      customer: 'Cliente',
      email: 'E-mail',
      date: 'Data do download',
    },
  },
} as const;
