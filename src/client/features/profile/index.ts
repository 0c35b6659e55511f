/** What other features may use of profile: the member's account settings (whether they have a password...). */

export { useAccountSettings } from './api/account-settings';
