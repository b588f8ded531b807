import { describe, expect, it } from 'vitest';
import { likePattern, searchable } from '../../domain/search';

describe('searchable', () => {
  it('drops case and Polish accents, including the undecomposed ł', () => {
    expect(searchable('Żołądek')).toBe('zoladek');
    expect(searchable('ŁÓDŹ')).toBe('lodz');
    expect(searchable('Gęś, źdźbło, ćma, ńa')).toBe('ges, zdzblo, cma, na');
  });

  it('folds other European letters a nationality or a name may carry', () => {
    expect(searchable('Straße Øresund Þór')).toBe('strasse oresund thor');
  });

  it('collapses and trims white space', () => {
    expect(searchable('  ostra   białaczka\tlimfoblastyczna ')).toBe(
      'ostra bialaczka limfoblastyczna',
    );
  });
});

describe('likePattern', () => {
  it('matches the text anywhere and treats wildcards literally', () => {
    expect(likePattern('zol')).toBe('%zol%');
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
