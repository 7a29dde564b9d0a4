// Stands in for stylesheet imports in the jsdom unit tier (jest.config.js, project 'web').
module.exports = {};
