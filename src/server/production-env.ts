// Imported first by main.ts: React and other libraries pick their production builds when they
// are first loaded, and nothing else sets NODE_ENV for the built server (React's development
// build made every page render two to three times slower).
process.env['NODE_ENV'] ??= 'production';
