// lunr ships no types. The search engine uses only its English (Porter) stemmer.
declare module 'lunr' {
  class Token {
    constructor(text: string, metadata?: object);
    toString(): string;
  }
  const lunr: {Token: typeof Token; stemmer: (token: Token) => Token};
  export default lunr;
}
