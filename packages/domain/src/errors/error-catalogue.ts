import { ACCESS_CATALOGUE } from './access-catalogue';

/**
 * The error and outcome catalogue: every code the API answers and the exact Portuguese text a person
 * reads for it. Codes of spec section 8 keep their spelling (`PAYMENT-SLIP-PDF-404`); outcomes the spec
 * names without a code get one in the same `RESOURCE-ACTION-STATUS` style (product rule §2).
 */
export const ERROR_CATALOGUE = {
  // Sign-up, authentication and recovery: their own file, the login's (decision 078)
  ...ACCESS_CATALOGUE,
  // Financial
  'PAYMENT-SLIP-PDF-200': 'Boleto gerado com sucesso',
  'PAYMENT-SLIP-PDF-404': 'Boleto indisponível',
  'SEND-PAYMENT-PROOF-200': 'Comprovante enviado com sucesso.',
  'SEND-PAYMENT-PROOF-413': 'O arquivo ultrapassa o tamanho máximo de 1024MB.',
  'SEND-PAYMENT-PROOF-QUOTA-413':
    'Você atingiu o limite de espaço para comprovantes de pagamento. Entre em contato com o atendimento.',
  // Only an open installment (a pagar or vencida) shows 'Enviar' (docs/product/decisions.md, "Paying from
  // the statement"); the server refuses a paid one too.
  'SEND-PAYMENT-PROOF-409':
    'Esta parcela já está paga, por isso não recebe comprovante. Em caso de dúvida, abra um ticket no Suporte.',
  'SEND-PAYMENT-PROOF-421': 'Erro ao enviar boleto.',
  'SEND-PAYMENT-PROOF-422': 'Formato de arquivo não suportado.',
  'GET-INCOME-TAX-200': 'Informe de rendimento resgatado com sucesso.',
  'GET-INCOME-TAX-404': 'Erro ao gerar o link do PDF ou PDF indisponivel',
  'COPY-CODE-200': 'Código de boleto copiado.',
  'EXPORT-TO-PDF-200': 'Arquivo pdf gerado com sucesso.',
  'EXPORT-TO-PDF-404': 'Erro ao encontrar o PDF do boleto.',
  'EXPORT-TO-XLS-200': 'Arquivo Excel gerado com sucesso.',
  'TOTAL-DEBIT-404': 'Não foram encontradas informações para o saldo total devedor',
  'STATEMENTS-404': 'Não existem extratos disponíveis para visualização.',
  'LATEST-SLIP-PAID': 'O boleto mais recente deste empreendimento foi quitado.',
  'LATEST-SLIP-504': 'Erro ao procurar boleto mais recente.',
  // Enterprise images
  'IMG-GET-404': 'Este empreendimento não possui imagens na data selecionada.',
  'IMG-GET-421': 'Erro de rede ao buscar imagens.',
  'IMG-GET-500': 'Ocorreu um erro ao buscar as imagens.',
  'IMG-POST-201': 'Imagem adicionada com sucesso.',
  'IMG-POST-400': 'Houve um erro ao adicionar a imagem.',
  'IMG-POST-421': 'Erro ao inserir imagem ao status de obra.',
  'IMG-DELETE-200': 'Imagem removida com sucesso.',
  // A photo that is not there (already removed, or a stale list) reads as the spec's delete failure.
  'IMG-DELETE-404': 'Houve um erro ao remover a imagem.',
  'IMG-DELETE-500': 'Houve um erro ao remover a imagem.',
  // Other
  'TICKET-POST-200': 'Mensagem enviada com sucesso!',
  'TICKET-POST-500': 'Houve um erro ao enviar o ticket.',
  'ENTERPRISES-EMPTY': 'Nenhum empreendimento encontrado.',
  // ERP import API and integration keys (decision 026)
  'IMPORT-200': 'Lote importado com sucesso.',
  'IMPORT-400': 'O lote enviado não tem o formato esperado. Confira a documentação da API de importação.',
  'IMPORT-413': 'O lote ultrapassa o tamanho máximo de 64 MB. Divida os dados em lotes menores.',
  'IMPORT-422':
    'O lote tem linhas inválidas e nada foi importado. Corrija as linhas indicadas e envie novamente.',
  'IMPORT-409': 'Outra importação está em andamento. Aguarde alguns instantes e envie novamente.',
  'INTEGRATION-KEY-401': 'Chave de integração ausente, inválida ou revogada.',
  'INTEGRATION-KEY-403':
    'A API de importação aceita apenas chaves de integração; o acesso de usuários do portal não é aceito aqui.',
  'INTEGRATION-KEY-404': 'Chave de integração não encontrada.',
  // Spreadsheet import for staff (docs/decisions/036-staff-spreadsheet-import.md)
  'SPREADSHEET-400': 'Não foi possível ler o arquivo como planilha. Envie um arquivo .xlsx ou .csv.',
  'SPREADSHEET-404': 'Pré-visualização não encontrada. Envie a planilha novamente.',
  'SPREADSHEET-409': 'Esta planilha já foi importada.',
  'SPREADSHEET-410': 'A pré-visualização expirou. Envie a planilha novamente.',
  'SPREADSHEET-413': 'A planilha ultrapassa o tamanho máximo de 32 MB. Divida os dados em arquivos menores.',
  'SPREADSHEET-422':
    'A planilha tem linhas com erros e nada foi importado. Corrija as linhas indicadas e envie novamente.',
  // What the 'Importar dados' screen says when a call never got the server's answer (network, 5xx).
  'SPREADSHEET-TEMPLATE-ERROR': 'Não foi possível baixar o modelo. Tente novamente.',
  'SPREADSHEET-PREVIEW-ERROR':
    'Não foi possível enviar a planilha. Verifique sua conexão e tente novamente; nada foi importado.',
  'SPREADSHEET-CONFIRM-ERROR':
    'Não foi possível confirmar a importação. Confira o histórico abaixo antes de tentar novamente.',
  'IMPORT-RUNS-ERROR': 'Não foi possível carregar o histórico de importações.',
  // Sienge connector (docs/decisions/024-sienge-connector.md)
  'SIENGE-STATUS-ERROR': 'Não foi possível carregar a situação da integração com o Sienge.',
  'SIENGE-SYNC-ERROR': 'Não foi possível iniciar a sincronização. Tente novamente.',
  'SIENGE-503': 'Integração com o Sienge não configurada.',
  'SIENGE-WEBHOOK-401': 'Token do webhook do Sienge ausente ou inválido.',
  'SIENGE-WEBHOOK-503':
    'Há notificações demais do Sienge aguardando processamento. Envie novamente mais tarde.',
  'SIENGE-SYNC-409': 'Já existe uma sincronização com o Sienge em andamento. Aguarde ela terminar.',
  // Staff accounts, the 'Equipe' page (docs/decisions/051-staff-accounts.md)
  'LOGIN-DEACTIVATED-403': 'Esta conta foi desativada. Fale com um administrador do portal.',
  'STAFF-404': 'Pessoa da equipe não encontrada.',
  'STAFF-INVITE-409':
    'Este e-mail já tem uma conta no portal. Para um colega desativado, use "Reativar" na lista da equipe.',
  'STAFF-INVITE-503': 'Não foi possível enviar o convite agora. Tente novamente em alguns minutos.',
  'STAFF-SELF-409': 'Você não pode desativar a sua própria conta.',
  'STAFF-LAST-ADMIN-409': 'Não é possível desativar o último administrador ativo do portal.',
  'STAFF-LIST-ERROR': 'Não foi possível carregar a equipe.',
  'STAFF-INVITE-ERROR': 'Não foi possível enviar o convite. Tente novamente.',
  'STAFF-UPDATE-ERROR': 'Não foi possível alterar o acesso. Tente novamente.',
  // A customer's access, the admin's client page (docs/product/rules.md, "Acesso do cliente")
  'LOGIN-BLOCKED-403':
    'Seu acesso ao portal está bloqueado. Fale com a nossa equipe pelos canais de contato.',
  'CLIENT-404': 'Cliente não encontrado.',
  'CLIENT-NO-ACCOUNT-409': 'Este cliente ainda não criou o acesso ao portal.',
  'CLIENT-ACTIVATION-409': 'Este acesso não está aguardando ativação.',
  'CLIENT-ACTIVATION-503':
    'Não foi possível enviar o e-mail de ativação agora. Tente novamente em alguns minutos.',
  'CLIENT-LOAD-ERROR': 'Não foi possível carregar o cliente.',
  'CLIENT-UPDATE-ERROR': 'Não foi possível alterar o acesso do cliente. Tente novamente.',
  // Paying installments ahead, 'Antecipar parcelas' (product rule §8)
  'PREPAYMENT-403': 'Este contrato não permite antecipar parcelas. Fale com a nossa equipe pelo Suporte.',
  'PREPAYMENT-404': 'Antecipação não encontrada.',
  'PREPAYMENT-DATE-422': 'Escolha uma data de pagamento entre hoje e os próximos 5 dias.',
  'PREPAYMENT-INSTALLMENT-422':
    'Só é possível antecipar parcelas futuras em aberto deste contrato. Atualize a página e escolha novamente.',
  'PREPAYMENT-409':
    'Uma das parcelas escolhidas já está em uma antecipação em andamento. Atualize a página e escolha novamente.',
  'PREPAYMENT-COMPLETE-409': 'Esta solicitação de antecipação já foi concluída.',
  'PREPAYMENT-ERROR': 'Não foi possível antecipar as parcelas. Tente novamente.',
  'PREPAYMENT-QUOTE-ERROR': 'Não foi possível calcular a antecipação. Tente novamente.',
  'PREPAYMENT-LIST-ERROR': 'Não foi possível carregar as antecipações.',
  'PREPAYMENT-COMPLETE-ERROR': 'Não foi possível concluir a solicitação. Tente novamente.',
  // Technical assistance, 'Assistência técnica' (product rule §9)
  'ASSISTANCE-404': 'Solicitação de assistência não encontrada.',
  'ASSISTANCE-UNIT-404': 'Unidade não encontrada ou ainda sem entrega das chaves.',
  'ASSISTANCE-SYSTEM-422': 'Escolha um dos sistemas da lista.',
  'ASSISTANCE-PHOTO-400': 'Envie fotos em PNG, JPEG ou WebP de até 15 MB cada.',
  'ASSISTANCE-PHOTOS-409': 'Esta solicitação já tem o máximo de 60 fotos.',
  'ASSISTANCE-CLOSED-409':
    'Esta solicitação foi encerrada e não recebe novas mensagens. Se precisar, abra uma nova solicitação.',
  'ASSISTANCE-STATUS-409':
    'Esta mudança de situação não é permitida agora. Atualize a página e tente novamente.',
  'ASSISTANCE-CHANGE-422': 'Confira os campos da mudança de situação.',
  'ASSISTANCE-RATING-409': 'Só é possível avaliar um atendimento concluído, uma única vez.',
  'ASSISTANCE-ERROR': 'Não foi possível enviar a solicitação. Tente novamente.',
  'ASSISTANCE-LIST-ERROR': 'Não foi possível carregar as solicitações de assistência.',
  'ASSISTANCE-MESSAGE-ERROR': 'Não foi possível enviar a mensagem. Tente novamente.',
  'ASSISTANCE-STATUS-ERROR': 'Não foi possível alterar a situação. Tente novamente.',
  'ASSISTANCE-RATING-ERROR': 'Não foi possível enviar a avaliação. Tente novamente.',
  // The papers of the purchase, 'Documentos' (product rule §9, "Documents")
  'DOCUMENT-404': 'Documento não encontrado.',
  'DOCUMENT-OWNER-404': 'Contrato ou empreendimento não encontrado.',
  'DOCUMENT-KIND-422':
    'Este tipo de documento não cabe aqui: contrato, aditivo, escritura e termo de quitação vão no contrato; manual do proprietário, convenção de condomínio e habite-se, no empreendimento.',
  'DOCUMENT-PDF-422': 'O arquivo enviado não é um PDF. Envie o documento em PDF.',
  'DOCUMENT-PDF-413': 'O arquivo ultrapassa o tamanho máximo de 20 MB.',
  'DOCUMENT-FETCH-422':
    'Não foi possível baixar o PDF do endereço informado. Confira se o endereço é público (https) e responde em até 20 segundos.',
  'DOCUMENT-LIST-ERROR': 'Não foi possível carregar os documentos.',
  'DOCUMENT-LINK-ERROR': 'Não foi possível abrir o documento. Tente novamente.',
  'DOCUMENT-UPLOAD-ERROR': 'Não foi possível enviar o documento. Tente novamente.',
  'DOCUMENT-REMOVE-ERROR': 'Não foi possível remover o documento. Tente novamente.',
  // Generic answers of our API (product rules §2 and §3)
  'REQUEST-400': 'Os dados enviados são inválidos. Confira os campos e tente novamente.',
  'REQUEST-413': 'O conteúdo enviado é grande demais.',
  'FORBIDDEN-403': 'Você não tem permissão para acessar este recurso.',
  'NOT-FOUND-404': 'Não encontramos o que você procurou.',
  'RATE-LIMIT-429': 'Muitas tentativas. Aguarde alguns instantes e tente novamente.',
  'INTERNAL-500': 'Ocorreu um erro inesperado. Tente novamente em alguns instantes.',
  // Faults of the platform (decision 037): the database unreachable, the file storage full.
  'SERVICE-UNAVAILABLE-503':
    'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.',
  'STORAGE-UNAVAILABLE':
    'O armazenamento de arquivos não respondeu a tempo. Tente novamente em alguns instantes.',
  'STORAGE-FULL-507':
    'Não foi possível guardar o arquivo: o espaço de armazenamento do servidor está cheio. Tente novamente mais tarde.',
  'NETWORK-ERROR': 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  'RESPONSE-INVALID':
    'O servidor enviou uma resposta em formato inesperado. Tente novamente em alguns instantes.',
} as const;

/** A code of the catalogue. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Tells whether a string (say, the `code` of an API answer) is a known catalogue code. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

/** The Portuguese text of a code; an unknown code reads as the generic unexpected-error text. */
export function messageForCode(code: string): string {
  return isErrorCode(code) ? ERROR_CATALOGUE[code] : ERROR_CATALOGUE['INTERNAL-500'];
}
