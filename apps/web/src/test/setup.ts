import { configure } from '@testing-library/react';

// findBy… and waitFor wait up to 5 s, not 1 s: on a loaded machine (CI's two cores, the server
// suite beside) a screen's first data can take longer than a second to show, and a test waits
// for what a user would see rather than fail on the machine's speed.
configure({ asyncUtilTimeout: 5000 });
