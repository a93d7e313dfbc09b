/** The Belgian data protection authority, where a complaint goes. */
export const DPA_URL = 'https://www.gegevensbeschermingsautoriteit.be';

/** /privacy: eleven numbered sections (the `Privacy` messages), effective 14 October 2024. */
export const PRIVACY_EFFECTIVE = '2024-10-14';
