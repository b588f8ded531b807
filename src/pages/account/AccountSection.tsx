/**
 * One section of the account page: a card with its own form. `save` runs the section's mutation;
 * a failure becomes an error toast plus the server's field errors on the matching inputs.
 */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Form, useTranslate } from 'react-admin';
import { useToasts } from '../../feedback/FeedbackContext';
import { InvalidFormNotice } from '../../feedback/InvalidFormNotice';
import { fieldErrors } from '../../feedback/errors';

export interface AccountSectionProps<Values extends Record<string, unknown>> {
  title: string;
  intro?: ReactNode;
  submitLabel: string;
  defaultValues: Values;
  save: (values: Values) => Promise<unknown>;
  successMessage: string;
  errorMessage: string;
  /** Empty the form after a success (passwords). */
  resetOnSuccess?: boolean;
  children: ReactNode;
}

export function AccountSection<Values extends Record<string, unknown>>({
  title,
  intro,
  submitLabel,
  defaultValues,
  save,
  successMessage,
  errorMessage,
  resetOnSuccess = false,
  children,
}: AccountSectionProps<Values>) {
  const translate = useTranslate();
  const { push, pushError } = useToasts();
  const [formKey, setFormKey] = useState(0);
  const mutation = useMutation({ mutationFn: save });

  const submit = async (values: Record<string, unknown>) => {
    try {
      await mutation.mutateAsync(values as Values);
      push({ text: successMessage, type: 'success' });
      if (resetOnSuccess) setFormKey((key) => key + 1);
    } catch (error) {
      pushError(error, errorMessage);
      return fieldErrors(error);
    }
  };

  return (
    <Card component="section" aria-label={translate(title)}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {intro}
        <Form
          key={formKey}
          defaultValues={defaultValues}
          onSubmit={submit}
          noValidate
          disableInvalidFormNotification
        >
          <InvalidFormNotice />
          {children}
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {translate(submitLabel)}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
