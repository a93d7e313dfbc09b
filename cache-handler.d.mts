export function withEncodedHtml<T>(entry: T): T;
declare const CacheHandler: new (ctx: unknown) => { get(...args: unknown[]): Promise<unknown> };
export default CacheHandler;
