/** The inquiry paths of SPEC §2 (to be folded into lib/routes.ts, which other areas are editing). */
export const inquiryPaths = {
  basket: '/inquiryCenter',
  list: '/inquiryCenter/inquiryList',
  detail: (id: number) => `/inquiryCenter/inquiryDetails/${id}`,
} as const;
