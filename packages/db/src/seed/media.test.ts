import { describe, expect, it } from 'vitest';
import {
  energyLabelPath,
  productImagePath,
  renderDocumentPdf,
  renderEnergyLabelSvg,
  renderProductImageSvg,
  renderPromotionSvg,
} from './media.ts';

describe('demo media', () => {
  it('renders deterministic SVGs that escape their text', () => {
    const svg = renderProductImageSvg('1000038', 1, 'Cement <Portland> & "CEM II"');
    expect(svg).toBe(renderProductImageSvg('1000038', 1, 'Cement <Portland> & "CEM II"'));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('&lt;Portland&gt; &amp;');
    expect(svg).not.toContain('<Portland>');
    expect(renderEnergyLabelSvg('b')).toContain('>B</text>');
    expect(renderPromotionSvg(3, 'Akcija')).toContain('Akcija');
  });

  it('builds the paths the seed stores', () => {
    expect(productImagePath('1000038', 2)).toBe('/media/products/1000038-2.svg');
    expect(energyLabelPath('a')).toBe('/media/energy-labels/A.svg');
  });

  it('renders a PDF with a valid cross-reference table', () => {
    const pdf = new TextDecoder().decode(
      renderDocumentPdf('Tehnični list (1000038)', ['Vrsta: cement']),
    );
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    // Parentheses in text are escaped, diacritics folded to ASCII.
    expect(pdf).toContain('(Tehnicni list \\(1000038\\)) Tj');
  });
});
