/** Settings from .env when there is one; variables already set in the environment win. Import first. */
import fs from 'node:fs';

if (fs.existsSync('.env')) process.loadEnvFile('.env');
