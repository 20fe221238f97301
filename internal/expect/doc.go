// Package expect reads the fixtures' expectation files,
// testdata/apks/expect.json and testdata/manifests/expect.json, and compares
// the findings a scan produced with them. The files are the one statement of
// what each fixture must produce, shared by the decoder and rule tests: a test
// loads the file, scans each fixture, and fails on any line Diff returns.
//
// An expected finding names a rule and the logical element path it is
// located at, and for source manifests the 1-based line and column of that
// element's start tag '<'. Findings about a meta-data value are located at
// the <meta-data> element ("…/service[com.example.app.ToolService]/meta-data[com.clawseed.tools.version]");
// findings about something absent at the element that should hold it.
package expect
