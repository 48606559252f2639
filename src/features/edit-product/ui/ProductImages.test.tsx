import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { configureApi } from '@/shared/api';
import { renderWithProviders } from '@/shared/lib/testing';
import { SnackbarProvider } from '@/shared/ui';
import type { ProductFormValues } from '../model/productForm';
import { ProductImages } from './ProductImages';

type Images = ProductFormValues['images'];

function answer(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  return { ok: status < 300, status, headers: new Headers({ 'content-type': 'application/json' }), text: async () => text, json: async () => body } as unknown as Response;
}

const uploaded = (n: number) => ({ id: `u${n}`, fileName: `foto${n}.png`, mimetype: 'image/png', size: 10, width: 10, height: 10, url: `/api/uploads/${n}.png`, urlThumbnail: `/api/uploads/${n}-thumb.webp`, urlMiniature: `/api/uploads/${n}-mini.webp` });
const image = (n: number, isMain = false) => ({ url: `/api/uploads/${n}.png`, urlThumbnail: `/api/uploads/${n}-thumb.webp`, urlMiniature: `/api/uploads/${n}-mini.webp`, isMain });

function setup(initial: Images, fetchFn: typeof fetch) {
  configureApi({ fetchFn, onMaintenance: () => undefined, onSessionExpired: () => undefined });
  const values: { current: Images } = { current: initial };
  renderWithProviders(
    <SnackbarProvider>
      <Form<ProductFormValues> onSubmit={() => undefined} initialValues={{ name: 'Arroz 5kg', images: initial } as ProductFormValues}>
        {({ values: formValues }) => {
          values.current = formValues.images;
          return <ProductImages messages={{}} />;
        }}
      </Form>
    </SnackbarProvider>,
  );
  return { values, user: userEvent.setup() };
}

const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('ProductImages', () => {
  let calls: string[];
  beforeEach(() => {
    calls = [];
  });

  it('uploads the chosen images, the first becoming the main one, and shows their thumbnails', async () => {
    let n = 0;
    const fetchFn = jest.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      n += 1;
      return answer(201, uploaded(n));
    }) as unknown as typeof fetch;
    const { values, user } = setup([], fetchFn);
    expect(screen.getByText('Nenhuma imagem. Envie fotos do produto em fundo claro.')).toBeTruthy();
    await user.upload(screen.getByLabelText('Enviar imagens'), [png('a.png'), png('b.png')]);
    expect(await screen.findByRole('img', { name: 'Imagem 2 de Arroz 5kg' })).toBeTruthy();
    expect(calls).toEqual(['/api/uploads/product-images', '/api/uploads/product-images']);
    expect(values.current).toEqual([image(1, true), image(2)]);
    expect((screen.getByRole('img', { name: 'Imagem 1 de Arroz 5kg' }) as HTMLImageElement).getAttribute('src')).toBe('/api/uploads/1-thumb.webp');
  });

  it('refuses a wrong type or an oversized file before sending, and shows the server’s reason', async () => {
    const fetchFn = jest.fn(async () => answer(400, { error: 'invalid_input', message: 'O arquivo não é uma imagem JPG, PNG, WEBP ou GIF.' })) as unknown as typeof fetch;
    const { values, user } = setup([], fetchFn);
    const big = png('grande.png', 5_000_001);
    await user.upload(screen.getByLabelText('Enviar imagens'), [big, png('falsa.png')]);
    expect(await screen.findByText('grande.png: a imagem tem mais de 5 MB.')).toBeTruthy();
    expect(await screen.findByText('falsa.png: O arquivo não é uma imagem JPG, PNG, WEBP ou GIF.')).toBeTruthy();
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(values.current).toEqual([]);
  });

  it('moves, marks as main and removes with undo, by keyboard', async () => {
    const { values, user } = setup([image(1, true), image(2), image(3)], jest.fn() as unknown as typeof fetch);
    await user.click(screen.getByRole('button', { name: 'Mover a imagem 3 para antes' }));
    expect(values.current.map((i) => i.url)).toEqual(['/api/uploads/1.png', '/api/uploads/3.png', '/api/uploads/2.png']);
    const tiles = screen.getAllByRole('listitem');
    await user.click(within(tiles[1]).getByRole('radio', { name: 'Principal' }));
    expect(values.current.map((i) => i.isMain)).toEqual([false, true, false]);
    // removing the main one: the first left becomes main; "Desfazer" brings everything back
    screen.getByRole('button', { name: 'Remover a imagem 2' }).focus();
    await user.keyboard('{Enter}');
    expect(values.current).toEqual([image(1, true), image(2)]);
    await user.click(await screen.findByRole('button', { name: 'Desfazer' }));
    expect(values.current.map((i) => [i.url, i.isMain])).toEqual([
      ['/api/uploads/1.png', false],
      ['/api/uploads/3.png', true],
      ['/api/uploads/2.png', false],
    ]);
    expect(screen.getByRole('button', { name: 'Mover a imagem 1 para antes' })).toHaveProperty('disabled', true);
  });
});
