/** One enterprise of the demo company, with the numbers its generated data is drawn from. */
export interface DemoEnterprise {
  readonly name: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  /** Months before the anchor month the enterprise was launched (its `creation`). */
  readonly launchedMonthsAgo: number;
  /** Construction progress now, per stage (Fundação … Acabamento). */
  readonly progress: readonly [number, number, number, number, number];
  /** Typical unit price in reais and what a unit is called. */
  readonly unitPrice: number;
  readonly unitKind: 'Apto' | 'Sala' | 'Casa' | 'Lote';
  /** Sky and façade colours of its generated pictures. */
  readonly palette: readonly [string, string, string];
}

/** Twelve developments across Brazil; each is sold by its own SPE (company). */
export const DEMO_ENTERPRISES: readonly DemoEnterprise[] = [
  {
    name: 'Residencial Jardim das Palmeiras',
    address: 'Rua das Palmeiras, 450 - Jardim Botânico',
    city: 'Ribeirão Preto',
    state: 'SP',
    launchedMonthsAgo: 30,
    progress: [100, 100, 85, 60, 20],
    unitPrice: 420_000,
    unitKind: 'Apto',
    palette: ['#9fd3f2', '#e8dccb', '#7a5c3e'],
  },
  {
    name: 'Edifício Vista do Atlântico',
    address: 'Avenida Beira Mar, 2100 - Meireles',
    city: 'Fortaleza',
    state: 'CE',
    launchedMonthsAgo: 40,
    progress: [100, 100, 100, 90, 70],
    unitPrice: 780_000,
    unitKind: 'Apto',
    palette: ['#7cc4e8', '#f4f1ea', '#2f6f8f'],
  },
  {
    name: 'Condomínio Parque das Águas',
    address: 'Rua Ipê Amarelo, 88 - Vila Maria',
    city: 'Campinas',
    state: 'SP',
    launchedMonthsAgo: 18,
    progress: [100, 55, 10, 0, 0],
    unitPrice: 360_000,
    unitKind: 'Casa',
    palette: ['#b3dcf5', '#d9c7a7', '#5b7f3a'],
  },
  {
    name: 'Torre Solaris Business',
    address: 'Avenida Paulista, 1500 - Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    launchedMonthsAgo: 26,
    progress: [100, 90, 60, 35, 5],
    unitPrice: 950_000,
    unitKind: 'Sala',
    palette: ['#a9c8e0', '#c9d3dc', '#34495e'],
  },
  {
    name: 'Residencial Serra Azul',
    address: 'Rua Caetés, 312 - Savassi',
    city: 'Belo Horizonte',
    state: 'MG',
    launchedMonthsAgo: 48,
    progress: [100, 100, 100, 100, 100],
    unitPrice: 510_000,
    unitKind: 'Apto',
    palette: ['#8ec9ef', '#e6e0d4', '#3d5a80'],
  },
  {
    name: 'Edifício Mirante do Lago',
    address: 'Avenida Ayrton Senna da Silva, 900 - Gleba Palhano',
    city: 'Londrina',
    state: 'PR',
    launchedMonthsAgo: 22,
    progress: [100, 70, 30, 5, 0],
    unitPrice: 640_000,
    unitKind: 'Apto',
    palette: ['#a3d5f7', '#efe6d8', '#6d6875'],
  },
  {
    name: 'Villa Toscana Residence',
    address: 'Rua Padre Anchieta, 1720 - Bigorrilho',
    city: 'Curitiba',
    state: 'PR',
    launchedMonthsAgo: 36,
    progress: [100, 100, 95, 75, 45],
    unitPrice: 890_000,
    unitKind: 'Apto',
    palette: ['#c2dff2', '#e9c89b', '#a0522d'],
  },
  {
    name: 'Residencial Águas Claras',
    address: 'Quadra 301, Conjunto 4, Lote 2 - Águas Claras',
    city: 'Brasília',
    state: 'DF',
    launchedMonthsAgo: 14,
    progress: [80, 20, 0, 0, 0],
    unitPrice: 470_000,
    unitKind: 'Apto',
    palette: ['#99cde9', '#e3ddd1', '#457b9d'],
  },
  {
    name: 'Recanto dos Ipês',
    address: 'Estrada do Capão Redondo, 1200 - Jardim Colibri',
    city: 'Cotia',
    state: 'SP',
    launchedMonthsAgo: 20,
    progress: [100, 60, 40, 10, 0],
    unitPrice: 290_000,
    unitKind: 'Lote',
    palette: ['#b8e0f6', '#dfe7c8', '#6a994e'],
  },
  {
    name: 'Edifício Porto Belo',
    address: 'Rua Conselheiro Mafra, 640 - Centro',
    city: 'Florianópolis',
    state: 'SC',
    launchedMonthsAgo: 32,
    progress: [100, 100, 90, 70, 35],
    unitPrice: 720_000,
    unitKind: 'Apto',
    palette: ['#86c5eb', '#f1ebe1', '#1d3557'],
  },
  {
    name: 'Solar de Itapuã',
    address: 'Rua da Gratidão, 55 - Itapuã',
    city: 'Salvador',
    state: 'BA',
    launchedMonthsAgo: 12,
    progress: [60, 5, 0, 0, 0],
    unitPrice: 410_000,
    unitKind: 'Apto',
    palette: ['#92d0f0', '#f6e7cf', '#e07a5f'],
  },
  {
    name: 'Jardins do Horto',
    address: 'Rua Dom Pedro II, 980 - Higienópolis',
    city: 'Porto Alegre',
    state: 'RS',
    launchedMonthsAgo: 44,
    progress: [100, 100, 100, 95, 85],
    unitPrice: 830_000,
    unitKind: 'Apto',
    palette: ['#a6cbe3', '#ddd5c7', '#588157'],
  },
];
