/** The help footer every page ends with, in the HTML frame and at the end of every Markdown copy. */
export const helpFooter = {
  heading: "Need help?",
  lead: "For any queries about these APIs, email us at",
} as const;
