/** What other parts of the app use from the privacy feature. */
export { MyDataPanel } from './components/my-data-panel';
export { PRIVACY_CONTACT_EMAIL } from './components/privacy-contact';
