/** An arrival time as the volunteer reads it: the phone's local hours and minutes. */
export const clockText = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
