import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import styled, { keyframes } from 'styled-components';
import { renderWithTheme } from '../test/render';

const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Probe = styled.div`
  color: rgb(1, 2, 3);
  animation: ${appear} 1s;
  @media (min-width: 600px) {
    color: rgb(4, 5, 6);
  }
`;

const atRuleTexts = () => {
  const sheet = document.querySelector<HTMLStyleElement>('style[data-at-rules]')?.sheet;
  return sheet ? [...sheet.cssRules].map((rule) => rule.cssText) : [];
};
const styledText = () =>
  [...document.querySelectorAll('style[data-styled]')].map((el) => el.textContent ?? '').join('\n');

describe('the at-rule sheet', () => {
  it("takes components' @media and @keyframes out of the one styled-components sheet", () => {
    renderWithTheme(<Probe data-testid="probe" />);
    const [className] = [...screen.getByTestId('probe').classList].slice(-1);

    const moved = atRuleTexts();
    expect(moved.some((rule) => rule.startsWith('@media (min-width: 600px)') && rule.includes(`.${className}`))).toBe(
      true,
    );
    expect(moved.some((rule) => rule.startsWith('@keyframes') && rule.includes('opacity'))).toBe(true);

    // The component's own rule stays; its at-rules are not written twice.
    expect(styledText()).toContain('color:rgb(1, 2, 3)');
    expect(styledText()).not.toContain('min-width: 600px');
  });

  it('comes after the styled-components sheet, so a media rule still overrides the rule it refines', () => {
    renderWithTheme(<Probe />);
    const at = document.querySelector('style[data-at-rules]')!;
    const main = document.querySelector('style[data-styled]')!;
    expect(main.compareDocumentPosition(at) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
