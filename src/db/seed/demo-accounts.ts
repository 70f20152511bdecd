/** Demo sign-ins written in the README (demo data only: seeded by `npm start` into its own demo database). */
export const DEMO_ACCOUNTS = {
  customer: { email: 'customer@demo.bookfair.example', password: 'ReadMore2026', firstName: 'Casey', lastName: 'Reader' },
  organizer: { email: 'organizer@demo.bookfair.example', password: 'FairDay2026', firstName: 'Olivia', lastName: 'Organizer' },
  admin: { email: 'staff@demo.bookfair.example', password: 'ShelfKeeper2026', firstName: 'Sam', lastName: 'Staff' },
} as const;
