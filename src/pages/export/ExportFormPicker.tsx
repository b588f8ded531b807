/**
 * The forms of an export, grouped by protocol: a box per protocol with its basic and extended
 * form, how many records each would bring, and a button that downloads that form's file alone.
 */
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ExportFormOption, ExportSummary } from '../../../domain/export';
import type { FormId } from '../../../domain/forms';
import { isLocale } from '../../../domain/messages';
import { PROTOCOL_NAMES } from '../../../domain/protocolNames';
import { formsByProtocol } from './exportChoices';

export interface ExportFormPickerProps {
  forms: readonly ExportFormOption[];
  chosen: readonly FormId[];
  onChange: (chosen: FormId[]) => void;
  /** The last summary's records by form, while there is one. */
  summary: ExportSummary | undefined;
  formatCount: (value: number) => string;
  onDownloadOne: (form: ExportFormOption) => void;
  downloading: boolean;
  /** A message (already translated) shown under the forms. */
  error: string | undefined;
}

export function ExportFormPicker({
  forms,
  chosen,
  onChange,
  summary,
  formatCount,
  onDownloadOne,
  downloading,
  error,
}: ExportFormPickerProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = isLocale(locale) ? locale : 'pl';
  const groups = useMemo(() => formsByProtocol(forms), [forms]);
  const toggle = (formId: FormId, checked: boolean) =>
    onChange(checked ? [...chosen, formId] : chosen.filter((chosenForm) => chosenForm !== formId));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {translate('registry.export.forms.legend')}
      </Typography>
      {forms.length === 0 ? (
        <Typography color="text.secondary">{translate('registry.export.forms.noForms')}</Typography>
      ) : (
        <>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
            <Button size="small" onClick={() => onChange(forms.map((form) => form.formId))}>
              {translate('registry.export.forms.all')}
            </Button>
            <Button size="small" onClick={() => onChange([])}>
              {translate('registry.export.forms.none')}
            </Button>
          </Stack>
          <Grid container spacing={1}>
            {groups.map(({ protocol, forms: protocolForms }) => (
              <Grid key={protocol} size={{ xs: 12, md: 6 }}>
                <Box
                  component="fieldset"
                  sx={{
                    m: 0,
                    px: 1.5,
                    pb: 0.5,
                    minWidth: 0,
                    height: '100%',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    '& > legend + *': { clear: 'left' },
                  }}
                >
                  {/* Floated, the legend is a caption inside the box rather than a gap in its
                      border: a name on two lines on a phone no longer straddles the line. */}
                  <Typography
                    component="legend"
                    variant="subtitle2"
                    sx={{ float: 'left', width: '100%', p: 0, pt: 1 }}
                  >
                    {`${protocol}: ${PROTOCOL_NAMES[protocol][language]}`}
                  </Typography>
                  {protocolForms.map((form) => {
                    const { formId, kind } = form;
                    const records = summary?.forms[formId];
                    // A form with tables comes alone as a ZIP: its CSV holds none of the tables.
                    const downloadLabel = form.tables.length
                      ? translate('registry.export.forms.downloadOneZip', { form: formId })
                      : translate('registry.export.forms.downloadOne', { file: `${formId}.csv` });
                    return (
                      <Stack key={formId} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                        <FormControlLabel
                          sx={{ flex: 1, minWidth: 0, mr: 0 }}
                          control={
                            <Checkbox
                              checked={chosen.includes(formId)}
                              onChange={(event) => toggle(formId, event.target.checked)}
                              inputProps={{ 'aria-describedby': `export-records-${formId}` }}
                            />
                          }
                          label={`${protocol} · ${translate(`forms.types.${kind}`)}`}
                        />
                        <Typography
                          id={`export-records-${formId}`}
                          variant="body2"
                          color="text.secondary"
                          sx={{ whiteSpace: 'nowrap' }}
                        >
                          {records === undefined
                            ? ''
                            : translate('registry.export.forms.records', {
                                count: formatCount(records),
                              })}
                        </Typography>
                        <IconButton
                          size="small"
                          aria-label={downloadLabel}
                          title={downloadLabel}
                          aria-disabled={downloading}
                          onClick={() => {
                            if (!downloading) onDownloadOne(form);
                          }}
                        >
                          <DownloadIcon fontSize="small" />
                        </IconButton>
                      </Stack>
                    );
                  })}
                </Box>
              </Grid>
            ))}
          </Grid>
        </>
      )}
      {error ? (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
