/** Names, streets and places of the demo's consumers and cashiers (Bahia). */

export const FEMALE_NAMES = [
  'Maria', 'Ana', 'Francisca', 'Antônia', 'Adriana', 'Juliana', 'Márcia', 'Fernanda', 'Patrícia', 'Aline', 'Sandra', 'Camila',
  'Jéssica', 'Luciana', 'Vanessa', 'Cláudia', 'Rosângela', 'Bruna', 'Simone', 'Daniela', 'Tatiane', 'Gabriela', 'Larissa',
  'Raimunda', 'Josefa', 'Vera', 'Cristiane', 'Eliane', 'Joana', 'Lúcia', 'Rita', 'Tereza', 'Beatriz', 'Letícia', 'Amanda',
  'Mariana', 'Carla', 'Débora', 'Ivete', 'Gal', 'Jaqueline', 'Luana', 'Priscila', 'Silvana', 'Taís', 'Iara', 'Jurema', 'Cíntia',
];

export const MALE_NAMES = [
  'José', 'João', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Luiz', 'Marcos', 'Luís', 'Gabriel', 'Rafael',
  'Daniel', 'Marcelo', 'Bruno', 'Eduardo', 'Felipe', 'Raimundo', 'Rodrigo', 'Manoel', 'Mateus', 'André', 'Fernando', 'Fábio',
  'Leonardo', 'Gustavo', 'Guilherme', 'Jorge', 'Roberto', 'Sérgio', 'Edson', 'Valdir', 'Reinaldo', 'Caetano', 'Gilberto',
  'Wesley', 'Alan', 'Ícaro', 'Tiago', 'Renato', 'Jailson', 'Adailton', 'Everaldo', 'Cosme', 'Damião', 'Vinícius', 'Otávio',
];

export const SURNAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Pereira', 'Ferreira', 'Costa', 'Rodrigues', 'Almeida', 'Nascimento',
  'Carvalho', 'Araújo', 'Ribeiro', 'Jesus', 'Conceição', 'Bonfim', 'Barbosa', 'Gomes', 'Cardoso', 'Rocha', 'Dias', 'Teixeira',
  'Moreira', 'Mendes', 'Nunes', 'Pinto', 'Cruz', 'Reis', 'Batista', 'Freitas', 'Andrade', 'Menezes', 'Sampaio', 'Brito',
  'Matos', 'Queiroz', 'Sacramento', 'Assunção', 'Paixão', 'Santana', 'Portugal', 'Amorim', 'Vieira', 'Machado', 'Xavier',
];

const COMPANY_KINDS = ['Mercadinho', 'Restaurante', 'Lanchonete', 'Padaria', 'Bar e Restaurante', 'Pousada', 'Buffet', 'Acarajé', 'Distribuidora', 'Creche'];
const COMPANY_NAMES = ['São Jorge', 'Bom Jesus', 'Sabor da Bahia', 'Dois Irmãos', 'Iemanjá', 'Nossa Senhora', 'Recôncavo', 'Dendê', 'Estrela', 'Itapuã', 'Ribeira', 'Primavera', 'Farol', 'Sol Nascente'];
const COMPANY_SUFFIXES = ['Ltda', 'ME', 'EIRELI', 'Ltda ME'];

export const STREETS = [
  'Rua Chile', 'Av. Sete de Setembro', 'Rua da Paciência', 'Rua das Flores', 'Rua do Sossego', 'Av. Oceânica', 'Rua Direta',
  'Travessa Boa Vista', 'Rua Nova', 'Av. Dorival Caymmi', 'Rua São Pedro', 'Rua Santo Antônio', 'Rua do Carmo', 'Ladeira da Fonte',
  'Rua Jorge Amado', 'Av. Luís Viana', 'Rua Castro Alves', 'Rua Maria Quitéria', 'Rua Sete Portas', 'Rua do Bonfim',
];

export interface CityPlaces {
  /** area code of the phones */
  ddd: string;
  /** first digits of the postal codes */
  cep: string;
  neighborhoods: string[];
}

/** Neighbourhoods of the demo stores' cities (consumers live in the city of their store). */
export const CITY_PLACES: Record<string, CityPlaces> = {
  Salvador: {
    ddd: '71',
    cep: '41',
    neighborhoods: ['Barra', 'Pituba', 'Itapuã', 'Brotas', 'Cabula', 'Liberdade', 'Rio Vermelho', 'Imbuí', 'Stiep', 'Federação', 'Graça', 'Bonfim', 'Pernambués', 'Ondina', 'Costa Azul', 'Stella Maris', 'Cajazeiras', 'Periperi', 'Sussuarana', 'Nazaré', 'Garcia', 'Canela', 'Ribeira', 'Boca do Rio'],
  },
  'Lauro de Freitas': { ddd: '71', cep: '427', neighborhoods: ['Centro', 'Vilas do Atlântico', 'Ipitanga', 'Portão', 'Buraquinho', 'Itinga', 'Recreio Ipitanga'] },
  Camaçari: { ddd: '71', cep: '428', neighborhoods: ['Centro', 'Gleba A', 'Gleba B', 'Abrantes', 'Jauá', 'Arembepe', 'Phoc'] },
  'Feira de Santana': { ddd: '75', cep: '440', neighborhoods: ['Centro', 'Kalilândia', 'Tomba', 'Santa Mônica', 'Cidade Nova', 'Sobradinho', 'Brasília', 'Papagaio', 'Capuchinhos', 'SIM'] },
};

export function placesOf(city: string): CityPlaces {
  return CITY_PLACES[city] ?? CITY_PLACES.Salvador;
}

export function companyName(pick: <T>(items: readonly T[]) => T): string {
  return `${pick(COMPANY_KINDS)} ${pick(COMPANY_NAMES)} ${pick(COMPANY_SUFFIXES)}`;
}

export const EMAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br', 'bol.com.br', 'icloud.com'];

/** "Antônia da Conceição" → "antonia.conceicao": e-mail addresses are plain ASCII. */
export function emailLocalPart(first: string, last: string): string {
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  return `${plain(first)}.${plain(last)}`;
}
