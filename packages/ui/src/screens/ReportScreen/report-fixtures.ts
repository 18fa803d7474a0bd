import type { ClientRow } from '../ClientsScreen/ClientsScreen';
import type { GeneratedSlipRow } from '../GeneratedSlipsReportScreen/GeneratedSlipsReportScreen';
import type { GeneratedStatementRow } from '../GeneratedStatementsReportScreen/GeneratedStatementsReportScreen';
import type { LoginHistoryRow } from '../LoginReportScreen/LoginReportScreen';

// Deterministic demo data for stories: the same inputs always give the same rows (stable screenshots).
const firstNames = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Heitor', 'Íris', 'João'];
const lastNames = ['Souza', 'Lima', 'Oliveira', 'Pereira', 'Costa', 'Almeida', 'Ribeiro', 'Conceição'];
const enterprises = [
  'Residencial Jardim das Acácias',
  'Edifício Mirante do Vale',
  'Vila Alicerce',
  'Torre Aurora',
];
const companies = ['Construtiva Engenharia Ltda', 'Alicerce Incorporadora', 'Horizonte Empreendimentos'];
const failures = ['Senha incorreta', 'Usuário não encontrado', 'Conta ainda não ativada'];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;
const pad = (n: number) => String(n).padStart(2, '0');
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');

/** An ISO instant in March 2024, a few hours apart per index (UTC, shown in São Paulo time). */
const moment = (index: number) =>
  `2024-03-${pad(1 + (index % 28))}T${pad(11 + (index % 12))}:${pad((index * 7) % 60)}:00Z`;

/** A person's full name. */
export const personName = (index: number) =>
  `${pick(firstNames, index)} ${pick(lastNames, index * 3 + Math.floor(index / 10))}`;

/** `count` clients with distinct e-mails. */
export function clientRows(count: number): ClientRow[] {
  return Array.from({ length: count }, (_, index) => {
    const name = personName(index);
    return { name, email: `${slug(name)}${index}@demo.com.br` };
  });
}

/** `count` login-history records (successful, or failed with a reason). */
export function loginRows(count: number, isFailure = false): LoginHistoryRow[] {
  return Array.from({ length: count }, (_, index) => {
    const name = personName(index);
    return {
      customer_name: isFailure && index % 4 === 3 ? null : name,
      email: `${slug(name)}@demo.com.br`,
      date: moment(index),
      ip: index % 9 === 8 ? null : `189.${20 + (index % 50)}.${index % 255}.${(index * 13) % 255}`,
      message: isFailure ? pick(failures, index) : 'Login realizado com sucesso',
    };
  });
}

/** `count` generated payment slips. */
export function slipRows(count: number): GeneratedSlipRow[] {
  return Array.from({ length: count }, (_, index) => ({
    contract_id: 1040 + (index % 37),
    contract_document: `CT.20${pad(18 + (index % 6))}/${String(1040 + (index % 37)).padStart(5, '0')}`,
    name: `BOL-${2024_0300 + index}`,
    enterprise_name: pick(enterprises, index),
    customer_email: `financeiro@${slug(pick(companies, index)).replace(/\./g, '')}.com.br`,
    contract_date: `20${pad(18 + (index % 6))}-${pad(1 + (index % 12))}-15`,
    date: moment(index),
    due_date: `2024-04-${pad(1 + (index % 28))}`,
    due_value: 150_000 + ((index * 7919) % 400_000),
  }));
}

/** `count` generated statements. */
export function statementRows(count: number): GeneratedStatementRow[] {
  return Array.from({ length: count }, (_, index) => ({
    contract_id: 2100 + (index % 41),
    contract_document: `CT.20${pad(17 + (index % 7))}/${String(2100 + (index % 41)).padStart(5, '0')}`,
    name: `EXT-${2024_0300 + index}`,
    customer_email: `${slug(personName(index))}@demo.com.br`,
    contract_date: `20${pad(17 + (index % 7))}-${pad(1 + (index % 12))}-10`,
    date: moment(index),
    paid_value: 2_500_000 + ((index * 104_729) % 9_000_000),
    due_value: 12_000_000 + ((index * 7_919) % 30_000_000),
  }));
}
