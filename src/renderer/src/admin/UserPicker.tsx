import { useId, useMemo, useState } from 'react';
import type { User } from '../../../shared/ipc/resources.ts';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import { createSearchIndex } from '../components/data-list/search.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';

/** How many matches show: enough to pick from, few enough to read. */
const SHOWN = 8;

const textOf = (user: User) => `${user.username} ${user.email}`;

interface UserPickerProps {
  label: string;
  /** Every user of the installation; null while they are read. */
  users: readonly User[] | null;
  /** Why the users could not be read; `onRetry` reads them again. */
  loadError?: AppErrorData | null;
  onRetry?: (() => void) | undefined;
  chosen: number | null;
  onChoose: (user: User) => void;
  error?: string | undefined;
}

/**
 * One user out of tens of thousands: typed username or email narrows them, and the first few matches are
 * offered as choices (radio buttons, so the keyboard and screen readers know them as one choice).
 */
export function UserPicker({ label, users, loadError, onRetry, chosen, onChoose, error }: UserPickerProps) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const errorId = useId();
  const group = useId();
  const index = useMemo(() => createSearchIndex(users ?? [], textOf), [users]);
  const matches = useMemo(() => (query.trim() === '' ? [] : index.filter(query)), [index, query]);
  const chosenUser = users?.find((user) => user.id === chosen) ?? null;
  const shown = matches.slice(0, SHOWN);
  return (
    <fieldset className="user-picker" aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">{label}</legend>
      {loadError ? (
        <ErrorAlert
          title="Linkdesk could not read the users to choose from"
          error={loadError}
          onRetry={onRetry}
        />
      ) : null}
      <label htmlFor={inputId} className="visually-hidden">
        Find a user by username or email
      </label>
      <input
        id={inputId}
        type="search"
        className="input"
        placeholder={users === null && !loadError ? 'Reading the users…' : 'Find by username or email…'}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {chosenUser && !shown.includes(chosenUser) ? (
        <p className="field-hint">{`Chosen: ${chosenUser.username} (${chosenUser.email})`}</p>
      ) : null}
      {shown.map((user) => (
        <label key={user.id} className="choice">
          <input type="radio" name={group} checked={chosen === user.id} onChange={() => onChoose(user)} />
          <span>
            {user.username} <span className="muted">{user.email}</span>
          </span>
        </label>
      ))}
      {query.trim() !== '' && users !== null ? (
        <p className="field-hint" role="status">
          {matches.length === 0
            ? 'No user matches.'
            : matches.length > SHOWN
              ? `${matches.length.toLocaleString()} match; type more to narrow them.`
              : ''}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
