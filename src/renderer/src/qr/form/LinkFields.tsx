import { TextField } from '../../components/TextField.tsx';
import type { QrFieldProps } from './field-props.ts';

export function LinkFields({ fieldProps }: { fieldProps: QrFieldProps }) {
  return (
    <TextField
      {...fieldProps('link', 'Web address')}
      type="url"
      autoComplete="off"
      spellCheck={false}
      hint="The page the code opens, starting with http:// or https://."
    />
  );
}
