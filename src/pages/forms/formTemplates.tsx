/**
 * How the registry draws a protocol form's sections and tables (RJSF templates over the MUI
 * theme's). Each top-level field is a section the index jumps to: an element with a known id,
 * focusable, named by its title. A table says when it has no rows yet and offers a labelled Add
 * button; each row is a group titled with the table's row name and its number ("Treatment
 * course 2", the row schema's title), its move and delete buttons beside the title. On the page
 * of a saved version, a field that version's save changed is marked.
 */
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormProps } from '@rjsf/core';
import { Templates } from '@rjsf/mui';
import { buttonId, getTemplate, getUiOptions } from '@rjsf/utils';
import type {
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  FieldPathList,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  RJSFSchema,
} from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { sectionElementId } from './formSections';
import { ConfirmRemoveButton } from './widgets/ConfirmRemoveButton';
import { RowTitleContext } from './widgets/rowTitle';

const MuiObjectFieldTemplate = Templates.ObjectFieldTemplate!;
const MuiFieldTemplate = Templates.FieldTemplate!;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The schema of the value at `path` (a table's rows through `items`). */
function schemaAt(root: RJSFSchema, path: FieldPathList): Record<string, unknown> | undefined {
  let node: unknown = root;
  for (const segment of path) {
    if (!isObject(node)) return undefined;
    node =
      typeof segment === 'number'
        ? node.items
        : isObject(node.properties)
          ? node.properties[segment]
          : undefined;
  }
  return isObject(node) ? node : undefined;
}

const isRow = (path: FieldPathList) => typeof path[path.length - 1] === 'number';

/** "Treatment course 2"; a definition from before rows had names says "Row 2". */
function useRowTitle(root: RJSFSchema, path: FieldPathList, index: number) {
  const translate = useTranslate();
  const name = schemaAt(root, path)?.title;
  return typeof name === 'string' && name
    ? translate('forms.table.rowTitle', { row: name, number: index + 1 })
    : translate('forms.table.row', { number: index + 1 });
}

function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { fieldPathId, properties, schema } = props;
  // A row's title is drawn by the row around it.
  if (isRow(fieldPathId.path)) return <MuiObjectFieldTemplate {...props} title="" />;
  if (fieldPathId.path.length > 0) return <MuiObjectFieldTemplate {...props} />;
  const fields = (schema.properties ?? {}) as Record<string, { title?: unknown }>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {properties.map((property) => {
        if (property.hidden) return property.content;
        const title = fields[property.name]?.title;
        return (
          <Box
            component="section"
            key={property.name}
            id={sectionElementId(property.name)}
            tabIndex={-1}
            aria-label={typeof title === 'string' ? title : property.name}
            sx={{
              // Clear of the app bar when jumped to; the focus ring marks where the jump landed.
              scrollMarginTop: 72,
              borderRadius: 1,
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 4 },
            }}
          >
            {property.content}
          </Box>
        );
      })}
    </Box>
  );
}

function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const {
    canAdd,
    disabled,
    readonly,
    fieldPathId,
    items,
    onAddClick,
    registry,
    required,
    schema,
    title,
    uiSchema,
  } = props;
  const translate = useTranslate();
  const uiOptions = getUiOptions(uiSchema);
  const ArrayFieldTitleTemplate = getTemplate('ArrayFieldTitleTemplate', registry, uiOptions);
  const ArrayFieldDescriptionTemplate = getTemplate(
    'ArrayFieldDescriptionTemplate',
    registry,
    uiOptions,
  );
  const tableTitle = uiOptions.title || title;
  const editable = !disabled && !readonly;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <ArrayFieldTitleTemplate
        fieldPathId={fieldPathId}
        title={tableTitle}
        schema={schema}
        uiSchema={uiSchema}
        required={required}
        registry={registry}
      />
      <ArrayFieldDescriptionTemplate
        fieldPathId={fieldPathId}
        description={uiOptions.description || schema.description}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
      />
      {items.length ? (
        items
      ) : (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {translate('forms.table.empty')}
        </Typography>
      )}
      {canAdd && editable ? (
        <Button
          id={buttonId(fieldPathId, 'add')}
          className="rjsf-array-item-add"
          variant="outlined"
          size="small"
          startIcon={<AddIcon />}
          aria-label={translate('forms.table.addTo', { table: tableTitle })}
          onClick={onAddClick}
          sx={{ mt: 1 }}
        >
          {translate('forms.table.add')}
        </Button>
      ) : null}
    </Paper>
  );
}

function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, index, registry, uiSchema } = props;
  const title = useRowTitle(registry.rootSchema, buttonsProps.fieldPathId.path, index);
  const titleId = `${buttonsProps.fieldPathId.$id}__row-title`;
  const ButtonsTemplate = getTemplate(
    'ArrayFieldItemButtonsTemplate',
    registry,
    getUiOptions(uiSchema),
  );
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={titleId}
      sx={{ mb: 2, p: { xs: 1.5, sm: 2 }, pt: { xs: 1, sm: 1 }, bgcolor: 'grey.50' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40 }}>
        <Typography
          id={titleId}
          component="h6"
          variant="subtitle1"
          sx={{ flex: 1, fontWeight: 600, minWidth: 0 }}
        >
          {title}
        </Typography>
        {hasToolbar ? (
          <Box sx={{ display: 'flex', flexShrink: 0 }}>
            <RowTitleContext.Provider value={title}>
              <ButtonsTemplate {...buttonsProps} />
            </RowTitleContext.Provider>
          </Box>
        ) : null}
      </Box>
      {children}
    </Paper>
  );
}

/** What a form's templates are told beside its data (RJSF's `formContext`). */
export interface ProtocolFormContext {
  /** The fields a save changed (./formChanges.ts), marked on the page of a saved version. */
  changedIds?: ReadonlySet<string>;
}

/**
 * Whether a field reads as one value: an object (a section, a row, the tumour's dimensions) is
 * drawn field by field, and its fields are marked one by one.
 */
const readsAsOneValue = ({ schema }: Pick<FieldTemplateProps, 'schema'>) =>
  schema.type !== 'object';

/**
 * A field as MUI draws it; on a saved version's page, one its save changed with a bar beside it
 * and words under it.
 */
function ChangeMarkingFieldTemplate(props: FieldTemplateProps) {
  const { changedIds } = (props.registry.formContext ?? {}) as ProtocolFormContext;
  if (props.hidden || !changedIds?.has(props.id) || !readsAsOneValue(props)) {
    return <MuiFieldTemplate {...props} />;
  }
  return <ChangedField {...props} />;
}

function ChangedField(props: FieldTemplateProps) {
  const translate = useTranslate();
  return (
    <Box
      data-changed="true"
      // The bar stands in the margin; the field keeps its place.
      sx={{
        borderLeft: 4,
        borderColor: 'warning.main',
        pl: { xs: 1, sm: 1.5 },
        ml: { xs: -1.5, sm: -2 },
        my: 0.5,
      }}
    >
      <MuiFieldTemplate {...props} />
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: -0.5 }}
      >
        <EditIcon fontSize="inherit" aria-hidden />
        {translate('forms.versions.changedHere')}
      </Typography>
    </Box>
  );
}

export const protocolFormTemplates: FormProps['templates'] = {
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ButtonTemplates: { RemoveButton: ConfirmRemoveButton },
};

/**
 * The same, marking the fields a save changed (formContext's `changedIds`): only the page of a
 * saved version pays for a template around every field.
 */
export const changeMarkingTemplates: FormProps['templates'] = {
  ...protocolFormTemplates,
  FieldTemplate: ChangeMarkingFieldTemplate,
};
