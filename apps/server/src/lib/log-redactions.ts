/** What the logs never show: credentials in headers and passwords in bodies. */
export const logRedactions = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.spassword',
  '*.newpass',
  '*.confpass',
  '*.oldpass',
  '*.pass',
];
