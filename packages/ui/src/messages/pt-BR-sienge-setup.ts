/**
 * Portuguese copy of the Sienge page while the connector is not configured (decision 024), apart from
 * `pt-BR-integrations.ts`: that module is also in the import screen's bundle, which is near its budget,
 * and these texts are read by the Sienge page only.
 */
export const siengeSetupMessages = {
  notConfigured: 'A sincronização com o Sienge ainda não está ligada',
  notConfiguredBadge: 'Não configurada',
  notConfiguredIntro:
    'Enquanto ela não for ligada, clientes, contratos e parcelas chegam ao portal pela importação de planilhas, em Integrações › Importar dados.',
  askTitle: 'O que pedir ao responsável técnico do portal',
  askItems: [
    'Que ligue a integração com o Sienge no servidor do portal.',
    'Para isso, ele precisa do nome da sua empresa no Sienge (o que aparece no endereço de acesso, como suaempresa.sienge.com.br) e de um usuário e uma senha de API, criados por quem administra o Sienge da empresa, no painel de Integrações do Sienge.',
    'Se as alterações feitas no Sienge devem chegar ao portal na hora, peça também as notificações de alteração (webhook).',
  ],
  afterSetup:
    'Quando ele terminar e reiniciar o portal, esta página mostra a última sincronização e o botão “Sincronizar agora”.',
  technicalNote:
    'Para o responsável técnico: SIENGE_BASE_URL, SIENGE_USER e SIENGE_PASSWORD (e SIENGE_WEBHOOK_TOKEN para as notificações), descritas no README do portal.',
} as const;
