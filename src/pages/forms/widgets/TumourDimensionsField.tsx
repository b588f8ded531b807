/**
 * A tumour's length, width and thickness in cm with its volume in cm³ (`ui:field:
 * 'tumourDimensions'` on an object `{ length, width, thickness, volume }`). It renders as any
 * group of fields does, and whenever a dimension changes while all three are positive the volume
 * follows as an ellipsoid (domain ellipsoidVolume). The user may overwrite the volume; a value
 * typed by hand stays until a dimension changes again.
 */
import type { FieldPathList, FieldProps } from '@rjsf/utils';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { ellipsoidVolume } from '../../../../domain/forms';

const DIMENSIONS = ['length', 'width', 'thickness'] as const;
type Dimension = (typeof DIMENSIONS)[number];

const isDimension = (name: unknown): name is Dimension =>
  (DIMENSIONS as readonly unknown[]).includes(name);

type Dimensions = Partial<Record<Dimension | 'volume', number>>;

export function TumourDimensionsField(props: FieldProps<Dimensions>) {
  const { formData, fieldPathId, onChange, uiSchema, registry } = props;
  const translate = useTranslate();
  const { ObjectField } = registry.fields;
  // RJSF's fields compare their props as data (functions are all alike to them), so the change
  // handler below may be an older one: it reads the dimensions through a ref.
  const current = useRef(formData);
  current.current = formData;

  const handleChange = useCallback(
    (value: unknown, path: FieldPathList, errorSchema?: unknown, id?: string) => {
      onChange(value as Dimensions, path, errorSchema as never, id);
      const changed = path[path.length - 1];
      // Only the dimension typed into, never the group as a whole, recomputes the volume.
      if (path.length !== fieldPathId.path.length + 1 || !isDimension(changed)) return;
      const sides: Dimensions = { ...current.current, [changed]: value };
      const volume = ellipsoidVolume(sides.length, sides.width, sides.thickness);
      if (volume !== null) onChange(volume as never, [...fieldPathId.path, 'volume']);
    },
    [onChange, fieldPathId],
  );

  const fieldUiSchema = useMemo(() => {
    const { 'ui:field': _field, ...rest } = uiSchema ?? {};
    const volume = (rest.volume ?? {}) as Record<string, unknown>;
    return { ...rest, volume: { ...volume, 'ui:help': translate('forms.dimensions.computed') } };
  }, [uiSchema, translate]);

  // RJSF's registry always holds its ObjectField; the type leaves room for a registry without.
  return ObjectField ? (
    <ObjectField {...props} uiSchema={fieldUiSchema} onChange={handleChange} />
  ) : null;
}
