declare module 'fxa-common-password-list' {
  /** True when the password is on Mozilla's list of common passwords. */
  export function test(password: string): boolean
  const list: { test: typeof test }
  export default list
}
