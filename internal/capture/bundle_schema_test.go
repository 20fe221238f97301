package capture

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// TestBundleFixturesMatchSchema validates every bundle fixture against the
// published JSON Schema of the format, and checks that the schema rejects
// what the loader rejects.
func TestBundleFixturesMatchSchema(t *testing.T) {
	sf, err := os.Open("../../docs/capture-bundle.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	defer sf.Close()
	doc, err := jsonschema.UnmarshalJSON(sf)
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	const url = "https://github.com/clawseed/cetpaudit/docs/capture-bundle.schema.json"
	if err := c.AddResource(url, doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile(url)
	if err != nil {
		t.Fatal(err)
	}
	validate := func(data []byte) error {
		v, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
		if err != nil {
			return err
		}
		return sch.Validate(v)
	}
	n := 0
	err = filepath.WalkDir(fixtures, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".json") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if !bytes.Contains(data, []byte(bundleMarker)) {
			return nil
		}
		n++
		if err := validate(data); err != nil {
			t.Errorf("%s does not match the bundle schema: %v", path, err)
		}
		if _, err := Parse(data, path, Options{}); err != nil {
			t.Errorf("%s: loader rejects a schema-valid bundle: %v", path, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 5 {
		t.Errorf("only %d bundle fixtures found", n)
	}
	for _, bad := range []string{
		`{"cetp_capture_bundle": 2, "responses": []}`,
		`{"cetp_capture_bundle": 1}`,
		`{"cetp_capture_bundle": 1, "responses": [{"response": {"status": "success", "data": {}}}]}`,
		`{"cetp_capture_bundle": 1, "responses": [{"method": "negotiate", "response": {"status": "success"}}]}`,
		`{"cetp_capture_bundle": 1, "responses": [{"method": "negotiate", "request": {"consumer_versions": {"v": 2}}, "response": {"data": {}}}]}`,
	} {
		if validate([]byte(bad)) == nil {
			t.Errorf("schema accepts %s", bad)
		}
		if _, err := Parse([]byte(bad), "bad.json", Options{}); err == nil {
			t.Errorf("loader accepts %s", bad)
		}
	}
}
