/** The always-active account root: global dialogs opened by bus commands live here. */
export function AccountService() {
  return null;
}
