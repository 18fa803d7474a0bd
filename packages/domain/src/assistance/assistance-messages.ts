import { ASSISTANCE_LIMITS, MAX_ASSISTANCE_PHOTOS_PER_UPLOAD } from './assistance-limits';

const { location, description, message, reason, note, ratingComment } = ASSISTANCE_LIMITS;

/** The Portuguese texts of the rules of 'Assistência técnica' (product rule §9; docs/product/texts.md). */
export const ASSISTANCE_MESSAGES = {
  locationLength: `Informe onde fica o problema na unidade (de ${location.min} a ${location.max} caracteres).`,
  descriptionLength: `Descreva o problema com ${description.min} a ${description.max} caracteres.`,
  messageLength: `Escreva uma mensagem de até ${message.max} caracteres.`,
  reasonRequired: `Informe o motivo da improcedência (de ${reason.min} a ${reason.max} caracteres).`,
  noteLength: `A observação pode ter até ${note.max} caracteres.`,
  ratingComment: `O comentário pode ter até ${ratingComment.max} caracteres.`,
  ratingScore: 'Escolha uma nota de 1 a 5.',
  systemUnknown: 'Escolha um dos sistemas da lista.',
  preferredPeriod: 'Escolha o período de preferência para a visita.',
  photoPart: 'Envie as fotos como arquivos.',
  tooManyPhotos: `Envie no máximo ${MAX_ASSISTANCE_PHOTOS_PER_UPLOAD} fotos por vez.`,
  statusUnknown: 'Escolha uma situação válida.',
  visitDate: 'Informe a data da visita: de hoje até um ano à frente.',
  visitWindow: 'Informe o horário da visita entre 06:00 e 22:00, com o início antes do fim.',
  invalidHandoverDate: 'Data de entrega das chaves inválida.',
  invalidPeriod: 'Prazo de garantia inválido.',
  withinWarranty: 'Dentro da garantia até {date}.',
  outOfWarranty:
    'Garantia encerrada em {date}. Você ainda pode enviar a solicitação, que será analisada como fora da garantia.',
} as const;
