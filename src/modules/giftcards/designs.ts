/** The eCard designs (pure, no dependencies: the cart and order pages show them without loading the form rules). */

export interface GiftCardDesign {
  style: string;
  name: string;
  imageUrl: string;
  /** Colours of the emailed card, matching the image. */
  background: string;
  ink: string;
}

export const GIFT_CARD_DESIGNS: GiftCardDesign[] = [
  { style: 'Image1', name: 'Stack of books', imageUrl: '/giftcards/image1.svg', background: '#1d4ed8', ink: '#ffffff' },
  { style: 'Image2', name: 'Birthday balloons', imageUrl: '/giftcards/image2.svg', background: '#db2777', ink: '#ffffff' },
  { style: 'Image3', name: 'Starry night reading', imageUrl: '/giftcards/image3.svg', background: '#1e1b4b', ink: '#fde68a' },
  { style: 'Image4', name: 'Thank you, teacher', imageUrl: '/giftcards/image4.svg', background: '#15803d', ink: '#ffffff' },
];

export const designOf = (style: string): GiftCardDesign => GIFT_CARD_DESIGNS.find((design) => design.style === style) ?? GIFT_CARD_DESIGNS[0]!;
