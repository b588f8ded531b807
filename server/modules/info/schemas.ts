/** TypeBox schema of the information route: the foundation's contact details. */
import { Type } from '@sinclair/typebox';

/** domain/info.ts `ContactDetails`. */
export const ContactDetailsSchema = Type.Object(
  {
    organisation: Type.String({ description: 'The foundation that runs the registry' }),
    address: Type.String({ description: 'Street and number' }),
    postalCode: Type.String({ description: 'XX-XXX' }),
    city: Type.String(),
    email: Type.String({ format: 'email' }),
    phone: Type.String(),
    hours: Type.Optional(Type.String({ description: 'When the foundation answers the phone' })),
    dataProtectionOfficerEmail: Type.String({
      format: 'email',
      description: "The data protection officer's address, for questions about personal data",
    }),
  },
  { title: 'ContactDetails' },
);
