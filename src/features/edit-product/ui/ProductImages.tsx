import styled from '@emotion/styled';
import { useId, useRef, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, uploadImage } from '@/shared/api';
import { Button, Card, useSnackbar } from '@/shared/ui';
import { MAX_IMAGES, type ProductFormValues } from '../model/productForm';

type Images = ProductFormValues['images'];

const Section = styled(Card)`
  padding: ${(p) => p.theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  > p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const Grid = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(148px, 1fr));
  gap: ${(p) => p.theme.space(3)};
`;

const Tile = styled.li<{ main: boolean }>`
  border: ${(p) => (p.main ? `2px solid ${p.theme.colors.primary}` : `1px solid ${p.theme.colors.border}`)};
  border-radius: ${(p) => p.theme.radii.md};
  padding: ${(p) => p.theme.space(2)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: contain;
    background: ${(p) => p.theme.colors.surfaceMuted};
    border-radius: ${(p) => p.theme.radii.sm};
  }
  label {
    display: flex;
    gap: ${(p) => p.theme.space(1)};
    align-items: center;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  div {
    display: flex;
    gap: ${(p) => p.theme.space(1)};
    flex-wrap: wrap;
  }
  div button {
    min-width: 40px;
    padding: 0 ${(p) => p.theme.space(2)};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/**
 * The product's images (spec §3 images: isMain, url, urlThumbnail, urlMiniature, order): sent to the
 * file store as soon as they are chosen (the thumbnail comes back), shown in their order with one
 * main; moved with the arrow buttons, removed with an undo. Nothing changes on the product until
 * the form is saved.
 */
export function ProductImages({ messages }: { messages: Record<string, string> }) {
  const intl = useIntl();
  const form = useForm<ProductFormValues>();
  const snackbar = useSnackbar();
  const { input, meta } = useField<Images>('images', { subscription: { value: true, error: true, submitFailed: true, submitError: true } });
  const images = input.value || [];
  // the alternative texts name the product as typed
  const productName = useField<string>('name', { subscription: { value: true } }).input.value.trim();
  // the form's value now, not the last render's: several files are added one after the other
  const currentImages = () => form.getState().values.images ?? [];
  const [uploading, setUploading] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const groupName = useId();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: id as never }, values);
  const set = (next: Images) => form.change('images', next);
  const listError = meta.submitFailed && typeof meta.error === 'string' ? (messages[meta.error] ?? meta.error) : typeof meta.submitError === 'string' ? meta.submitError : null;

  const upload = async (files: File[]) => {
    const found: string[] = [];
    for (const file of files) {
      if (currentImages().length >= MAX_IMAGES) {
        found.push(t('editProduct.tooManyImages', { max: MAX_IMAGES }));
        break;
      }
      if (!IMAGE_ACCEPT.split(',').includes(file.type)) {
        found.push(t('editProduct.imageWrongType', { name: file.name }));
        continue;
      }
      if (file.size > IMAGE_MAX_BYTES) {
        found.push(t('editProduct.imageTooLarge', { name: file.name }));
        continue;
      }
      setUploading(file.name);
      try {
        const image = await uploadImage('/api/uploads/product-images', file);
        const current = currentImages();
        // the first image of a product becomes its main one
        set([...current, { url: image.url, urlThumbnail: image.urlThumbnail, urlMiniature: image.urlMiniature, isMain: current.length === 0 }]);
      } catch (error) {
        found.push(t('editProduct.imageFailed', { name: file.name, reason: error instanceof Error ? error.message : String(error) }));
      }
    }
    setUploading(null);
    setProblems(found);
  };

  const move = (from: number, to: number) => {
    const next = [...images];
    const [image] = next.splice(from, 1);
    next.splice(to, 0, image);
    set(next);
  };

  const remove = (index: number) => {
    const before = images;
    const next = images.filter((_image, at) => at !== index);
    // the first one left becomes the main image when the main one goes
    if (images[index].isMain && next.length > 0) next[0] = { ...next[0], isMain: true };
    set(next);
    snackbar.show(t('editProduct.imageRemoved', { n: index + 1 }), { severity: 'info', action: { label: t('editProduct.undo'), onClick: () => set(before) } });
  };

  return (
    <Section as="section" aria-labelledby={`${groupName}-title`}>
      <h2 id={`${groupName}-title`}>{t('editProduct.images')}</h2>
      <p>{t('editProduct.imagesHint', { max: MAX_IMAGES })}</p>
      {images.length === 0 ? (
        <p>{t('editProduct.imagesEmpty')}</p>
      ) : (
        <Grid aria-label={t('editProduct.images')}>
          {images.map((image, index) => (
            <Tile key={image.url} main={image.isMain} data-image={index}>
              <img src={image.urlThumbnail} alt={t('editProduct.imageAlt', { n: index + 1, name: productName || '—' })} loading="lazy" width={148} height={148} />
              <label>
                <input type="radio" name={`${groupName}-main`} checked={image.isMain} onChange={() => set(images.map((other, at) => ({ ...other, isMain: at === index })))} />
                {t('editProduct.mainImage')}
              </label>
              <div>
                <Button variant="secondary" aria-label={t('editProduct.moveImageBefore', { n: index + 1 })} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  ←
                </Button>
                <Button variant="secondary" aria-label={t('editProduct.moveImageAfter', { n: index + 1 })} disabled={index === images.length - 1} onClick={() => move(index, index + 1)}>
                  →
                </Button>
                <Button variant="secondary" aria-label={t('editProduct.removeImage', { n: index + 1 })} onClick={() => remove(index)}>
                  ✕
                </Button>
              </div>
            </Tile>
          ))}
        </Grid>
      )}
      {listError && <ErrorText role="alert">{listError}</ErrorText>}
      {problems.map((problem) => (
        <ErrorText key={problem} role="alert">
          {problem}
        </ErrorText>
      ))}
      <div>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          hidden
          aria-label={t('editProduct.addImages')}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void upload(files);
          }}
        />
        <Button variant="secondary" loading={uploading !== null} disabled={images.length >= MAX_IMAGES} onClick={() => fileInput.current?.click()}>
          {uploading ? t('editProduct.uploading', { name: uploading }) : t('editProduct.addImages')}
        </Button>
      </div>
    </Section>
  );
}
