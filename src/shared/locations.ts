/** The location reference of docs/product.md section 3: ten countries, their major cities, and 'Other'. */
export interface City {
  name: string;
  /** State, province or region shown beside the city where it helps tell cities apart. */
  subcountry?: string;
}
export interface Country {
  name: string;
  code: string;
  requiresPostal: boolean;
  cities: City[];
}

export const OTHER_CITY = 'Other';

export const COUNTRIES: Country[] = [
  {
    name: 'United States',
    code: 'US',
    requiresPostal: true,
    cities: [
      { name: 'New York', subcountry: 'New York' },
      { name: 'Los Angeles', subcountry: 'California' },
      { name: 'Chicago', subcountry: 'Illinois' },
      { name: 'Houston', subcountry: 'Texas' },
      { name: 'Phoenix', subcountry: 'Arizona' },
      { name: 'Philadelphia', subcountry: 'Pennsylvania' },
      { name: 'San Antonio', subcountry: 'Texas' },
      { name: 'San Diego', subcountry: 'California' },
      { name: 'Dallas', subcountry: 'Texas' },
      { name: 'Seattle', subcountry: 'Washington' },
      { name: 'Miami', subcountry: 'Florida' },
      { name: 'Atlanta', subcountry: 'Georgia' },
      { name: 'Boston', subcountry: 'Massachusetts' },
      { name: 'Portland', subcountry: 'Oregon' },
      { name: 'Portland', subcountry: 'Maine' },
    ],
  },
  {
    name: 'United Kingdom',
    code: 'GB',
    requiresPostal: false,
    cities: [
      { name: 'London', subcountry: 'England' },
      { name: 'Birmingham', subcountry: 'England' },
      { name: 'Manchester', subcountry: 'England' },
      { name: 'Liverpool', subcountry: 'England' },
      { name: 'Leeds', subcountry: 'England' },
      { name: 'Glasgow', subcountry: 'Scotland' },
      { name: 'Edinburgh', subcountry: 'Scotland' },
      { name: 'Cardiff', subcountry: 'Wales' },
      { name: 'Belfast', subcountry: 'Northern Ireland' },
    ],
  },
  {
    name: 'Japan',
    code: 'JP',
    requiresPostal: false,
    cities: [
      { name: 'Tokyo' },
      { name: 'Osaka' },
      { name: 'Yokohama' },
      { name: 'Nagoya' },
      { name: 'Sapporo' },
      { name: 'Fukuoka' },
      { name: 'Kyoto' },
    ],
  },
  {
    name: 'India',
    code: 'IN',
    requiresPostal: false,
    cities: [
      { name: 'Mumbai', subcountry: 'Maharashtra' },
      { name: 'Delhi', subcountry: 'Delhi' },
      { name: 'Bengaluru', subcountry: 'Karnataka' },
      { name: 'Hyderabad', subcountry: 'Telangana' },
      { name: 'Chennai', subcountry: 'Tamil Nadu' },
      { name: 'Kolkata', subcountry: 'West Bengal' },
      { name: 'Pune', subcountry: 'Maharashtra' },
    ],
  },
  {
    name: 'Mexico',
    code: 'MX',
    requiresPostal: false,
    cities: [
      { name: 'Mexico City' },
      { name: 'Guadalajara' },
      { name: 'Monterrey' },
      { name: 'Puebla' },
      { name: 'Tijuana' },
      { name: 'Cancún' },
    ],
  },
  {
    name: 'Canada',
    code: 'CA',
    requiresPostal: false,
    cities: [
      { name: 'Toronto', subcountry: 'Ontario' },
      { name: 'Montreal', subcountry: 'Quebec' },
      { name: 'Vancouver', subcountry: 'British Columbia' },
      { name: 'Calgary', subcountry: 'Alberta' },
      { name: 'Ottawa', subcountry: 'Ontario' },
      { name: 'Edmonton', subcountry: 'Alberta' },
    ],
  },
  {
    name: 'Brazil',
    code: 'BR',
    requiresPostal: false,
    cities: [
      { name: 'São Paulo' },
      { name: 'Rio de Janeiro' },
      { name: 'Brasília' },
      { name: 'Salvador' },
      { name: 'Fortaleza' },
      { name: 'Belo Horizonte' },
    ],
  },
  {
    name: 'Germany',
    code: 'DE',
    requiresPostal: false,
    cities: [
      { name: 'Berlin' },
      { name: 'Hamburg' },
      { name: 'Munich' },
      { name: 'Cologne' },
      { name: 'Frankfurt' },
      { name: 'Stuttgart' },
    ],
  },
  {
    name: 'France',
    code: 'FR',
    requiresPostal: false,
    cities: [
      { name: 'Paris' },
      { name: 'Marseille' },
      { name: 'Lyon' },
      { name: 'Toulouse' },
      { name: 'Nice' },
      { name: 'Bordeaux' },
    ],
  },
  {
    name: 'Australia',
    code: 'AU',
    requiresPostal: false,
    cities: [
      { name: 'Sydney', subcountry: 'New South Wales' },
      { name: 'Melbourne', subcountry: 'Victoria' },
      { name: 'Brisbane', subcountry: 'Queensland' },
      { name: 'Perth', subcountry: 'Western Australia' },
      { name: 'Adelaide', subcountry: 'South Australia' },
    ],
  },
];

export function findCountry(name: string): Country | undefined {
  return COUNTRIES.find((c) => c.name === name);
}

/** A city label as stored and shown: 'Portland, Oregon' where a subcountry is known. */
export function cityLabel(city: City): string {
  return city.subcountry ? `${city.name}, ${city.subcountry}` : city.name;
}

/** The city choices of a country, 'Other' always last. */
export function cityChoices(countryName: string): string[] {
  const country = findCountry(countryName);
  return [...(country?.cities.map(cityLabel) ?? []), OTHER_CITY];
}

export function requiresPostal(countryName: string): boolean {
  return findCountry(countryName)?.requiresPostal ?? false;
}
