package report

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/clawseed/cetpaudit/internal/finding"
)

type refuse struct{}

func (refuse) Load(url string) (any, error) { return nil, os.ErrPermission }

func validateOutputSchema(t *testing.T, out []byte) {
	t.Helper()
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	if err := outputSchema(t).Validate(v); err != nil {
		t.Errorf("output does not match docs/output.schema.json: %v", err)
	}
}

func outputSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "..", "docs", "output.schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	c.UseLoader(refuse{})
	if err := c.AddResource("output.schema.json", doc); err != nil {
		t.Fatal(err)
	}
	schema, err := c.Compile("output.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	return schema
}

func TestJSONMatchesDocumentedSchema(t *testing.T) {
	schema := outputSchema(t)
	fd := finding.Finding{RuleID: "CETP102", Level: finding.Error, Message: "m",
		Location: finding.Location{Path: "a.xml", Line: 3, Column: 5, Logical: "manifest", LogicalKind: "element"}}
	fd.Fingerprint = fd.ComputeFingerprint()
	apkFinding := fd
	apkFinding.Location = finding.Location{Path: "app.apk", Logical: "manifest/application"}
	dexFinding := fd
	dexFinding.Input = "app.apk"
	dexFinding.Location = finding.Location{Path: "com/x/Foo.java", Line: 76, Logical: "Lcom/x/Foo;->run()V@0x4", LogicalKind: "member"}
	scanned := []finding.ScannedInput{{Path: "app.apk", Kind: "APK", Package: "com.x", Findings: 2},
		{Path: "b.apk", Kind: "APK", Error: "b.apk: not a zip"}, {Path: "ok.apk", Kind: "APK"}}
	for name, res := range map[string]*finding.Result{
		"empty":    {Inputs: 1},
		"findings": {Inputs: 2, Findings: []finding.Finding{fd, apkFinding}, Errors: []finding.InputError{{Path: "b.apk", Message: "b.apk: not a zip"}}},
		"inputs":   {Inputs: 3, Findings: []finding.Finding{dexFinding, apkFinding}, Scanned: scanned},
	} {
		var buf bytes.Buffer
		if err := WriteJSON(&buf, res); err != nil {
			t.Fatal(err)
		}
		v, err := jsonschema.UnmarshalJSON(&buf)
		if err != nil {
			t.Fatal(err)
		}
		if err := schema.Validate(v); err != nil {
			t.Errorf("%s: output does not match docs/output.schema.json: %v", name, err)
		}
	}
	// The check can fail: a finding without a fingerprint is rejected.
	var buf bytes.Buffer
	bad := fd
	bad.Fingerprint = ""
	if err := WriteJSON(&buf, &finding.Result{Findings: []finding.Finding{bad}}); err != nil {
		t.Fatal(err)
	}
	v, _ := jsonschema.UnmarshalJSON(&buf)
	if schema.Validate(v) == nil {
		t.Error("schema accepted a finding without fingerprint")
	}
}

func TestTextEscapesInput(t *testing.T) {
	var buf bytes.Buffer
	res := &finding.Result{Inputs: 1, Findings: []finding.Finding{{RuleID: "CETP101", Level: finding.Error,
		Message: "evil \x1b[2J name", Location: finding.Location{Path: "a\nb.apk", Logical: "manifest"}}}}
	if err := WriteText(&buf, res, TextOptions{}); err != nil {
		t.Fatal(err)
	}
	want := "a\\nb.apk: error CETP101 evil \\x1b[2J name [manifest]\n1 finding (1 error) in 1 input\n"
	if buf.String() != want {
		t.Errorf("got %q\nwant %q", buf.String(), want)
	}
}

func TestWriteFileAtomicKeepsOldOnError(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.sarif")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := WriteFileAtomic(path, func(b *bytes.Buffer) error {
		b.WriteString("partial")
		return os.ErrInvalid
	})
	if err == nil {
		t.Fatal("render error not returned")
	}
	if got, _ := os.ReadFile(path); string(got) != "old" {
		t.Errorf("existing file changed to %q", got)
	}
	if err := WriteFileAtomic(path, func(b *bytes.Buffer) error { b.WriteString("new"); return nil }); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); string(got) != "new" {
		t.Errorf("file = %q", got)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("temporary files left: %v", entries)
	}
}
