/** The home page's two cards, each with an Explore action: on the page and in its Markdown copy. */
export const homeCards = [
  {
    title: "Bill Collection",
    text: "Do bill collections on BBPS for your business: expose bill fetch and payment posting, and receive settlements and notifications.",
    to: "/bbps/biller/docs",
  },
  {
    title: "Bill Payments",
    text: "Pay bills on BBPS as an agent institution: fetch a bill, pay it and track the payment and any complaint.",
    to: "/cou/api",
  },
] as const;
