/** The Resource Center's guides for organizers: short, practical, in the order a fair runs. */
export interface ResourceGuide {
  id: string;
  title: string;
  summary: string;
  steps: string[];
}

export const RESOURCE_GUIDES: ResourceGuide[] = [
  {
    id: 'planning',
    title: 'Planning your fair',
    summary: 'Six to eight weeks ahead: dates, a goal and a team.',
    steps: [
      'Pick fair dates that avoid testing weeks and holidays, and include a family event such as a parent-teacher evening or a concert.',
      'Open the online shopping window a few days before the fair and keep it open a few days after, so families who miss the fair can still order.',
      'Set a sales goal in the Book Fair Manager: last year’s sales plus 10% is a good start. Sharing progress toward it keeps people buying.',
      'Reserve a space with tables, power and room for a line at checkout, and confirm the dates with your principal or library director.',
      'Choose whether orders ship to the school: families save on shipping, and you hand the books out in class.',
    ],
  },
  {
    id: 'promoting',
    title: 'Promoting your fair',
    summary: 'Tell families early, often, and in every channel they read.',
    steps: [
      'Print the personalised flyer below for every backpack, the front office and the library door: its QR code opens your online fair.',
      'Send a letter or e-mail home two weeks before, a reminder the week of, and a last call the day before the online window closes.',
      'Post your shop link on the school website, newsletter and social media. Every order placed through it earns your rewards.',
      'Invite teachers to fill a classroom wish list so families can buy a book for the class library.',
      'Share goal progress during the fair: “We are 70% of the way there!” brings in the last orders.',
    ],
  },
  {
    id: 'volunteers',
    title: 'Recruiting and organizing volunteers',
    summary: 'A fair runs on a few reliable people per shift.',
    steps: [
      'Ask for volunteers in your first letter home, with shifts of one to two hours so busy parents can help.',
      'Plan at least two people per shift: one at checkout, one helping students find books and keep shelves tidy.',
      'Give each volunteer a one-page sheet: opening and closing steps, how to take payment, who to call with a question.',
      'Schedule extra help for setup the day before, for the family event, and for packing up on the last day.',
      'Thank volunteers by name in your newsletter: it is the best way to find them again next time.',
    ],
  },
  {
    id: 'after',
    title: 'After the fair',
    summary: 'Close the fair, count your rewards, and say thank you.',
    steps: [
      'Close the fair in the Book Fair Manager once the online window has ended.',
      'Open Reports and choose the fair as the period: it shows sales, orders and rewards over the fair’s whole online window. Download the CSV or Excel file for your records or your treasurer.',
      'Base rewards come from every order placed for your organization; bookfair rewards from orders placed while your fair was open. Refunded items take back their share.',
      'Tell families what you raised and what the rewards will buy: new classroom libraries, author visits, prizes for reading.',
      'Note what worked and what to change, and pencil in your next fair’s dates while they are fresh.',
    ],
  },
];
