import {isDeadSelector, pruneUnusedRules, usedClassTest} from '../../src/plugins/per-route-css/unusedCss';

const usedOnly =
  (...names: string[]) =>
  (name: string) =>
    names.includes(name);

describe('pruneUnusedRules', () => {
  it('drops a rule whose only selector needs an unused class and keeps the used one', () => {
    expect(pruneUnusedRules('.pills{display:flex}.navbar{height:60px}', usedOnly('navbar'))).toBe(
      '.navbar{height:60px}',
    );
  });

  it('keeps the used selectors of a list and drops the others', () => {
    expect(pruneUnusedRules('.a,.b .c,.d{color:red}', usedOnly('a', 'd'))).toBe('.a,.d{color:red}');
  });

  it('prunes inside @media and @layer and drops a group left empty', () => {
    const css = '@layer x{.a{color:red}@media (width<=996px){.b{color:blue}}}@media print{.b{display:none}}';
    expect(pruneUnusedRules(css, usedOnly('a'))).toBe('@layer x{.a{color:red}}');
  });

  it('keeps statement at-rules, @font-face and @keyframes whole', () => {
    const css = '@layer a,b;@font-face{font-family:X;src:url(x.woff2)}@keyframes spin{0%{opacity:0}to{opacity:1}}';
    expect(pruneUnusedRules(css, usedOnly())).toBe(css);
  });

  it('does not treat a brace inside a string as the end of a rule', () => {
    const css = '.a:before{content:"}"}.b{color:red}';
    expect(pruneUnusedRules(css, usedOnly('a'))).toBe('.a:before{content:"}"}');
  });

  it('reports a block that is never closed instead of writing half a stylesheet', () => {
    expect(() => pruneUnusedRules('.a{color:red', usedOnly('a'))).toThrow(/never closed/);
  });
});

describe('isDeadSelector', () => {
  it('ignores classes inside :not(), which exclude rather than require', () => {
    expect(isDeadSelector('.button:not(.button--outline)', usedOnly('button'))).toBe(false);
  });

  it('keeps selectors with alternatives (:is, :where, :has) whole', () => {
    expect(isDeadSelector(':is(.unused,.used) code', usedOnly('used'))).toBe(false);
    expect(isDeadSelector('.menu:has(.unused)', usedOnly('menu'))).toBe(false);
  });

  it('is dead when any required class is unused', () => {
    expect(isDeadSelector('.navbar .pills__item', usedOnly('navbar'))).toBe(true);
  });
});

describe('usedClassTest', () => {
  it('counts a class used when it occurs as a whole word in the built text', () => {
    const used = usedClassTest(['<div class="col col--12">', 'clsx("navbar__link")']);
    expect(used('col--12')).toBe(true);
    expect(used('navbar__link')).toBe(true);
    // A prefix of a used word is not a use.
    expect(used('col--1')).toBe(false);
  });

  it('counts a whole family as used when a script builds its names by concatenation', () => {
    const used = usedClassTest(['e.className="alert--".concat(t)', 'const c=`badge--${kind}`']);
    expect(used('alert--danger')).toBe(true);
    expect(used('badge--success')).toBe(true);
    expect(used('pills--block')).toBe(false);
  });
});
