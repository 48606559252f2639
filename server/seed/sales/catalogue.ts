/**
 * The demo chain's product catalogue: a Bahia supermarket's departments, each base product in its
 * sizes, flavours and brands, plus the weighed items of Hortifruti, Açougue and Padaria. Written as
 * compact tables and expanded deterministically (~2 000 SKUs with valid EAN-13s).
 */

/** A festive season that lifts some products: São João (June) and Christmas (December). */
export type Season = 'sao-joao' | 'natal';

export interface CatalogueProduct {
  sku: string;
  ean: string;
  name: string;
  department: string;
  category: string;
  subcategory: string;
  brand: string;
  measure: string;
  is_weightable: boolean;
  /** shelf price in R$ at the start of the two years (per kg when weighed) */
  price: number;
  /** relative popularity in an ordinary basket */
  popularity: number;
  season: Season | null;
  /** kilos a customer usually takes of a weighed item: [min, max] */
  kilos: [number, number] | null;
}

interface Packaged {
  dept: string;
  cat: string;
  sub: string;
  name: string;
  /** [size label, price of the first brand] */
  sizes: [string, number][];
  brands: string[];
  variants?: string[];
  popularity?: number;
  season?: Season;
}

interface Weighed {
  dept: string;
  cat: string;
  sub: string;
  name: string;
  /** R$ per kg */
  price: number;
  kilos: [number, number];
  popularity?: number;
  season?: Season;
}

const M = 'Mercearia';
const HF = 'Hortifruti';
const AC = 'Açougue';
const PA = 'Padaria';
const FL = 'Frios e Laticínios';
const BE = 'Bebidas';
const LI = 'Limpeza';
const HI = 'Higiene e Perfumaria';
const PE = 'Pet';
const CO = 'Congelados';
const BB = 'Bebê';
const UT = 'Utilidades';

const PACKAGED: Packaged[] = [
  // Mercearia
  { dept: M, cat: 'Grãos', sub: 'Arroz', name: 'Arroz Branco Tipo 1', sizes: [['1kg', 6.49], ['5kg', 28.9]], brands: ['Camil', 'Tio João', 'Prato Fino', 'Namorado', 'Kicaldo', 'Sepé'], popularity: 9 },
  { dept: M, cat: 'Grãos', sub: 'Arroz', name: 'Arroz Parboilizado', sizes: [['1kg', 6.29], ['5kg', 27.5]], brands: ['Camil', 'Tio João', 'Namorado', 'Kicaldo'], popularity: 4 },
  { dept: M, cat: 'Grãos', sub: 'Feijão', name: 'Feijão Carioca', sizes: [['1kg', 8.49]], brands: ['Camil', 'Kicaldo', 'Namorado', 'Broto Legal', 'Tio João'], popularity: 8 },
  { dept: M, cat: 'Grãos', sub: 'Feijão', name: 'Feijão Preto', sizes: [['1kg', 8.99]], brands: ['Camil', 'Kicaldo', 'Namorado'], popularity: 4 },
  { dept: M, cat: 'Grãos', sub: 'Feijão', name: 'Feijão Fradinho', sizes: [['500g', 6.99]], brands: ['Camil', 'Kicaldo', 'Broto Legal'], popularity: 5 },
  { dept: M, cat: 'Grãos', sub: 'Milho', name: 'Milho de Pipoca', sizes: [['500g', 4.99]], brands: ['Yoki', 'Camil', 'Kicaldo'], popularity: 3, season: 'sao-joao' },
  { dept: M, cat: 'Grãos', sub: 'Milho', name: 'Milho para Canjica Branco', sizes: [['500g', 5.49]], brands: ['Yoki', 'Camil', 'Kicaldo'], popularity: 1, season: 'sao-joao' },
  { dept: M, cat: 'Farináceos', sub: 'Farinha', name: 'Farinha de Mandioca', sizes: [['500g', 4.49], ['1kg', 7.99]], brands: ['Yoki', 'Kicaldo', 'Da Terra', 'Copaíba'], popularity: 6 },
  { dept: M, cat: 'Farináceos', sub: 'Farinha', name: 'Farinha de Trigo', sizes: [['1kg', 5.99]], brands: ['Dona Benta', 'Nordeste', 'Sol', 'Rosa Branca'], popularity: 4 },
  { dept: M, cat: 'Farináceos', sub: 'Flocão', name: 'Flocão de Milho', sizes: [['500g', 2.99]], brands: ['Vitamilho', 'Maratá', 'São Braz', 'Kimilho'], popularity: 6, season: 'sao-joao' },
  { dept: M, cat: 'Farináceos', sub: 'Massa', name: 'Tapioca Hidratada', sizes: [['500g', 6.49], ['1kg', 10.9]], brands: ['Da Terra', 'Yoki', 'Pinduca'], popularity: 4 },
  { dept: M, cat: 'Farináceos', sub: 'Mistura para Bolo', name: 'Mistura para Bolo', sizes: [['400g', 5.49]], brands: ['Dona Benta', 'Fleischmann', 'Sol'], variants: ['Milho', 'Chocolate', 'Aipim', 'Laranja'], popularity: 3, season: 'sao-joao' },
  { dept: M, cat: 'Massas', sub: 'Macarrão', name: 'Macarrão Espaguete', sizes: [['500g', 4.79]], brands: ['Vitarella', 'Adria', 'Renata', 'Barilla', 'Fortaleza'], popularity: 6 },
  { dept: M, cat: 'Massas', sub: 'Macarrão', name: 'Macarrão Parafuso', sizes: [['500g', 4.99]], brands: ['Vitarella', 'Adria', 'Renata', 'Fortaleza'], popularity: 3 },
  { dept: M, cat: 'Massas', sub: 'Instantâneo', name: 'Macarrão Instantâneo', sizes: [['85g', 1.99]], brands: ['Nissin Miojo', 'Maggi', 'Turma da Mônica'], variants: ['Galinha', 'Carne', 'Legumes'], popularity: 5 },
  { dept: M, cat: 'Açúcar e Adoçantes', sub: 'Açúcar', name: 'Açúcar Cristal', sizes: [['1kg', 4.79], ['5kg', 22.9]], brands: ['União', 'Caravelas', 'Alegre', 'Estrela'], popularity: 7 },
  { dept: M, cat: 'Açúcar e Adoçantes', sub: 'Açúcar', name: 'Açúcar Refinado', sizes: [['1kg', 5.29]], brands: ['União', 'Caravelas', 'Alegre'], popularity: 4 },
  { dept: M, cat: 'Óleos e Azeites', sub: 'Óleo', name: 'Óleo de Soja', sizes: [['900ml', 7.49]], brands: ['Soya', 'Liza', 'Vila Velha', 'Concórdia'], popularity: 7 },
  { dept: M, cat: 'Óleos e Azeites', sub: 'Azeite', name: 'Azeite de Oliva Extra Virgem', sizes: [['500ml', 32.9]], brands: ['Gallo', 'Andorinha', 'Borges', 'La Violetera'], popularity: 2, season: 'natal' },
  { dept: M, cat: 'Óleos e Azeites', sub: 'Azeite de Dendê', name: 'Azeite de Dendê', sizes: [['200ml', 7.99], ['500ml', 15.9]], brands: ['Aratu', 'Kitano', 'Dendê da Bahia'], popularity: 4 },
  { dept: M, cat: 'Matinais', sub: 'Café', name: 'Café Torrado e Moído', sizes: [['250g', 14.9], ['500g', 27.9]], brands: ['Pilão', 'Café Maratá', 'Santa Clara', 'Três Corações', 'Melitta', 'Café Kimimo'], variants: ['Tradicional', 'Extraforte'], popularity: 8 },
  { dept: M, cat: 'Matinais', sub: 'Achocolatado', name: 'Achocolatado em Pó', sizes: [['400g', 9.49], ['800g', 16.9]], brands: ['Nescau', 'Toddy', 'Italac'], popularity: 4 },
  { dept: M, cat: 'Matinais', sub: 'Leite em Pó', name: 'Leite em Pó Integral', sizes: [['200g', 10.9], ['400g', 19.9]], brands: ['Ninho', 'Itambé', 'Piracanjuba', 'Italac'], popularity: 4 },
  { dept: M, cat: 'Matinais', sub: 'Cereais', name: 'Cereal Matinal', sizes: [['300g', 15.9]], brands: ['Nestlé', 'Kellogg\'s'], variants: ['Flocos de Milho', 'Chocolate', 'Integral'], popularity: 2 },
  { dept: M, cat: 'Matinais', sub: 'Aveia', name: 'Aveia em Flocos', sizes: [['200g', 5.99]], brands: ['Quaker', 'Yoki', 'Nestlé'], popularity: 2 },
  { dept: M, cat: 'Biscoitos', sub: 'Biscoito Salgado', name: 'Biscoito Cream Cracker', sizes: [['400g', 6.49]], brands: ['Vitarella', 'Fortaleza', 'Marilan', 'Treloso'], popularity: 6 },
  { dept: M, cat: 'Biscoitos', sub: 'Biscoito Doce', name: 'Biscoito Recheado', sizes: [['130g', 2.99]], brands: ['Trakinas', 'Passatempo', 'Treloso', 'Bono', 'Negresco'], variants: ['Chocolate', 'Morango', 'Baunilha'], popularity: 6 },
  { dept: M, cat: 'Biscoitos', sub: 'Biscoito Doce', name: 'Biscoito Maria', sizes: [['370g', 5.29]], brands: ['Vitarella', 'Marilan', 'Fortaleza'], popularity: 3 },
  { dept: M, cat: 'Biscoitos', sub: 'Wafer', name: 'Biscoito Wafer', sizes: [['140g', 3.79]], brands: ['Bauducco', 'Vitarella', 'Tostines'], variants: ['Chocolate', 'Morango', 'Limão'], popularity: 3 },
  { dept: M, cat: 'Enlatados e Conservas', sub: 'Milho Verde', name: 'Milho Verde em Conserva', sizes: [['170g', 4.49]], brands: ['Quero', 'Predilecta', 'Fugini', 'Bonduelle'], popularity: 3, season: 'sao-joao' },
  { dept: M, cat: 'Enlatados e Conservas', sub: 'Ervilha', name: 'Ervilha em Conserva', sizes: [['170g', 4.29]], brands: ['Quero', 'Predilecta', 'Fugini'], popularity: 2 },
  { dept: M, cat: 'Enlatados e Conservas', sub: 'Sardinha', name: 'Sardinha em Óleo', sizes: [['125g', 6.99]], brands: ['Gomes da Costa', 'Coqueiro', 'Pescador'], popularity: 3 },
  { dept: M, cat: 'Enlatados e Conservas', sub: 'Atum', name: 'Atum Ralado', sizes: [['170g', 9.99]], brands: ['Gomes da Costa', 'Coqueiro', '88'], popularity: 2 },
  { dept: M, cat: 'Enlatados e Conservas', sub: 'Azeitona', name: 'Azeitona Verde', sizes: [['200g', 9.49]], brands: ['La Violetera', 'Vale Fértil', 'Olé'], popularity: 1, season: 'natal' },
  { dept: M, cat: 'Enlatados e Conservas', sub: 'Frutas em Calda', name: 'Pêssego em Calda', sizes: [['450g', 14.9]], brands: ['Oderich', 'Olé', 'Schramm'], popularity: 1, season: 'natal' },
  { dept: M, cat: 'Molhos e Temperos', sub: 'Molho de Tomate', name: 'Molho de Tomate', sizes: [['300g', 2.99]], brands: ['Pomarola', 'Fugini', 'Quero', 'Heinz', 'Elefante'], variants: ['Tradicional', 'Manjericão'], popularity: 6 },
  { dept: M, cat: 'Molhos e Temperos', sub: 'Temperos', name: 'Tempero Completo', sizes: [['300g', 4.99]], brands: ['Sazón', 'Maggi', 'Arisco', 'Knorr'], popularity: 3 },
  { dept: M, cat: 'Molhos e Temperos', sub: 'Caldo', name: 'Caldo em Tablete', sizes: [['57g', 2.49]], brands: ['Knorr', 'Maggi', 'Arisco'], variants: ['Galinha', 'Carne', 'Legumes', 'Costela'], popularity: 4 },
  { dept: M, cat: 'Molhos e Temperos', sub: 'Maionese', name: 'Maionese', sizes: [['250g', 6.49], ['500g', 10.9]], brands: ['Hellmann\'s', 'Heinz', 'Quero', 'Arisco'], popularity: 4 },
  { dept: M, cat: 'Molhos e Temperos', sub: 'Sal', name: 'Sal Refinado', sizes: [['1kg', 2.79]], brands: ['Cisne', 'Lebre', 'Norsal'], popularity: 4 },
  { dept: M, cat: 'Molhos e Temperos', sub: 'Leite de Coco', name: 'Leite de Coco', sizes: [['200ml', 4.99], ['500ml', 9.99]], brands: ['Sococo', 'Menina', 'Ducoco', 'Mais Coco'], popularity: 5, season: 'sao-joao' },
  { dept: M, cat: 'Molhos e Temperos', sub: 'Vinagre', name: 'Vinagre de Álcool', sizes: [['750ml', 2.79]], brands: ['Castelo', 'Minhoto', 'Toscano'], popularity: 2 },
  { dept: M, cat: 'Doces e Sobremesas', sub: 'Leite Condensado', name: 'Leite Condensado', sizes: [['395g', 6.49]], brands: ['Moça', 'Itambé', 'Piracanjuba', 'Italac'], popularity: 4, season: 'sao-joao' },
  { dept: M, cat: 'Doces e Sobremesas', sub: 'Creme de Leite', name: 'Creme de Leite', sizes: [['200g', 3.99]], brands: ['Nestlé', 'Itambé', 'Piracanjuba', 'Italac'], popularity: 4, season: 'natal' },
  { dept: M, cat: 'Doces e Sobremesas', sub: 'Gelatina', name: 'Gelatina em Pó', sizes: [['20g', 1.79]], brands: ['Royal', 'Dr. Oetker', 'Sol'], variants: ['Morango', 'Uva', 'Limão', 'Abacaxi'], popularity: 2 },
  { dept: M, cat: 'Doces e Sobremesas', sub: 'Chocolate', name: 'Chocolate ao Leite', sizes: [['90g', 6.99]], brands: ['Nestlé', 'Lacta', 'Garoto', 'Hershey\'s'], popularity: 3 },
  { dept: M, cat: 'Doces e Sobremesas', sub: 'Amendoim', name: 'Amendoim Torrado', sizes: [['500g', 11.9]], brands: ['Yoki', 'Dori', 'Santa Helena'], popularity: 1, season: 'sao-joao' },
  { dept: M, cat: 'Doces e Sobremesas', sub: 'Paçoca', name: 'Paçoca de Amendoim', sizes: [['400g', 12.9]], brands: ['Paçoquita', 'Amor', 'Dori'], popularity: 1, season: 'sao-joao' },
  { dept: M, cat: 'Doces e Sobremesas', sub: 'Doces Juninos', name: 'Pé de Moleque', sizes: [['300g', 9.9]], brands: ['Dori', 'Santa Helena', 'Docile'], popularity: 0.5, season: 'sao-joao' },
  { dept: M, cat: 'Natalinos', sub: 'Panetone', name: 'Panetone', sizes: [['400g', 14.9], ['750g', 29.9]], brands: ['Bauducco', 'Visconti', 'Casa Suíça'], variants: ['Frutas', 'Gotas de Chocolate'], popularity: 0.4, season: 'natal' },
  { dept: M, cat: 'Natalinos', sub: 'Frutas Secas', name: 'Uva Passa', sizes: [['100g', 5.99]], brands: ['Yoki', 'La Violetera', 'Kicaldo'], popularity: 0.3, season: 'natal' },
  { dept: M, cat: 'Natalinos', sub: 'Frutas Secas', name: 'Castanha de Caju', sizes: [['100g', 11.9]], brands: ['Yoki', 'Santa Helena', 'Castanhas do Nordeste'], popularity: 0.3, season: 'natal' },
  { dept: M, cat: 'Natalinos', sub: 'Farofa', name: 'Farofa Pronta', sizes: [['400g', 6.49]], brands: ['Yoki', 'Kicaldo', 'Da Terra'], popularity: 1, season: 'natal' },
  { dept: M, cat: 'Grãos', sub: 'Lentilha', name: 'Lentilha', sizes: [['500g', 8.99]], brands: ['Camil', 'Yoki', 'Kicaldo'], popularity: 1, season: 'natal' },
  { dept: M, cat: 'Grãos', sub: 'Grão de Bico', name: 'Grão de Bico', sizes: [['500g', 10.9]], brands: ['Camil', 'Yoki', 'Kicaldo'], popularity: 1 },
  { dept: M, cat: 'Farináceos', sub: 'Amido', name: 'Amido de Milho', sizes: [['500g', 7.49]], brands: ['Maizena', 'Yoki', 'Apti'], popularity: 2, season: 'sao-joao' },
  { dept: M, cat: 'Farináceos', sub: 'Fubá', name: 'Fubá de Milho', sizes: [['1kg', 4.99]], brands: ['Yoki', 'Vitamilho', 'Maratá'], popularity: 2, season: 'sao-joao' },
  { dept: M, cat: 'Massas', sub: 'Lasanha', name: 'Massa para Lasanha', sizes: [['500g', 7.99]], brands: ['Adria', 'Renata', 'Barilla'], popularity: 1 },
  { dept: M, cat: 'Massas', sub: 'Macarrão', name: 'Macarrão Ave Maria', sizes: [['500g', 4.89]], brands: ['Vitarella', 'Adria', 'Fortaleza'], popularity: 2 },
  { dept: M, cat: 'Matinais', sub: 'Café', name: 'Café Solúvel', sizes: [['100g', 14.9], ['200g', 26.9]], brands: ['Nescafé', 'Três Corações', 'Pilão'], popularity: 1 },
  { dept: M, cat: 'Matinais', sub: 'Chás', name: 'Chá em Sachê', sizes: [['10un', 4.99]], brands: ['Leão', 'Dr. Oetker', 'Twinings'], variants: ['Camomila', 'Erva-Doce', 'Hortelã', 'Cidreira'], popularity: 1 },
  { dept: M, cat: 'Matinais', sub: 'Pães Industrializados', name: 'Pão de Forma', sizes: [['500g', 8.99]], brands: ['Pullman', 'Wickbold', 'Plus Vita', 'Seven Boys'], variants: ['Tradicional', 'Integral'], popularity: 4 },
  { dept: M, cat: 'Matinais', sub: 'Pães Industrializados', name: 'Bisnaguinha', sizes: [['300g', 7.99]], brands: ['Pullman', 'Wickbold', 'Seven Boys'], popularity: 2 },
  { dept: M, cat: 'Matinais', sub: 'Torradas', name: 'Torrada', sizes: [['160g', 5.49]], brands: ['Bauducco', 'Marilan', 'Magic Toast'], variants: ['Tradicional', 'Integral'], popularity: 1 },
  { dept: M, cat: 'Biscoitos', sub: 'Biscoito Salgado', name: 'Biscoito de Polvilho', sizes: [['100g', 3.99]], brands: ['Globo', 'Vitarella', 'Fortaleza'], popularity: 2 },
  { dept: M, cat: 'Biscoitos', sub: 'Salgadinhos', name: 'Salgadinho de Milho', sizes: [['45g', 3.49], ['140g', 8.99]], brands: ['Elma Chips', 'Torcida', 'Fofura'], variants: ['Queijo', 'Churrasco', 'Cebola'], popularity: 3 },
  { dept: M, cat: 'Biscoitos', sub: 'Batata Palha', name: 'Batata Palha', sizes: [['100g', 5.49]], brands: ['Elma Chips', 'Yoki', 'Kicaldo'], popularity: 2 },
  { dept: M, cat: 'Doces e Sobremesas', sub: 'Goiabada', name: 'Goiabada Cascão', sizes: [['300g', 6.49]], brands: ['Predilecta', 'Cica', 'Quero'], popularity: 1 },
  { dept: M, cat: 'Doces e Sobremesas', sub: 'Doce de Leite', name: 'Doce de Leite', sizes: [['400g', 9.99]], brands: ['Itambé', 'Aviação', 'Piracanjuba'], popularity: 1 },
  { dept: M, cat: 'Doces e Sobremesas', sub: 'Balas', name: 'Bala Mastigável', sizes: [['100g', 3.49]], brands: ['Fini', 'Arcor', 'Dori'], variants: ['Morango', 'Uva', 'Tutti-Frutti'], popularity: 1 },
  { dept: M, cat: 'Doces e Sobremesas', sub: 'Chocolate', name: 'Bombom Sortido', sizes: [['250g', 14.9]], brands: ['Garoto', 'Lacta', 'Nestlé'], popularity: 1, season: 'natal' },
  { dept: M, cat: 'Molhos e Temperos', sub: 'Ketchup', name: 'Ketchup', sizes: [['400g', 8.49]], brands: ['Heinz', 'Hellmann\'s', 'Quero'], popularity: 2 },
  { dept: M, cat: 'Molhos e Temperos', sub: 'Colorau', name: 'Colorau', sizes: [['100g', 2.49]], brands: ['Kitano', 'Bahia Temperos', 'Arisco'], popularity: 2 },
  { dept: M, cat: 'Molhos e Temperos', sub: 'Pimenta', name: 'Molho de Pimenta', sizes: [['150ml', 4.99]], brands: ['Kitano', 'Cepêra', 'Dendê da Bahia'], popularity: 2 },
  // Frios e Laticínios
  { dept: FL, cat: 'Leites', sub: 'Leite UHT', name: 'Leite UHT Integral', sizes: [['1L', 5.49]], brands: ['Piracanjuba', 'Italac', 'Betânia', 'Parmalat', 'Valedourado', 'Alimba'], popularity: 9 },
  { dept: FL, cat: 'Leites', sub: 'Leite UHT', name: 'Leite UHT Desnatado', sizes: [['1L', 5.69]], brands: ['Piracanjuba', 'Italac', 'Betânia', 'Parmalat'], popularity: 3 },
  { dept: FL, cat: 'Iogurtes', sub: 'Iogurte', name: 'Iogurte', sizes: [['170g', 2.99], ['850g', 11.9]], brands: ['Danone', 'Nestlé', 'Vigor', 'Betânia'], variants: ['Morango', 'Natural', 'Coco'], popularity: 4 },
  { dept: FL, cat: 'Iogurtes', sub: 'Bebida Láctea', name: 'Bebida Láctea', sizes: [['1L', 6.99]], brands: ['Betânia', 'Itambé', 'Valedourado'], variants: ['Morango', 'Coco', 'Salada de Frutas'], popularity: 3 },
  { dept: FL, cat: 'Manteigas e Margarinas', sub: 'Margarina', name: 'Margarina com Sal', sizes: [['250g', 4.99], ['500g', 8.49]], brands: ['Qualy', 'Delícia', 'Doriana', 'Claybom'], popularity: 6 },
  { dept: FL, cat: 'Manteigas e Margarinas', sub: 'Manteiga', name: 'Manteiga com Sal', sizes: [['200g', 12.9]], brands: ['Aviação', 'Itambé', 'Betânia', 'Président'], popularity: 3 },
  { dept: FL, cat: 'Queijos', sub: 'Requeijão', name: 'Requeijão Cremoso', sizes: [['200g', 8.49]], brands: ['Catupiry', 'Itambé', 'Vigor', 'Betânia'], popularity: 4 },
  { dept: FL, cat: 'Queijos', sub: 'Queijo Fatiado', name: 'Queijo Muçarela Fatiado', sizes: [['150g', 9.99]], brands: ['Sadia', 'Perdigão', 'Tirolez', 'Président'], popularity: 4 },
  { dept: FL, cat: 'Queijos', sub: 'Queijo Coalho', name: 'Queijo Coalho Espeto', sizes: [['400g', 19.9]], brands: ['Betânia', 'Sertãozinho', 'Natville'], popularity: 2, season: 'sao-joao' },
  { dept: FL, cat: 'Embutidos', sub: 'Presunto', name: 'Presunto Fatiado', sizes: [['200g', 8.99]], brands: ['Sadia', 'Perdigão', 'Seara', 'Aurora'], popularity: 4 },
  { dept: FL, cat: 'Embutidos', sub: 'Salsicha', name: 'Salsicha Hot Dog', sizes: [['500g', 9.99]], brands: ['Sadia', 'Perdigão', 'Seara', 'Friboi'], popularity: 4 },
  { dept: FL, cat: 'Embutidos', sub: 'Linguiça', name: 'Linguiça Calabresa', sizes: [['400g', 15.9]], brands: ['Sadia', 'Perdigão', 'Seara', 'Aurora'], popularity: 4 },
  { dept: FL, cat: 'Embutidos', sub: 'Mortadela', name: 'Mortadela Fatiada', sizes: [['200g', 5.99]], brands: ['Sadia', 'Perdigão', 'Seara'], popularity: 3 },
  { dept: FL, cat: 'Embutidos', sub: 'Tender', name: 'Tender Defumado', sizes: [['1kg', 59.9]], brands: ['Sadia', 'Perdigão', 'Seara'], popularity: 0.2, season: 'natal' },
  // Bebidas
  { dept: BE, cat: 'Refrigerantes', sub: 'Refrigerante', name: 'Refrigerante', sizes: [['350ml', 4.49], ['2L', 9.99], ['Pack 6x350ml', 24.9], ['600ml', 6.49]], brands: ['Coca-Cola', 'Guaraná Antarctica', 'Fanta', 'Sprite', 'Pepsi', 'Dolly'], variants: ['Original', 'Zero'], popularity: 6 },
  { dept: BE, cat: 'Refrigerantes', sub: 'Refrigerante Regional', name: 'Refrigerante Guaraná', sizes: [['2L', 6.49]], brands: ['Guaraná Jesus', 'Convenção', 'Dore'], popularity: 3 },
  { dept: BE, cat: 'Águas', sub: 'Água Mineral', name: 'Água Mineral sem Gás', sizes: [['500ml', 1.99], ['1,5L', 3.49], ['5L', 8.99], ['Fardo 12x500ml', 19.9]], brands: ['Indaiá', 'Crystal', 'Dias d\'Ávila', 'Minalba'], popularity: 6 },
  { dept: BE, cat: 'Sucos', sub: 'Suco Pronto', name: 'Suco Pronto', sizes: [['1L', 7.99]], brands: ['Del Valle', 'Maguary', 'Sufresh', 'Natural One'], variants: ['Uva', 'Laranja', 'Caju', 'Manga', 'Goiaba'], popularity: 3 },
  { dept: BE, cat: 'Sucos', sub: 'Suco Concentrado', name: 'Suco Concentrado', sizes: [['500ml', 5.49]], brands: ['Maguary', 'Bela Ischia', 'Dafruta'], variants: ['Caju', 'Maracujá', 'Goiaba', 'Acerola'], popularity: 3 },
  { dept: BE, cat: 'Cervejas', sub: 'Cerveja Lata', name: 'Cerveja Pilsen Lata', sizes: [['350ml', 3.99], ['473ml', 5.49], ['Pack 12x350ml', 44.9], ['600ml', 9.49]], brands: ['Skol', 'Brahma', 'Itaipava', 'Antarctica', 'Heineken', 'Budweiser', 'Amstel'], popularity: 7 },
  { dept: BE, cat: 'Cervejas', sub: 'Cerveja Long Neck', name: 'Cerveja Long Neck', sizes: [['330ml', 6.49]], brands: ['Heineken', 'Stella Artois', 'Corona', 'Budweiser'], popularity: 3 },
  { dept: BE, cat: 'Destilados', sub: 'Cachaça', name: 'Cachaça', sizes: [['965ml', 14.9]], brands: ['Pitú', '51', 'Ypióca', 'Velho Barreiro'], popularity: 1, season: 'sao-joao' },
  { dept: BE, cat: 'Destilados', sub: 'Licor', name: 'Licor de Jenipapo', sizes: [['700ml', 24.9]], brands: ['Licores de Cachoeira', 'Roseira', 'Recôncavo'], popularity: 0.3, season: 'sao-joao' },
  { dept: BE, cat: 'Destilados', sub: 'Licor', name: 'Licor de Amendoim', sizes: [['700ml', 26.9]], brands: ['Licores de Cachoeira', 'Roseira', 'Recôncavo'], popularity: 0.3, season: 'sao-joao' },
  { dept: BE, cat: 'Destilados', sub: 'Licor', name: 'Licor de Maracujá', sizes: [['700ml', 24.9]], brands: ['Licores de Cachoeira', 'Roseira', 'Recôncavo'], popularity: 0.3, season: 'sao-joao' },
  { dept: BE, cat: 'Destilados', sub: 'Vodka', name: 'Vodka', sizes: [['1L', 29.9]], brands: ['Smirnoff', 'Orloff', 'Absolut'], popularity: 1 },
  { dept: BE, cat: 'Vinhos e Espumantes', sub: 'Vinho', name: 'Vinho Tinto Suave', sizes: [['750ml', 19.9]], brands: ['Pérgola', 'Quinta do Morgado', 'Canção', 'Sangue de Boi'], popularity: 1, season: 'natal' },
  { dept: BE, cat: 'Vinhos e Espumantes', sub: 'Vinho', name: 'Vinho Tinto Seco', sizes: [['750ml', 39.9]], brands: ['Casillero del Diablo', 'Santa Helena', 'Miolo', 'Salton'], popularity: 0.7, season: 'natal' },
  { dept: BE, cat: 'Vinhos e Espumantes', sub: 'Espumante', name: 'Espumante Brut', sizes: [['750ml', 44.9]], brands: ['Chandon', 'Salton', 'Aurora', 'Miolo'], popularity: 0.3, season: 'natal' },
  { dept: BE, cat: 'Vinhos e Espumantes', sub: 'Sidra', name: 'Sidra', sizes: [['660ml', 12.9]], brands: ['Cereser', 'Salton'], popularity: 0.2, season: 'natal' },
  { dept: BE, cat: 'Águas', sub: 'Água de Coco', name: 'Água de Coco', sizes: [['200ml', 3.99], ['1L', 11.9]], brands: ['Kero Coco', 'Do Bem', 'Obrigado'], popularity: 2 },
  { dept: BE, cat: 'Energéticos', sub: 'Energético', name: 'Energético', sizes: [['250ml', 7.99], ['473ml', 11.9]], brands: ['Red Bull', 'Monster', 'TNT'], popularity: 1 },
  { dept: BE, cat: 'Chás Prontos', sub: 'Chá Gelado', name: 'Chá Gelado', sizes: [['1,5L', 7.99]], brands: ['Leão Fuze', 'Lipton'], variants: ['Limão', 'Pêssego'], popularity: 1 },
  { dept: FL, cat: 'Queijos', sub: 'Queijo Ralado', name: 'Queijo Parmesão Ralado', sizes: [['50g', 6.99]], brands: ['Vigor', 'Tirolez', 'Président'], popularity: 2 },
  { dept: FL, cat: 'Queijos', sub: 'Cream Cheese', name: 'Cream Cheese', sizes: [['150g', 9.99]], brands: ['Philadelphia', 'Polenghi', 'Danúbio'], popularity: 1 },
  { dept: FL, cat: 'Iogurtes', sub: 'Petit Suisse', name: 'Petit Suisse Morango', sizes: [['320g', 7.99]], brands: ['Danone', 'Nestlé', 'Vigor'], popularity: 2 },
  { dept: FL, cat: 'Embutidos', sub: 'Peito de Peru', name: 'Peito de Peru Fatiado', sizes: [['200g', 14.9]], brands: ['Sadia', 'Perdigão', 'Seara'], popularity: 1 },
  // Limpeza
  { dept: LI, cat: 'Roupas', sub: 'Sabão em Pó', name: 'Sabão em Pó', sizes: [['800g', 12.9], ['1,6kg', 24.9]], brands: ['Omo', 'Brilhante', 'Tixan Ypê', 'Ariel', 'Surf'], popularity: 5 },
  { dept: LI, cat: 'Roupas', sub: 'Sabão Líquido', name: 'Lava-Roupas Líquido', sizes: [['3L', 39.9]], brands: ['Omo', 'Brilhante', 'Ypê', 'Ariel'], popularity: 2 },
  { dept: LI, cat: 'Roupas', sub: 'Amaciante', name: 'Amaciante', sizes: [['2L', 11.9]], brands: ['Comfort', 'Downy', 'Ypê', 'Mon Bijou'], popularity: 4 },
  { dept: LI, cat: 'Roupas', sub: 'Sabão em Barra', name: 'Sabão em Barra', sizes: [['5x200g', 10.9]], brands: ['Ypê', 'Minuano', 'Brilhante', 'Invicto'], popularity: 3 },
  { dept: LI, cat: 'Cozinha', sub: 'Detergente', name: 'Detergente Líquido', sizes: [['500ml', 2.49]], brands: ['Ypê', 'Limpol', 'Minuano', 'Invicto'], variants: ['Neutro', 'Limão', 'Coco'], popularity: 7 },
  { dept: LI, cat: 'Cozinha', sub: 'Esponja', name: 'Esponja Dupla Face', sizes: [['4un', 5.99]], brands: ['Scotch-Brite', 'Bettanin', 'Assolan'], popularity: 3 },
  { dept: LI, cat: 'Casa', sub: 'Água Sanitária', name: 'Água Sanitária', sizes: [['1L', 3.49], ['2L', 5.99]], brands: ['Qboa', 'Ypê', 'Dragão', 'Candida'], popularity: 5 },
  { dept: LI, cat: 'Casa', sub: 'Desinfetante', name: 'Desinfetante', sizes: [['2L', 9.99]], brands: ['Pinho Sol', 'Veja', 'Ypê', 'Kalipto'], variants: ['Lavanda', 'Eucalipto', 'Original'], popularity: 4 },
  { dept: LI, cat: 'Casa', sub: 'Multiuso', name: 'Limpador Multiuso', sizes: [['500ml', 4.99]], brands: ['Veja', 'Ajax', 'Ypê'], popularity: 3 },
  { dept: LI, cat: 'Papéis', sub: 'Papel Higiênico', name: 'Papel Higiênico Folha Dupla', sizes: [['12 rolos', 19.9], ['4 rolos', 7.49]], brands: ['Neve', 'Personal', 'Sublime', 'Mili', 'Fofinho'], popularity: 6 },
  { dept: LI, cat: 'Papéis', sub: 'Papel Toalha', name: 'Papel Toalha', sizes: [['2 rolos', 6.99]], brands: ['Snob', 'Kitchen', 'Scott'], popularity: 2 },
  { dept: LI, cat: 'Inseticidas', sub: 'Inseticida', name: 'Inseticida Aerossol', sizes: [['300ml', 14.9]], brands: ['SBP', 'Raid', 'Baygon'], popularity: 1 },
  // Higiene e Perfumaria
  { dept: HI, cat: 'Cabelos', sub: 'Shampoo', name: 'Shampoo', sizes: [['350ml', 14.9]], brands: ['Seda', 'Pantene', 'Elseve', 'Dove', 'Tresemmé', 'Salon Line'], variants: ['Cachos', 'Liso', 'Hidratação'], popularity: 3 },
  { dept: HI, cat: 'Cabelos', sub: 'Condicionador', name: 'Condicionador', sizes: [['325ml', 15.9]], brands: ['Seda', 'Pantene', 'Elseve', 'Dove', 'Salon Line'], variants: ['Cachos', 'Liso', 'Hidratação'], popularity: 2 },
  { dept: HI, cat: 'Corpo', sub: 'Sabonete', name: 'Sabonete em Barra', sizes: [['85g', 2.29]], brands: ['Protex', 'Lux', 'Dove', 'Palmolive', 'Francis', 'Rexona'], variants: ['Original', 'Erva-Doce', 'Aveia'], popularity: 6 },
  { dept: HI, cat: 'Corpo', sub: 'Desodorante', name: 'Desodorante Aerossol', sizes: [['150ml', 15.9]], brands: ['Rexona', 'Dove', 'Nivea', 'Axe', 'Monange'], variants: ['Feminino', 'Masculino'], popularity: 3 },
  { dept: HI, cat: 'Bucal', sub: 'Creme Dental', name: 'Creme Dental', sizes: [['90g', 4.49]], brands: ['Colgate', 'Sorriso', 'Close Up', 'Oral-B'], variants: ['Tripla Ação', 'Branqueador'], popularity: 5 },
  { dept: HI, cat: 'Bucal', sub: 'Escova Dental', name: 'Escova Dental', sizes: [['1un', 6.99]], brands: ['Colgate', 'Oral-B', 'Condor'], popularity: 1 },
  { dept: HI, cat: 'Higiene Feminina', sub: 'Absorvente', name: 'Absorvente com Abas', sizes: [['8un', 4.99]], brands: ['Always', 'Intimus', 'Sempre Livre'], popularity: 2 },
  { dept: HI, cat: 'Barbear', sub: 'Aparelho de Barbear', name: 'Aparelho de Barbear', sizes: [['2un', 9.99]], brands: ['Gillette', 'Bic'], popularity: 1 },
  // Bebê
  { dept: BB, cat: 'Fraldas', sub: 'Fralda Descartável', name: 'Fralda Descartável', sizes: [['Pacote M', 39.9], ['Pacote G', 42.9], ['Pacote XG', 44.9]], brands: ['Pampers', 'Huggies', 'MamyPoko', 'Turma da Mônica'], popularity: 2 },
  { dept: BB, cat: 'Higiene do Bebê', sub: 'Lenço Umedecido', name: 'Lenço Umedecido', sizes: [['50un', 9.99]], brands: ['Huggies', 'Pampers', 'Johnson\'s'], popularity: 1 },
  // Pet
  { dept: PE, cat: 'Cães', sub: 'Ração para Cães', name: 'Ração para Cães Adultos', sizes: [['1kg', 14.9], ['10,1kg', 119.9]], brands: ['Pedigree', 'Golden', 'Dog Chow', 'Champ'], popularity: 2 },
  { dept: PE, cat: 'Gatos', sub: 'Ração para Gatos', name: 'Ração para Gatos Adultos', sizes: [['1kg', 19.9]], brands: ['Whiskas', 'Friskies', 'Golden', 'Cat Chow'], popularity: 1 },
  { dept: PE, cat: 'Gatos', sub: 'Sachê', name: 'Ração Úmida Sachê', sizes: [['85g', 3.29]], brands: ['Whiskas', 'Friskies', 'Pedigree'], variants: ['Carne', 'Frango', 'Peixe'], popularity: 1 },
  { dept: PE, cat: 'Higiene Pet', sub: 'Areia', name: 'Areia Higiênica', sizes: [['4kg', 14.9]], brands: ['Pipicat', 'Chalesco'], popularity: 0.5 },
  // Congelados
  { dept: CO, cat: 'Aves', sub: 'Frango Congelado', name: 'Coxa e Sobrecoxa de Frango Congelada', sizes: [['1kg', 13.9]], brands: ['Sadia', 'Perdigão', 'Seara', 'Frangão'], popularity: 4 },
  { dept: CO, cat: 'Aves', sub: 'Frango Congelado', name: 'Filé de Peito de Frango Congelado', sizes: [['1kg', 22.9]], brands: ['Sadia', 'Perdigão', 'Seara'], popularity: 3 },
  { dept: CO, cat: 'Aves', sub: 'Peru', name: 'Peru Temperado', sizes: [['kg aprox. 4kg', 89.9]], brands: ['Sadia', 'Perdigão', 'Seara'], popularity: 0.1, season: 'natal' },
  { dept: CO, cat: 'Aves', sub: 'Chester', name: 'Chester Temperado', sizes: [['kg aprox. 3,5kg', 79.9]], brands: ['Perdigão'], popularity: 0.1, season: 'natal' },
  { dept: CO, cat: 'Pescados', sub: 'Bacalhau', name: 'Bacalhau Saithe Desfiado', sizes: [['500g', 39.9]], brands: ['Riberalves', 'Gomes da Costa'], popularity: 0.2, season: 'natal' },
  { dept: CO, cat: 'Pratos Prontos', sub: 'Pizza', name: 'Pizza Congelada', sizes: [['460g', 18.9]], brands: ['Sadia', 'Seara', 'Perdigão'], variants: ['Muçarela', 'Calabresa', 'Frango com Catupiry'], popularity: 2 },
  { dept: CO, cat: 'Pratos Prontos', sub: 'Lasanha', name: 'Lasanha Congelada', sizes: [['600g', 17.9]], brands: ['Sadia', 'Seara', 'Perdigão'], variants: ['Bolonhesa', 'Quatro Queijos'], popularity: 1 },
  { dept: CO, cat: 'Sorvetes', sub: 'Sorvete', name: 'Sorvete', sizes: [['1,5L', 21.9]], brands: ['Kibon', 'Nestlé', 'Frutos do Brasil'], variants: ['Flocos', 'Chocolate', 'Napolitano'], popularity: 2 },
  { dept: CO, cat: 'Polpas', sub: 'Polpa de Fruta', name: 'Polpa de Fruta', sizes: [['400g', 6.99]], brands: ['Frutos do Brasil', 'Bahia Polpas', 'Ideal'], variants: ['Cajá', 'Umbu', 'Acerola', 'Maracujá', 'Goiaba'], popularity: 3 },
  // Utilidades
  { dept: UT, cat: 'Descartáveis', sub: 'Copo Descartável', name: 'Copo Descartável 200ml', sizes: [['100un', 6.49]], brands: ['Copobras', 'Totalplast'], popularity: 1, season: 'sao-joao' },
  { dept: UT, cat: 'Descartáveis', sub: 'Papel Alumínio', name: 'Papel Alumínio', sizes: [['30cm x 7,5m', 6.99]], brands: ['Wyda', 'Boa Vista'], popularity: 1, season: 'natal' },
  { dept: UT, cat: 'Carvão', sub: 'Carvão', name: 'Carvão Vegetal', sizes: [['3kg', 16.9]], brands: ['Carvão Bahia', 'Brasa Forte'], popularity: 1, season: 'sao-joao' },
  { dept: UT, cat: 'Festas', sub: 'Fogos', name: 'Vela de Aniversário', sizes: [['1un', 3.49]], brands: ['Regina', 'Festcolor'], popularity: 0.5 },
];

const WEIGHED: Weighed[] = [
  // Hortifruti
  ...(
    [
      ['Frutas', 'Banana Prata', 6.99, 6],
      ['Frutas', 'Banana da Terra', 7.99, 3],
      ['Frutas', 'Maçã Gala', 11.9, 4],
      ['Frutas', 'Laranja Pera', 4.49, 5],
      ['Frutas', 'Mamão Formosa', 6.49, 3],
      ['Frutas', 'Mamão Papaia', 8.99, 2],
      ['Frutas', 'Melancia', 2.99, 3],
      ['Frutas', 'Melão Amarelo', 5.99, 2],
      ['Frutas', 'Abacaxi Pérola', 5.49, 2],
      ['Frutas', 'Manga Palmer', 6.99, 3],
      ['Frutas', 'Manga Espada', 4.99, 2],
      ['Frutas', 'Uva Thompson', 17.9, 2],
      ['Frutas', 'Limão Tahiti', 4.99, 4],
      ['Frutas', 'Maracujá', 9.99, 2],
      ['Frutas', 'Goiaba Vermelha', 8.49, 1],
      ['Frutas', 'Tangerina', 6.99, 2],
      ['Frutas', 'Pera Williams', 14.9, 1],
      ['Frutas', 'Caju', 12.9, 1],
      ['Frutas', 'Umbu', 9.99, 0.5],
      ['Legumes', 'Tomate', 7.49, 7],
      ['Legumes', 'Cebola', 5.99, 7],
      ['Legumes', 'Batata Inglesa', 6.49, 6],
      ['Legumes', 'Batata Doce', 4.99, 3],
      ['Legumes', 'Cenoura', 5.49, 5],
      ['Legumes', 'Pimentão Verde', 8.99, 3],
      ['Legumes', 'Chuchu', 3.99, 2],
      ['Legumes', 'Abóbora', 3.99, 3],
      ['Legumes', 'Aipim', 4.49, 4],
      ['Legumes', 'Inhame', 7.99, 3],
      ['Legumes', 'Quiabo', 11.9, 2],
      ['Legumes', 'Maxixe', 10.9, 1],
      ['Legumes', 'Jiló', 9.99, 0.5],
      ['Legumes', 'Pepino', 5.49, 2],
      ['Legumes', 'Beterraba', 5.99, 2],
      ['Legumes', 'Alho', 29.9, 3],
      ['Legumes', 'Gengibre', 19.9, 0.5],
      ['Legumes', 'Milho Verde em Espiga', 6.99, 1],
    ] as [string, string, number, number][]
  ).map(([cat, name, price, popularity]): Weighed => ({
    dept: HF,
    cat,
    sub: cat === 'Frutas' ? 'Frutas Nacionais' : 'Legumes e Tubérculos',
    name,
    price,
    kilos: name === 'Melancia' ? [3, 9] : name === 'Alho' || name === 'Gengibre' ? [0.08, 0.4] : [0.3, 2.5],
    popularity,
    season: name === 'Milho Verde em Espiga' || name === 'Aipim' ? 'sao-joao' : undefined,
  })),
  { dept: HF, cat: 'Frutas', sub: 'Frutas Importadas', name: 'Ameixa Importada', price: 24.9, kilos: [0.2, 0.8], popularity: 0.2, season: 'natal' },
  { dept: HF, cat: 'Frutas', sub: 'Frutas Importadas', name: 'Pêssego Importado', price: 29.9, kilos: [0.2, 0.8], popularity: 0.2, season: 'natal' },
  { dept: HF, cat: 'Frutas', sub: 'Frutas Secas', name: 'Nozes a Granel', price: 79.9, kilos: [0.1, 0.4], popularity: 0.1, season: 'natal' },
  { dept: HF, cat: 'Frutas', sub: 'Frutas Secas', name: 'Amendoim Cru a Granel', price: 14.9, kilos: [0.3, 1.5], popularity: 0.4, season: 'sao-joao' },
  // Açougue
  ...(
    [
      ['Bovinos', 'Carne Moída de Primeira', 39.9, 5],
      ['Bovinos', 'Alcatra', 49.9, 3],
      ['Bovinos', 'Picanha', 79.9, 1.5],
      ['Bovinos', 'Contrafilé', 54.9, 2],
      ['Bovinos', 'Patinho', 44.9, 3],
      ['Bovinos', 'Acém', 34.9, 3],
      ['Bovinos', 'Costela Bovina', 29.9, 3],
      ['Bovinos', 'Fígado Bovino', 19.9, 1],
      ['Bovinos', 'Carne de Sol', 54.9, 3],
      ['Bovinos', 'Charque', 44.9, 2],
      ['Bovinos', 'Rabada', 32.9, 1],
      ['Suínos', 'Bisteca Suína', 22.9, 2],
      ['Suínos', 'Costela Suína', 26.9, 2],
      ['Suínos', 'Pernil Suíno', 24.9, 1],
      ['Suínos', 'Linguiça Toscana', 24.9, 2],
      ['Aves', 'Frango Inteiro Resfriado', 12.9, 4],
      ['Aves', 'Peito de Frango', 19.9, 4],
      ['Aves', 'Coxa de Frango', 14.9, 3],
      ['Aves', 'Asa de Frango', 21.9, 2],
      ['Aves', 'Moela de Frango', 12.9, 1],
      ['Pescados', 'Filé de Tilápia', 49.9, 1],
      ['Pescados', 'Camarão Cinza', 59.9, 1],
      ['Pescados', 'Peixe Vermelho', 39.9, 1],
      ['Pescados', 'Sururu', 34.9, 0.5],
    ] as [string, string, number, number][]
  ).map(([cat, name, price, popularity]): Weighed => ({ dept: AC, cat, sub: cat, name, price, kilos: [0.3, 2.2], popularity })),
  { dept: AC, cat: 'Suínos', sub: 'Suínos', name: 'Pernil Suíno Temperado', price: 27.9, kilos: [2, 5], popularity: 0.2, season: 'natal' },
  { dept: AC, cat: 'Pescados', sub: 'Bacalhau', name: 'Bacalhau do Porto', price: 129.9, kilos: [0.5, 1.5], popularity: 0.1, season: 'natal' },
  // Padaria
  { dept: PA, cat: 'Pães', sub: 'Pão Francês', name: 'Pão Francês', price: 15.9, kilos: [0.2, 1.2], popularity: 14 },
  { dept: PA, cat: 'Pães', sub: 'Pães Especiais', name: 'Pão Delícia', price: 24.9, kilos: [0.2, 0.6], popularity: 3 },
  { dept: PA, cat: 'Pães', sub: 'Pães Especiais', name: 'Pão de Milho', price: 19.9, kilos: [0.2, 0.6], popularity: 1, season: 'sao-joao' },
  { dept: PA, cat: 'Pães', sub: 'Pães Especiais', name: 'Pão Doce', price: 21.9, kilos: [0.2, 0.6], popularity: 2 },
  { dept: PA, cat: 'Bolos', sub: 'Bolos Caseiros', name: 'Bolo de Aipim', price: 29.9, kilos: [0.3, 1], popularity: 1, season: 'sao-joao' },
  { dept: PA, cat: 'Bolos', sub: 'Bolos Caseiros', name: 'Bolo de Milho', price: 27.9, kilos: [0.3, 1], popularity: 1, season: 'sao-joao' },
  { dept: PA, cat: 'Bolos', sub: 'Bolos Caseiros', name: 'Bolo de Chocolate', price: 32.9, kilos: [0.3, 1], popularity: 1 },
  { dept: PA, cat: 'Bolos', sub: 'Doces Juninos', name: 'Canjica Pronta', price: 24.9, kilos: [0.3, 1], popularity: 0.5, season: 'sao-joao' },
  { dept: PA, cat: 'Bolos', sub: 'Doces Juninos', name: 'Pamonha', price: 22.9, kilos: [0.3, 1], popularity: 0.5, season: 'sao-joao' },
  { dept: PA, cat: 'Salgados', sub: 'Salgados', name: 'Salgados Sortidos', price: 49.9, kilos: [0.2, 0.8], popularity: 1.5 },
  { dept: PA, cat: 'Salgados', sub: 'Salgados', name: 'Rabanada', price: 29.9, kilos: [0.3, 1], popularity: 0.3, season: 'natal' },
  { dept: PA, cat: 'Frios Fatiados', sub: 'Fatiados na Hora', name: 'Queijo Muçarela Fatiado na Hora', price: 49.9, kilos: [0.15, 0.6], popularity: 4 },
  { dept: PA, cat: 'Frios Fatiados', sub: 'Fatiados na Hora', name: 'Presunto Cozido Fatiado na Hora', price: 34.9, kilos: [0.15, 0.6], popularity: 4 },
  { dept: PA, cat: 'Frios Fatiados', sub: 'Fatiados na Hora', name: 'Mortadela Fatiada na Hora', price: 22.9, kilos: [0.15, 0.6], popularity: 2 },
];

/** The chain's own label, on sale in every department (cheapest of each shelf: it comes last). */
const STORE_BRAND = 'Qualidade da Casa';
/** A regional second-price brand per department, the kind every Bahia supermarket carries. */
const REGIONAL_BRAND: Record<string, string> = {
  [M]: 'Bem Nordeste',
  [FL]: 'Laticínios Sertão',
  [BE]: 'Bahia Bebidas',
  [LI]: 'Limpa Bem',
  [HI]: 'Cheirinho Bom',
  [PE]: 'Pet Feliz',
  [CO]: 'Frigorífico Recôncavo',
  [BB]: 'Bebê Feliz',
  [UT]: 'Casa Útil',
};

/** The EAN-13 check digit of a 12-digit body (weights 1,3 from the left). */
export function ean13CheckDigit(body12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(body12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

export function isValidEan13(ean: string): boolean {
  return /^\d{13}$/.test(ean) && ean13CheckDigit(ean.slice(0, 12)) === ean[12];
}

/** Price of another brand of the same item: leaders cost more, store brands less, ending in ,x9 or ,x5. */
function brandPrice(base: number, brandIndex: number, variantIndex: number): number {
  const factor = 1 - brandIndex * 0.055 + variantIndex * 0.02;
  const raw = Math.max(0.99, base * factor);
  const cents = Math.round(raw * 10) / 10 - 0.01;
  return Math.round(cents * 100) / 100;
}

let cached: CatalogueProduct[] | null = null;

/** The catalogue, the same on every call (SKUs numbered in table order). */
export function demoCatalogue(): CatalogueProduct[] {
  if (cached) return cached;
  const products: CatalogueProduct[] = [];
  const brandCodes = new Map<string, number>();
  const brandCode = (brand: string) => {
    // 4-digit manufacturer code, distinct per brand
    if (!brandCodes.has(brand)) brandCodes.set(brand, 1000 + ((brandCodes.size * 37) % 9000));
    return brandCodes.get(brand)!;
  };
  let item = 0;
  for (const entry of PACKAGED) {
    const variants = entry.variants ?? [null];
    const brands = [...entry.brands, REGIONAL_BRAND[entry.dept] ?? 'Bem Baiano', STORE_BRAND];
    brands.forEach((brand, brandIndex) => {
      variants.forEach((variant, variantIndex) => {
        entry.sizes.forEach(([size, price]) => {
          item += 1;
          const body = `789${String(brandCode(brand)).padStart(4, '0')}${String(item).padStart(5, '0')}`;
          // leaders sell more: popularity falls with the brand's position, and the smaller size sells more
          const popularity = ((entry.popularity ?? 1) / (1 + brandIndex * 0.5)) / variants.length / (1 + entry.sizes.findIndex(([s]) => s === size) * 0.6);
          products.push({
            sku: String(100000 + item),
            ean: body + ean13CheckDigit(body),
            name: `${entry.name}${variant ? ` ${variant}` : ''} ${brand} ${size}`,
            department: entry.dept,
            category: entry.cat,
            subcategory: entry.sub,
            brand,
            measure: 'un',
            is_weightable: false,
            price: brandPrice(price, brandIndex, variantIndex),
            popularity,
            season: entry.season ?? null,
            kilos: null,
          });
        });
      });
    });
  }
  WEIGHED.forEach((entry, index) => {
    // in-store weighed items: EAN-13 starting with 2 (the scale's price-embedded range), PLU in the body
    const body = `20${String(1000 + index).padStart(5, '0')}00000`;
    products.push({
      sku: String(900000 + index + 1),
      ean: body + ean13CheckDigit(body),
      name: `${entry.name} kg`,
      department: entry.dept,
      category: entry.cat,
      subcategory: entry.sub,
      brand: entry.dept === PA ? 'Padaria da Casa' : entry.dept === AC ? 'Açougue da Casa' : 'Hortifruti da Casa',
      measure: 'kg',
      is_weightable: true,
      price: entry.price,
      popularity: entry.popularity ?? 1,
      season: entry.season ?? null,
      kilos: entry.kilos,
    });
  });
  cached = products;
  return products;
}
