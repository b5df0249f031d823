/**
 * The demo product catalogue: 5 categories × 8 renovation products, named as a Finnish
 * contractor's catalogue would name them. `color` tints the drawn photos (demo-product-pictures.ts).
 */

export type DemoProductKind = 'floor' | 'tile' | 'cabinet' | 'tap' | 'paint';

export interface DemoProduct {
  manufacturer: string;
  name: string;
  code: string;
  price: string;
  measurements: string;
  description: string;
  color: string;
  tags?: string[];
}

export interface DemoCategory {
  name: string;
  kind: DemoProductKind;
  products: DemoProduct[];
}

const p = (
  manufacturer: string,
  name: string,
  code: string,
  price: string,
  measurements: string,
  description: string,
  color: string,
  tags?: string[],
): DemoProduct => ({ manufacturer, name, code, price, measurements, description, color, tags });

export const DEMO_TAGS = ['Kosteat tilat', 'Ympäristömerkki', 'Vakiovalinta', 'Lisähintainen'] as const;

export const DEMO_PRODUCT_CATEGORIES: DemoCategory[] = [
  {
    name: 'Lattiat / Floorings',
    kind: 'floor',
    products: [
      p(
        'Upofloor',
        'Tammi Natur 3-sauva',
        'UP-TN3',
        '0',
        '14 × 188 × 2266 mm',
        'Lakattu tammiparketti, vakiovalinta.',
        '#c8a06a',
        ['Vakiovalinta'],
      ),
      p(
        'Upofloor',
        'Tammi Valkoöljy 1-sauva',
        'UP-TV1',
        '18.50',
        '14 × 188 × 2266 mm',
        'Valkoöljytty lankkuparketti.',
        '#e2cfae',
        ['Lisähintainen'],
      ),
      p('Kährs', 'Saarni Nordic', 'KA-SN', '24.90', '15 × 187 × 2423 mm', 'Harjattu saarniparketti.', '#d9c7a3'),
      p('Pergo', 'Laminaatti Harmaa Tammi', 'PE-LHT', '0', '8 × 190 × 1380 mm', 'Kulutusluokka AC4.', '#9b958c', [
        'Vakiovalinta',
      ]),
      p(
        'Pergo',
        'Laminaatti Luonnontammi',
        'PE-LLT',
        '6.20',
        '8 × 190 × 1380 mm',
        'Kulutusluokka AC4, V-urat.',
        '#b88d5a',
      ),
      p(
        'Tarkett',
        'Vinyylilankku Koivu',
        'TA-VK',
        '12.00',
        '5 × 180 × 1220 mm',
        'Äänieristetty vinyylilankku.',
        '#dcc9a1',
        ['Ympäristömerkki'],
      ),
      p(
        'Tarkett',
        'Vinyylilankku Betoni',
        'TA-VB',
        '12.00',
        '5 × 450 × 900 mm',
        'Betonikuvioinen vinyylilaatta.',
        '#a3a39f',
      ),
      p('Timberwise', 'Tammi Savu', 'TW-TS', '32.40', '15 × 180 × 2000 mm', 'Savustettu ja öljytty tammi.', '#7a5a3c', [
        'Lisähintainen',
      ]),
    ],
  },
  {
    name: 'Laatat / Tiles',
    kind: 'tile',
    products: [
      p(
        'Pukkila',
        'Seinälaatta Valkoinen kiiltävä',
        'PU-SVK',
        '0',
        '200 × 200 mm',
        'Vakiolaatta kylpyhuoneen seiniin.',
        '#f4f4f1',
        ['Kosteat tilat', 'Vakiovalinta'],
      ),
      p(
        'Pukkila',
        'Seinälaatta Valkoinen matta',
        'PU-SVM',
        '4.50',
        '300 × 600 mm',
        'Suurikokoinen mattalaatta.',
        '#ecebe6',
        ['Kosteat tilat'],
      ),
      p('Pukkila', 'Lattialaatta Antrasiitti', 'PU-LA', '0', '100 × 100 mm', 'Liukuestoluokka R10.', '#3f4245', [
        'Kosteat tilat',
        'Vakiovalinta',
      ]),
      p(
        'Laattapiste',
        'Lattialaatta Betoninharmaa',
        'LP-LB',
        '9.80',
        '300 × 300 mm',
        'Rektifioitu porcellanato.',
        '#8d8e8a',
        ['Kosteat tilat'],
      ),
      p('Laattapiste', 'Mosaiikki Hunaja', 'LP-MH', '22.00', '25 × 25 mm', 'Lasimosaiikki suihkuseinään.', '#d9a441', [
        'Lisähintainen',
      ]),
      p('Topcer', 'Kuusikulmio Salvia', 'TC-KS', '28.50', '175 × 200 mm', 'Kuusikulmainen sementtilaatta.', '#8fa58b', [
        'Lisähintainen',
      ]),
      p('Topcer', 'Metrolaatta Sininen', 'TC-MS', '14.90', '75 × 150 mm', 'Viistereunainen metrolaatta.', '#3c6e91'),
      p('Pukkila', 'Lattialaatta Hiekka', 'PU-LH', '5.40', '200 × 200 mm', 'Lämmin hiekansävy.', '#c9b48d', [
        'Kosteat tilat',
      ]),
    ],
  },
  {
    name: 'Keittiökalusteet / Kitchen cabinets',
    kind: 'cabinet',
    products: [
      p(
        'Puustelli',
        'Ovi Sileä Valkoinen',
        'PS-OSV',
        '0',
        '396 × 700 mm',
        'Maalattu MDF-ovi, vakiovalinta.',
        '#f7f7f5',
        ['Vakiovalinta'],
      ),
      p('Puustelli', 'Ovi Sileä Grafiitti', 'PS-OSG', '45.00', '396 × 700 mm', 'Mattamaalattu MDF-ovi.', '#404448', [
        'Lisähintainen',
      ]),
      p('Puustelli', 'Ovi Kehys Salvia', 'PS-OKS', '68.00', '396 × 700 mm', 'Kehysovi, maalattu.', '#9fb09a', [
        'Lisähintainen',
      ]),
      p('Keittiömaailma', 'Ovi Tammiviilu', 'KM-OT', '92.00', '396 × 700 mm', 'Luonnonviilu, öljytty.', '#b58a58', [
        'Ympäristömerkki',
      ]),
      p(
        'Keittiömaailma',
        'Laatikosto 3 laatikkoa',
        'KM-L3',
        '210.00',
        '600 × 560 × 720 mm',
        'Täysin ulosvedettävät laatikot.',
        '#e6e4df',
      ),
      p('Kvik', 'Ovi Hiekka', 'KV-OH', '38.00', '396 × 700 mm', 'Laminaattiovi.', '#d8cdb9'),
      p('Kvik', 'Vetimet Musta Teräs', 'KV-VMT', '6.90', '160 mm', 'Hinta per vedin.', '#2b2b2b'),
      p(
        'Puustelli',
        'Työtaso Kivikomposiitti',
        'PS-TK',
        '340.00',
        '30 × 620 mm / jm',
        'Kvartsikomposiitti, hinta per metri.',
        '#d5d3cf',
        ['Lisähintainen'],
      ),
    ],
  },
  {
    name: 'Hanat / Taps',
    kind: 'tap',
    products: [
      p(
        'Oras',
        'Keittiöhana Safira',
        'OR-SAF',
        '0',
        'Korkeus 330 mm',
        'Vakiohana, astianpesukoneventtiili.',
        '#c0c4c8',
        ['Vakiovalinta'],
      ),
      p(
        'Oras',
        'Keittiöhana Optima Musta',
        'OR-OPM',
        '129.00',
        'Korkeus 360 mm',
        'Mattamusta keittiöhana.',
        '#2a2a2a',
        ['Lisähintainen'],
      ),
      p('Oras', 'Pesuallashana Cubista', 'OR-CUB', '0', 'Korkeus 160 mm', 'Vesisäästö 6 l/min.', '#c8ccd0', [
        'Kosteat tilat',
        'Vakiovalinta',
      ]),
      p('Oras', 'Suihkusetti Nova', 'OR-NOV', '0', 'Tanko 900 mm', 'Termostaattinen suihkuhana.', '#bfc3c7', [
        'Kosteat tilat',
        'Vakiovalinta',
      ]),
      p('Hansa', 'Sadesuihku Living', 'HA-LIV', '389.00', 'Ø 250 mm', 'Termostaatilla.', '#b5b9bd', [
        'Kosteat tilat',
        'Lisähintainen',
      ]),
      p(
        'Gustavsberg',
        'Pesuallashana Estetic',
        'GB-EST',
        '96.00',
        'Korkeus 170 mm',
        'Kromattu, pohjaventtiili.',
        '#cfd3d6',
        ['Kosteat tilat'],
      ),
      p('Gustavsberg', 'Keittiöhana Nautic Teräs', 'GB-NAU', '149.00', 'Korkeus 390 mm', 'Harjattu teräs.', '#9ea3a7', [
        'Ympäristömerkki',
      ]),
      p('Hansa', 'Pesuallashana Designo Kulta', 'HA-DKU', '219.00', 'Korkeus 180 mm', 'Harjattu kulta.', '#c9a45c', [
        'Lisähintainen',
      ]),
    ],
  },
  {
    name: 'Seinämaalit / Wall paints',
    kind: 'paint',
    products: [
      p('Tikkurila', 'Harmony Valkoinen F497', 'TI-H497', '0', '2,7 l', 'Täyshimmeä sisämaali, vakiosävy.', '#f1efe8', [
        'Vakiovalinta',
        'Ympäristömerkki',
      ]),
      p('Tikkurila', 'Harmony Sumu J390', 'TI-H390', '0', '2,7 l', 'Vaalea harmaa.', '#d6d6d1', ['Vakiovalinta']),
      p('Tikkurila', 'Harmony Kaste H451', 'TI-H451', '35.00', '2,7 l', 'Murrettu sininen.', '#9fb3bf', [
        'Lisähintainen',
      ]),
      p('Tikkurila', 'Luja 20 kylpyhuone', 'TI-L20', '0', '2,7 l', 'Kosteiden tilojen maali.', '#f3f2ee', [
        'Kosteat tilat',
        'Vakiovalinta',
      ]),
      p('Teknos', 'Biora Air Sammal', 'TE-BAS', '42.00', '2,7 l', 'Ilmaa puhdistava sisämaali.', '#8e9a74', [
        'Ympäristömerkki',
        'Lisähintainen',
      ]),
      p('Teknos', 'Biora Air Terrakotta', 'TE-BAT', '42.00', '2,7 l', 'Lämmin punaruskea.', '#b86f52', [
        'Lisähintainen',
      ]),
      p('Uulu', 'Seinämaali Hiekka', 'UU-SH', '29.90', '2,7 l', 'Himmeä, kestää pesua.', '#d8c6a6'),
      p('Uulu', 'Seinämaali Yö', 'UU-SY', '29.90', '2,7 l', 'Tumma sininen korostusseinään.', '#2f3b4c', [
        'Lisähintainen',
      ]),
    ],
  },
];
