import type { ApiFormState } from '../../components/use-api-form.ts';
import type { QrFormFields } from './qr-form-values.ts';

/** What each type's fields take from the form: a field's label, registration and error by its name. */
export type QrFieldProps = ApiFormState<QrFormFields>['fieldProps'];
