/**
 * Jest's stand-in for apexcharts in every client test (jest.config.js maps the package here): the library needs a real browser's layout, and a chart's numbers are also in its
 * hidden table. `drawn` holds the options of each chart constructed, for tests that check a chart
 * was drawn (clear it in `beforeEach`). The chart imports the library dynamically, which reaches the
 * mock as the module or as its default export: both are the class.
 */
class FakeApexCharts {
  constructor(element, options) {
    FakeApexCharts.drawn.push(options);
  }

  render() {
    return Promise.resolve();
  }

  updateOptions() {}

  destroy() {}
}
FakeApexCharts.drawn = [];

module.exports = Object.assign(FakeApexCharts, { __esModule: true, default: FakeApexCharts });
