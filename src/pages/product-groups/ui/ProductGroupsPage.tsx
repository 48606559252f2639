import styled from '@emotion/styled';
import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router-dom';
import { InfoTip } from '@/entities/metric';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, uploadImage, usePageQuery, usePageScope } from '@/shared/api';
import { formatNumber } from '@/shared/lib/number';
import {
  AddressSearchField,
  Alert,
  Badge,
  Button,
  Card,
  ListSkeleton,
  ModalDialog,
  PageContainer,
  PageHeading,
  Table,
  TableEmptyState,
  TableScroll,
  TextField,
  useConfirm,
  useSnackbar,
} from '@/shared/ui';
import { GROUP_SEARCH_PARAM, productGroupsPage, type ProductGroupsPageQueryType } from '../api/ProductGroupsPageQuery';
import { GroupsUploadDialog } from './GroupsUploadDialog';
import { ProductPicker, type PickedProduct } from './ProductPicker';
import type { ProductGroupsPageDeleteMutation } from './__generated__/ProductGroupsPageDeleteMutation.graphql';
import type { ProductGroupsPageNameQuery } from './__generated__/ProductGroupsPageNameQuery.graphql';
import type { ProductGroupsPageUpsertMutation } from './__generated__/ProductGroupsPageUpsertMutation.graphql';

type Group = ProductGroupsPageQueryType['response']['productsGroups'][number];

const upsertMutation = graphql`
  mutation ProductGroupsPageUpsertMutation($input: UpsertProductsGroupInput!) {
    upsertProductsGroup(input: $input) {
      productsGroup {
        _id
        name
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation ProductGroupsPageDeleteMutation($id: ID!) {
    deleteProductsGroup(id: $id) {
      deletedId
    }
  }
`;

const nameQuery = graphql`
  query ProductGroupsPageNameQuery($name: String!, $id: ID) {
    productsGroupNameAvailability(name: $name, id: $id)
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  align-items: flex-end;
  justify-content: space-between;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  max-height: 60vh;
  overflow-y: auto;
  label.check {
    display: flex;
    gap: ${(p) => p.theme.space(2)};
    align-items: center;
  }
  textarea {
    font: inherit;
    padding: ${(p) => p.theme.space(2)};
    border-radius: ${(p) => p.theme.radii.md};
    border: 1px solid ${(p) => p.theme.colors.borderStrong};
    min-height: 96px;
  }
`;

const Hint = styled.p<{ tone?: 'danger' | 'success' }>`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => (p.tone === 'danger' ? p.theme.colors.danger : p.tone === 'success' ? p.theme.colors.success : p.theme.colors.textMuted)};
`;

const ImagePreview = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(3)};
  align-items: center;
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${(p) => p.theme.radii.md};
    border: 1px solid ${(p) => p.theme.colors.border};
  }
`;

const GroupName = styled.span`
  display: inline-flex;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
  img {
    width: 32px;
    height: 32px;
    object-fit: cover;
    border-radius: ${(p) => p.theme.radii.sm};
  }
`;

const Num = styled.td`
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

const Actions = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  white-space: nowrap;
`;

/** YYYY-MM-DD as dd/MM/yyyy (spec §9 date display); a calendar day, no time zone to apply. */
const formatDisplayDate = (day: string) => day.split('-').reverse().join('/');

const list = (text: string) => [...new Set(text.split(/[\n,;]/).map((item) => item.trim()).filter(Boolean))];

/** The group's form in a dialog: the name's availability is checked while it is typed (spec §5). */
function GroupDialog({ group, onClose, onSaved }: { group: Group | null; onClose: () => void; onSaved: () => void }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const snackbar = useSnackbar();
  const [commit, saving] = useMutation<ProductGroupsPageUpsertMutation>(upsertMutation);
  const [name, setName] = useState(group?.name ?? '');
  const [category, setCategory] = useState(group?.category ?? '');
  const [active, setActive] = useState(group?.rules_exhibition.active ?? true);
  const [start, setStart] = useState(group?.rules_exhibition.start ?? '');
  const [finish, setFinish] = useState(group?.rules_exhibition.finish ?? '');
  const [picked, setPicked] = useState<PickedProduct[]>((group?.products ?? []).map((product) => ({ sku: product.sku, name: null })));
  const [skus, setSkus] = useState('');
  const [image, setImage] = useState<string | null>(group?.image_url ?? null);
  const [uploading, setUploading] = useState(false);
  const [departments, setDepartments] = useState((group?.categories_final_consumer ?? []).map((entry) => entry.department).join(', '));
  const [available, setAvailable] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const typed = name.trim();
    setAvailable(null);
    if (!typed) return;
    const timer = window.setTimeout(() => {
      fetchQuery<ProductGroupsPageNameQuery>(environment, nameQuery, { name: typed, id: group?._id ?? null }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => setAvailable(data?.productsGroupNameAvailability ?? null))
        .catch(() => setAvailable(null));
    }, 400);
    return () => window.clearTimeout(timer);
  }, [name, environment, group?._id]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!name.trim()) {
      setError(intl.formatMessage({ id: 'productGroups.name' }) + ': ' + intl.formatMessage({ id: 'ui.required' }));
      nameRef.current?.focus();
      return;
    }
    commit({
      variables: {
        input: {
          id: group?._id ?? null,
          name: name.trim(),
          image_url: image,
          category: category.trim(),
          rules_exhibition: { active, start: start || null, finish: finish || null },
          categories_final_consumer: list(departments).map((department) => ({ department, category: '', sub_category: '' })),
          skus: [...new Set([...picked.map((product) => product.sku), ...list(skus)])],
        },
      },
      onCompleted: (response, errors) => {
        if (errors?.length) return setError(errors[0].message);
        snackbar.show(intl.formatMessage({ id: 'productGroups.saved' }, { name: response.upsertProductsGroup.productsGroup.name }), { severity: 'success' });
        onSaved();
      },
      onError: (failure) => setError(failure.message || intl.formatMessage({ id: 'productGroups.saveFailed' })),
    });
  };

  /** The group's image goes to the file store at once (the product images' route); the group keeps its address when saved. */
  const chooseImage = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > IMAGE_MAX_BYTES) return setError(intl.formatMessage({ id: 'productGroups.imageTooLarge' }, { mb: IMAGE_MAX_BYTES / 1_000_000 }));
    setUploading(true);
    try {
      setImage((await uploadImage('/api/uploads/product-images', file)).url);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setUploading(false);
    }
  };

  const formId = 'product-group-form';
  return (
    <ModalDialog
      open
      title={intl.formatMessage({ id: group ? 'productGroups.dialogEdit' : 'productGroups.dialogNew' })}
      onEscape={onClose}
      initialFocusRef={nameRef as React.RefObject<HTMLElement>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'productGroups.cancel' })}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {intl.formatMessage({ id: 'productGroups.save' })}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate>
        <TextField ref={nameRef} label={intl.formatMessage({ id: 'productGroups.name' })} value={name} maxLength={120} onChange={(event) => setName(event.target.value)} aria-required />
        {available !== null && (
          <Hint role="status" tone={available ? 'success' : 'danger'}>
            {intl.formatMessage({ id: available ? 'productGroups.nameFree' : 'productGroups.nameTaken' })}
          </Hint>
        )}
        <label htmlFor="product-group-image">{intl.formatMessage({ id: 'productGroups.image' })}</label>
        {image && (
          <ImagePreview>
            <img src={image} alt={intl.formatMessage({ id: 'productGroups.imageAlt' }, { name: name || '-' })} />
            <Button variant="secondary" onClick={() => setImage(null)}>
              {intl.formatMessage({ id: 'productGroups.imageRemove' })}
            </Button>
          </ImagePreview>
        )}
        <input id="product-group-image" type="file" accept={IMAGE_ACCEPT} disabled={uploading} aria-describedby="product-group-image-hint" onChange={(event) => void chooseImage(event.target.files?.[0])} />
        <Hint id="product-group-image-hint" role={uploading ? 'status' : undefined}>
          {intl.formatMessage({ id: uploading ? 'productGroups.imageSending' : 'productGroups.imageHint' })}
        </Hint>
        <TextField label={intl.formatMessage({ id: 'productGroups.category' })} value={category} maxLength={120} onChange={(event) => setCategory(event.target.value)} />
        <label className="check">
          <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} />
          {intl.formatMessage({ id: 'productGroups.showToConsumers' })}
        </label>
        <TextField type="date" label={intl.formatMessage({ id: 'productGroups.start' })} value={start} onChange={(event) => setStart(event.target.value)} />
        <TextField type="date" label={intl.formatMessage({ id: 'productGroups.finish' })} value={finish} onChange={(event) => setFinish(event.target.value)} />
        <ProductPicker value={picked} onChange={setPicked} />
        <label htmlFor="product-group-skus">{intl.formatMessage({ id: 'productGroups.skus' })}</label>
        <textarea id="product-group-skus" value={skus} onChange={(event) => setSkus(event.target.value)} aria-describedby="product-group-skus-hint" />
        <Hint id="product-group-skus-hint">{intl.formatMessage({ id: 'productGroups.skusHint' })}</Hint>
        <TextField label={intl.formatMessage({ id: 'productGroups.departments' })} value={departments} onChange={(event) => setDepartments(event.target.value)} />
        {error && <Alert tone="danger">{error}</Alert>}
      </Form>
    </ModalDialog>
  );
}

function Groups() {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const data = usePageQuery(productGroupsPage);
  const search = usePageScope(productGroupsPage);
  const [groups, setGroups] = useState(data.productsGroups);
  const [editing, setEditing] = useState<Group | 'new' | null>(null);
  const [uploading, setUploading] = useState(false);
  const [remove] = useMutation<ProductGroupsPageDeleteMutation>(deleteMutation);
  useEffect(() => setGroups(data.productsGroups), [data.productsGroups]);

  const reload = () =>
    fetchQuery(environment, productGroupsPage.query, { search }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((fresh) => fresh && setGroups((fresh as ProductGroupsPageQueryType['response']).productsGroups));

  const destroy = async (group: Group) => {
    const ok = await confirm({
      title: intl.formatMessage({ id: 'productGroups.deleteTitle' }),
      message: intl.formatMessage({ id: 'productGroups.deleteMessage' }, { name: group.name }),
      confirmLabel: intl.formatMessage({ id: 'productGroups.delete' }),
      destructive: true,
    });
    if (!ok) return;
    remove({
      variables: { id: group._id },
      onCompleted: (_response, errors) => {
        if (errors?.length) return void snackbar.show(errors[0].message);
        snackbar.show(intl.formatMessage({ id: 'productGroups.deleted' }, { name: group.name }), { severity: 'success' });
        void reload();
      },
      onError: (failure) => void snackbar.show(failure.message),
    });
  };

  const exhibition = (group: Group) => {
    const { start, finish } = group.rules_exhibition;
    if (start && finish) return intl.formatMessage({ id: 'productGroups.period' }, { start: formatDisplayDate(start), finish: formatDisplayDate(finish) });
    if (start) return intl.formatMessage({ id: 'productGroups.from' }, { start: formatDisplayDate(start) });
    if (finish) return intl.formatMessage({ id: 'productGroups.until' }, { finish: formatDisplayDate(finish) });
    return null;
  };

  const label = intl.formatMessage({ id: 'productGroups.tableLabel' });
  const header = (column: 'name' | 'category' | 'products' | 'exhibition' | 'actions') => intl.formatMessage({ id: `productGroups.col.${column}` as const });
  return (
    <>
      <Toolbar>
        <AddressSearchField param={GROUP_SEARCH_PARAM} label={intl.formatMessage({ id: 'productGroups.search' })} placeholder={intl.formatMessage({ id: 'productGroups.searchPlaceholder' })} />
        <Actions>
          <Button variant="secondary" onClick={() => setUploading(true)} aria-haspopup="dialog">
            {intl.formatMessage({ id: 'productGroups.upload.open' })}
          </Button>
          <Button onClick={() => setEditing('new')} aria-haspopup="dialog">
            {intl.formatMessage({ id: 'productGroups.new' })}
          </Button>
        </Actions>
      </Toolbar>
      {groups.length === 0 ? (
        <Card>
          <TableEmptyState>
            <p>
              <FormattedMessage id={search ? 'productGroups.noMatch' : 'productGroups.empty'} />
            </p>
            <p>
              <FormattedMessage id="productGroups.emptyHint" />
            </p>
            {!search && (
              <p>
                <FormattedMessage id="productGroups.emptyHintUpload" />
              </p>
            )}
          </TableEmptyState>
        </Card>
      ) : (
        <Card>
          <TableScroll tabIndex={0} role="region" aria-label={label}>
            <Table aria-label={label} stacked>
              <thead>
                <tr>
                  <th scope="col">{header('name')}</th>
                  <th scope="col">{header('category')}</th>
                  <th scope="col" style={{ textAlign: 'right' }}>
                    <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
                      {header('products')}
                      <InfoTip label={header('products')} text={intl.formatMessage({ id: 'productGroups.tip.products' })} />
                    </span>
                  </th>
                  <th scope="col">{header('exhibition')}</th>
                  <th scope="col">{header('actions')}</th>
                </tr>
              </thead>
              <tbody>
                {groups.map((group) => (
                  <tr key={group._id} data-group={group.name}>
                    <td data-label={header('name')}>
                      <GroupName>
                        {group.image_url && <img src={group.image_url} alt="" loading="lazy" />}
                        {group.name}
                      </GroupName>
                    </td>
                    <td data-label={header('category')}>{group.category || '-'}</td>
                    <Num data-label={header('products')} data-metric="NUM_PRODUTOS_GRUPO" data-value={group.products_qty}>
                      {formatNumber(group.products_qty, 0)}
                    </Num>
                    <td data-label={header('exhibition')}>
                      <Badge tone={group.rules_exhibition.active ? 'success' : 'neutral'}>
                        {intl.formatMessage({ id: group.rules_exhibition.active ? 'productGroups.shown' : 'productGroups.hidden' })}
                      </Badge>{' '}
                      {exhibition(group)}
                    </td>
                    <td data-label={header('actions')}>
                      <Actions>
                        <Button variant="secondary" aria-label={intl.formatMessage({ id: 'productGroups.editNamed' }, { name: group.name })} onClick={() => setEditing(group)}>
                          {intl.formatMessage({ id: 'productGroups.edit' })}
                        </Button>
                        <Button variant="secondary" aria-label={intl.formatMessage({ id: 'productGroups.deleteNamed' }, { name: group.name })} onClick={() => void destroy(group)}>
                          {intl.formatMessage({ id: 'productGroups.delete' })}
                        </Button>
                      </Actions>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </Card>
      )}
      {uploading && (
        <GroupsUploadDialog
          onClose={() => setUploading(false)}
          onImported={() => {
            setUploading(false);
            void reload();
          }}
        />
      )}
      {editing && (
        <GroupDialog
          group={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
    </>
  );
}

/** Grupos de produtos: the account's product groups — search, create, edit, delete. */
export function ProductGroupsPage() {
  const intl = useIntl();
  return (
    <PageContainer>
      <PageHeading>
        <p>
          <Link to="/produtos/gerenciamento-produtos">{intl.formatMessage({ id: 'productGroups.back' })}</Link>
        </p>
        <h1>
          <FormattedMessage id="productGroups.title" />
        </h1>
        <p>
          <FormattedMessage id="productGroups.subtitle" />
        </p>
      </PageHeading>
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'productGroups.loading' })} />}>
        <Groups />
      </Suspense>
    </PageContainer>
  );
}
