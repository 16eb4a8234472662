// Loading fails on purpose: superstatic catches this and uses JavaScript regular expressions instead.
throw new Error('re2 is not installed in this project (see tools/no-re2/package.json)');
