/** The id of the registration page's server-rendered form, which the app's steps read what was typed from as they take its place. */
export const SERVER_FORM_ID = 'register-server-form';
