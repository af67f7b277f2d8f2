// The member's query keys the order pages share with @xunlan/account (its `memberKeys` and
// `pointsKeys`): everything a member owns sits under ["member"], so a login or logout clears
// orders, returns and points with one `removeQueries`. `member-keys.test.ts` keeps the two in step.

/** The member's keys the order pages build on: the root and the profile (its points balance). */
export const memberKeys = {
  all: ["member"] as const,
  profile: () => [...memberKeys.all, "profile"] as const,
};
