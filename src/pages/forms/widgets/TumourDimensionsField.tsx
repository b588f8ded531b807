/**
 * A tumour's length, width and thickness in cm with its volume in cm³ (`ui:field:
 * 'tumourDimensions'` on an object `{ length, width, thickness, volume }`). It renders as any
 * group of fields does, and whenever a dimension changes while all three are positive the volume
 * follows as an ellipsoid (domain ellipsoidVolume). The user may overwrite the volume; a value
 * typed by hand stays until a dimension changes again. A volume is never shown beside a
 * dimension that is not a positive number within its field's bounds ("12,5x", "-3"): it would
 * come from the last valid dimensions, not the ones on screen.
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
type Bounds = Partial<
  Record<'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum', number>
>;

/** A dimension the volume may be computed from: a positive number within its field's bounds. */
function isUsable(value: unknown, bounds: Bounds): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return false;
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = bounds;
  return !(
    (minimum !== undefined && value < minimum) ||
    (maximum !== undefined && value > maximum) ||
    (exclusiveMinimum !== undefined && value <= exclusiveMinimum) ||
    (exclusiveMaximum !== undefined && value >= exclusiveMaximum)
  );
}

/** Each dimension's bounds from the group's schema. */
function dimensionBounds(schema: FieldProps['schema']): Record<Dimension, Bounds> {
  const of = (name: Dimension): Bounds => {
    const field = schema.properties?.[name];
    return typeof field === 'object' ? (field as Bounds) : {};
  };
  return { length: of('length'), width: of('width'), thickness: of('thickness') };
}

const computedVolume = (sides: Dimensions) =>
  ellipsoidVolume(sides.length, sides.width, sides.thickness);

/**
 * The volume once a dimension has changed from `before` to `after`: computed from three usable
 * dimensions; none while a dimension holds something unusable, or while one is missing and the
 * volume was the one computed from the earlier dimensions. A volume typed by hand beside
 * dimensions not all filled in yet stays.
 */
function volumeAfter(
  before: Dimensions,
  after: Dimensions,
  bounds: Record<Dimension, Bounds>,
): number | undefined {
  const usable = DIMENSIONS.every((name) => isUsable(after[name], bounds[name]));
  if (usable) return computedVolume(after) ?? undefined;
  const unusable = DIMENSIONS.some(
    (name) => after[name] !== undefined && !isUsable(after[name], bounds[name]),
  );
  const stale = before.volume !== undefined && before.volume === computedVolume(before);
  return unusable || stale ? undefined : before.volume;
}

export function TumourDimensionsField(props: FieldProps<Dimensions>) {
  const { formData, fieldPathId, onChange, uiSchema, registry } = props;
  const translate = useTranslate();
  const { ObjectField } = registry.fields;
  // RJSF's fields compare their props as data (functions are all alike to them), so the change
  // handler below may be an older one: it reads the dimensions through a ref.
  const current = useRef(formData);
  current.current = formData;
  const bounds = useMemo(() => dimensionBounds(props.schema), [props.schema]);

  const handleChange = useCallback(
    (value: unknown, path: FieldPathList, errorSchema?: unknown, id?: string) => {
      onChange(value as Dimensions, path, errorSchema as never, id);
      const changed = path[path.length - 1];
      // Only the dimension typed into, never the group as a whole, recomputes the volume.
      if (path.length !== fieldPathId.path.length + 1 || !isDimension(changed)) return;
      const before = current.current ?? {};
      const volume = volumeAfter(before, { ...before, [changed]: value }, bounds);
      if (volume !== before.volume) onChange(volume as never, [...fieldPathId.path, 'volume']);
    },
    [onChange, fieldPathId, bounds],
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
