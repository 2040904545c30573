/**
 * What a failed function call says when its answer carries no readable words, only a status
 * (src/lib/call-function.ts). Dutch by default and on the public pages; English for a customer
 * who chose English, in the wording the product has always used there.
 */
export const httpErrorWords = {
  nl: (status: number) => `De server gaf een fout (HTTP-status ${status})`,
  en: (status: number) => `HTTP error! Status: ${status}`,
} as const;
