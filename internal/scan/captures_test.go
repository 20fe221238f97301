package scan

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/clawseed/cetpaudit/sarif"
)

type refuse struct{}

func (refuse) Load(url string) (any, error) { return nil, os.ErrPermission }

// TestCaptureSARIF scans the capture fixtures in one walk and checks the
// SARIF: it validates against the official schema, and every result sits
// on a region of a capture file with its JSON pointer as logical location.
func TestCaptureSARIF(t *testing.T) {
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	res, err := Run([]string{filepath.Join(root, "testdata", "captures")}, Options{Root: root})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Errors) > 0 {
		t.Fatalf("input errors: %v", res.Errors)
	}
	if len(res.Findings) < 60 {
		t.Fatalf("only %d findings from the capture fixtures", len(res.Findings))
	}
	var buf bytes.Buffer
	if err := sarif.Write(&buf, res, sarif.Options{Category: "captures"}); err != nil {
		t.Fatal(err)
	}

	f, err := os.Open(filepath.Join(root, "sarif", "testdata", "sarif-schema-2.1.0.json"))
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
	if err := c.AddResource("https://json.schemastore.org/sarif-2.1.0.json", doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile("https://json.schemastore.org/sarif-2.1.0.json")
	if err != nil {
		t.Fatal(err)
	}
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if err := sch.Validate(v); err != nil {
		t.Fatalf("SARIF does not validate: %v", err)
	}

	var log struct {
		Runs []struct {
			ColumnKind string
			Results    []struct {
				RuleID    string
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI string }
						Region           struct{ StartLine, StartColumn, EndLine, EndColumn int }
					}
					LogicalLocations []struct{ FullyQualifiedName, Kind string }
				}
			}
		}
	}
	if err := json.Unmarshal(buf.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	if log.Runs[0].ColumnKind != "utf16CodeUnits" {
		t.Errorf("columnKind %q", log.Runs[0].ColumnKind)
	}
	captures := 0
	for _, r := range log.Runs[0].Results {
		l := r.Locations[0]
		uri := l.PhysicalLocation.ArtifactLocation.URI
		if !strings.HasPrefix(uri, "testdata/captures/") || strings.HasSuffix(uri, ".xml") {
			continue
		}
		captures++
		reg := l.PhysicalLocation.Region
		if reg.StartLine < 1 || reg.StartColumn < 1 || reg.EndLine < reg.StartLine {
			t.Errorf("%s %s: region %+v", r.RuleID, uri, reg)
		}
		if len(l.LogicalLocations) == 0 {
			// The root pointer "" (a whole document, CETP503) has no
			// logical location; its region is the document's start.
			if reg.StartLine != 1 || reg.StartColumn != 1 {
				t.Errorf("%s %s: no logical location, and region %+v is not a document root", r.RuleID, uri, reg)
			}
		} else if !strings.HasPrefix(l.LogicalLocations[0].FullyQualifiedName, "/") {
			t.Errorf("%s %s: logical location %+v is not a JSON pointer", r.RuleID, uri, l.LogicalLocations)
		}
	}
	if captures < 60 {
		t.Errorf("only %d results on capture files", captures)
	}
}
