// The quotes feature's public face: all that the app layer and other features may import.
export { MyQuotesList } from './components/my-quotes-list.tsx';
export { RequirementQuotes } from './components/requirement-quotes.tsx';
