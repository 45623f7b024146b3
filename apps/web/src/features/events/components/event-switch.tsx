import { Controller, type Control } from 'react-hook-form';
import { SwitchField, type SwitchFieldProps } from '../../../components/switch-field';
import type { EventFormInput, EventFormValues } from '../lib/event-form-schema';

/** The event form's on/off fields. */
type SwitchName = 'regOpen' | 'regApproval' | 'medalsOn';

interface EventSwitchProps extends Pick<SwitchFieldProps, 'id' | 'label' | 'onText' | 'offText'> {
  control: Control<EventFormInput, unknown, EventFormValues>;
  name: SwitchName;
}

/** One of the event form's on/off fields, as a switch the form controls. */
export function EventSwitch({ control, name, ...switchProps }: EventSwitchProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SwitchField
          {...switchProps}
          checked={field.value}
          onChange={(change) => field.onChange(change.target.checked)}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
        />
      )}
    />
  );
}
