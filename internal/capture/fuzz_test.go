package capture

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// addFixtures seeds a fuzz target with the capture fixtures whose names end
// with one of the suffixes.
func addFixtures(f *testing.F, suffixes ...string) {
	err := filepath.WalkDir(fixtures, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		for _, s := range suffixes {
			if strings.HasSuffix(path, s) {
				data, err := os.ReadFile(path)
				if err != nil {
					return err
				}
				f.Add(data)
			}
		}
		return nil
	})
	if err != nil {
		f.Fatal(err)
	}
}

// checkFile holds what every loaded capture promises: a document, a known
// kind and locations inside the input.
func checkFile(t *testing.T, fl *File, size int) {
	for _, c := range fl.Captures {
		if c.Doc == nil || c.Kind == Unknown {
			t.Fatalf("capture without document or kind: %+v", c)
		}
		if c.Doc.At.Line < 1 || c.Doc.At.Column < 1 || c.Doc.End > size {
			t.Fatalf("location outside the input: %+v", c.Doc.At)
		}
	}
}

// FuzzJSON fuzzes single-response JSON captures and capture bundles.
func FuzzJSON(f *testing.F) {
	addFixtures(f, ".json")
	f.Add([]byte(`{"status":"success","data":"{\"tools\":[]}"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		fl, err := Parse(data, "fuzz.json", Options{})
		if err == nil {
			checkFile(t, fl, len(data))
		}
	})
}

// FuzzBundle fuzzes the capture bundle reader behind a valid header.
func FuzzBundle(f *testing.F) {
	addFixtures(f, "session.json", "negotiate_error.json")
	f.Fuzz(func(t *testing.T, data []byte) {
		fl, err := Parse(data, "fuzz-bundle.json", Options{})
		if err == nil {
			checkFile(t, fl, len(data))
		}
	})
}

// FuzzADB fuzzes adb content call output.
func FuzzADB(f *testing.F) {
	addFixtures(f, ".txt")
	f.Add([]byte(`Result: Bundle[{status=success, data={"tools":[{"name":"a","description":"]}"}]}}]`))
	f.Add([]byte(`Result: Bundle[{status=success, data=[`))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := ParseADB(data, "fuzz.txt", Options{})
		if err == nil {
			checkFile(t, &File{Captures: []*Capture{c}}, len(data))
		}
	})
}
