/**
 * Ontario cities and their communities for the market trend's selectors (findCityByProvince.json,
 * findCommunityByCity.json). The statistics of each city / community / property type are generated
 * deterministically from its name (routes/quotation/find-quotations.ts).
 */
export const QUOTATION_AREAS: readonly { city: string; communities: readonly string[] }[] = [
  {
    city: 'Toronto',
    communities: ['Annex', 'Bay Street Corridor', 'Leslieville', 'Rosedale', 'Waterfront Communities'],
  },
  {
    city: 'North York',
    communities: ['Bayview Village', 'Lansing-Westgate', 'Willowdale East', 'York Mills'],
  },
  { city: 'Markham', communities: ['Cathedraltown', 'Cornell', 'Unionville', 'Victoria Square'] },
  { city: 'Richmond Hill', communities: ['Bayview Hill', 'Oak Ridges', 'Westbrook'] },
  { city: 'Mississauga', communities: ['City Centre', 'Erin Mills', 'Port Credit', 'Streetsville'] },
  { city: 'Vaughan', communities: ['Kleinburg', 'Maple', 'Woodbridge'] },
  { city: 'Oakville', communities: ['Glen Abbey', 'Old Oakville'] },
];
