// Setup of the jsdom unit tier (jest.config.js, project 'web'): jsdom lacks a few browser APIs
// the front ends use; each test that needs a behaviour mocks it itself.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextDecoder: globalThis.TextDecoder ?? TextDecoder, TextEncoder: globalThis.TextEncoder ?? TextEncoder });
