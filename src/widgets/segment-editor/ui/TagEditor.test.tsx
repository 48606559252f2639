import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { SegmentTag } from '@/entities/segment-tag';
import { renderWithProviders } from '@/shared/lib/testing';
import { TagEditor } from './TagEditor';

const KNOWN: SegmentTag[] = [
  { name: 'Retenção', color: '#DC2626' },
  { name: 'VIP', color: '#7C3AED' },
];

function Harness({ initial, onChange }: { initial: SegmentTag[]; onChange: (tags: SegmentTag[]) => void }) {
  const [tags, setTags] = useState(initial);
  return (
    <TagEditor
      tags={tags}
      known={KNOWN}
      onChange={(next) => {
        setTags(next);
        onChange(next);
      }}
    />
  );
}

describe("the segment editor's tags", () => {
  it('adds a new tag by keyboard: the name, a colour of the palette with the arrows, Enter', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn<(tags: SegmentTag[]) => void>();
    renderWithProviders(<Harness initial={[]} onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Nome da etiqueta' }), 'Black Friday');
    await user.click(screen.getByRole('radio', { name: 'Azul' }));
    await user.keyboard('{ArrowRight}');
    expect((screen.getByRole('radio', { name: 'Verde' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('combobox', { name: 'Nome da etiqueta' }));
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([{ name: 'Black Friday', color: '#16A34A' }]);
    expect(screen.getByRole('list', { name: 'Etiquetas' }).textContent).toContain('Black Friday');
  });

  it("offers the account's tags and keeps an existing tag's colour and spelling", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn<(tags: SegmentTag[]) => void>();
    const { container } = renderWithProviders(<Harness initial={[{ name: 'VIP', color: '#7C3AED' }]} onChange={onChange} />);
    // VIP is already on the segment: only Retenção is offered
    expect([...container.querySelectorAll('datalist option')].map((option) => option.getAttribute('value'))).toEqual(['Retenção']);
    await user.type(screen.getByRole('combobox', { name: 'Nome da etiqueta' }), 'retenção');
    expect((screen.getByRole('radio', { name: 'Vermelho' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Adicionar etiqueta' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { name: 'VIP', color: '#7C3AED' },
      { name: 'Retenção', color: '#DC2626' },
    ]);
  });

  it('refuses an empty or repeated name with a message, and removes a tag with its button', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn<(tags: SegmentTag[]) => void>();
    renderWithProviders(<Harness initial={[{ name: 'VIP', color: '#7C3AED' }]} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Adicionar etiqueta' }));
    expect(screen.getByRole('alert').textContent).toBe('Digite o nome da etiqueta.');
    await user.type(screen.getByRole('combobox', { name: 'Nome da etiqueta' }), 'vip{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('O segmento já tem a etiqueta “vip”.');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remover a etiqueta VIP' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
