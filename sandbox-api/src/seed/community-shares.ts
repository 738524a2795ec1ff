/** Census-like shares (percent) of the community profiles' sections (seed/community-profiles.ts). */
export type Shares = readonly (readonly [string, number])[];

export const AGE: Shares = [
  ['0 to 14 years', 14],
  ['15 to 24 years', 12],
  ['25 to 34 years', 15],
  ['35 to 44 years', 14],
  ['45 to 54 years', 13],
  ['55 to 64 years', 13],
  ['65 to 74 years', 10],
  ['75 years and over', 9],
];
export const TONGUE: Shares = [
  ['English', 48],
  ['Mandarin', 9],
  ['Cantonese', 7],
  ['Tagalog (Pilipino, Filipino)', 3],
  ['Persian (Farsi)', 3],
  ['Korean', 2.5],
  ['Spanish', 2.5],
  ['Russian', 2],
  ['Punjabi (Panjabi)', 2],
  ['French', 1.5],
  ['Other languages', 6],
];
export const MARITAL: Shares = [
  ['Married', 45],
  ['Living common law', 8],
  ['Never married', 33],
  ['Separated', 3],
  ['Divorced', 6],
  ['Widowed', 5],
];
export const INCOME: Shares = [
  ['Under $20,000', 8],
  ['$20,000 to $39,999', 12],
  ['$40,000 to $59,999', 13],
  ['$60,000 to $79,999', 12],
  ['$80,000 to $99,999', 11],
  ['$100,000 to $149,999', 20],
  ['$150,000 and over', 24],
];
export const BUILT: Shares = [
  ['1960 or before', 16],
  ['1961 to 1980', 24],
  ['1981 to 1990', 12],
  ['1991 to 2000', 11],
  ['2001 to 2010', 16],
  ['2011 to 2015', 9],
  ['2016 to 2021', 12],
];
export const HOUSEHOLD: Shares = [
  ['1 person', 29],
  ['2 persons', 31],
  ['3 persons', 16],
  ['4 persons', 15],
  ['5 or more persons', 9],
];
export const EDUCATION: Shares = [
  ['No certificate, diploma or degree', 12],
  ['High school diploma or equivalency certificate', 24],
  ['Apprenticeship or trades certificate or diploma', 4],
  ['College, CEGEP or other non-university certificate or diploma', 16],
  ['University certificate or diploma below bachelor level', 3],
  ["Bachelor's degree", 26],
  ["Master's degree", 12],
  ['Earned doctorate', 3],
];
export const TRANSPORT: Shares = [
  ['Car, truck or van - as a driver', 52],
  ['Car, truck or van - as a passenger', 4],
  ['Public transit', 28],
  ['Walked', 9],
  ['Bicycle', 3],
  ['Taxi or ride-hailing service', 1],
  ['Motorcycle, scooter or moped', 0.5],
  ['Ferry', 0.3],
  ['Other method', 2],
];
export const DWELLINGS: Shares = [
  ['Single-detached house', 30],
  ['Semi-detached house', 6],
  ['Row house', 7],
  ['Apartment or flat in a duplex, triplex or fourplex (a converted house)', 6],
  ['Apartment in a building that has fewer than five storeys', 14],
  ['Apartment in a building that has five or more storeys', 36],
  ['Movable dwelling', 1],
];
