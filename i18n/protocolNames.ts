/**
 * The protocols' names as message texts, "STS: Mięsaki tkanek miękkich" by code, for pickers
 * that offer protocols by code (a user's protocols): made from domain/protocolNames.ts, the one
 * place the names are written.
 */
import type { Locale } from '../domain';
import { PROTOCOL_NAMES } from '../domain/protocolNames';

export function protocolNameTexts(language: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PROTOCOL_NAMES).map(([code, names]) => [code, `${code}: ${names[language]}`]),
  );
}
