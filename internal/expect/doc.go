// Package expect reads the fixtures' expectation files,
// testdata/apks/expect.json and testdata/manifests/expect.json, and compares
// the findings a scan produced with them. The files are the one statement of
// what each fixture must produce, shared by the decoder and rule tests:
//
//	f, err := expect.Load("../../testdata/manifests/expect.json")
//	...
//	for _, fx := range f.Fixtures {
//		m := parse(filepath.Join("../../testdata/manifests", fx.Manifest))
//		got := engine.Run(&engine.Targets{Manifests: []*manifest.Manifest{m}}, check.Options{})
//		for _, d := range expect.Diff(fx.Want(false), got) {
//			t.Errorf("%s: %s", fx.Name, d)
//		}
//	}
//
// An expected finding names a rule and the logical element path it is
// located at, and for source manifests the 1-based line and column of that
// element's start tag '<'. Findings about a meta-data value are located at
// the <meta-data> element ("…/service[com.example.app.ToolService]/meta-data[com.clawseed.tools.version]");
// findings about something absent at the element that should hold it.
// testdata/apks/README.md states the conventions rule by rule.
package expect
