package sarif

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/rules"
)

// compileSchema compiles the official SARIF 2.1.0 schema (a copy in
// testdata) with a loader that refuses every URL.
func compileSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	f, err := os.Open("testdata/sarif-schema-2.1.0.json")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	c.UseLoader(refuseLoader{})
	const url = "https://json.schemastore.org/sarif-2.1.0.json"
	if err := c.AddResource(url, doc); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile(url)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

type refuseLoader struct{}

func (refuseLoader) Load(url string) (any, error) {
	return nil, &os.PathError{Op: "load", Path: url, Err: os.ErrPermission}
}

// Validate checks a SARIF document against the official schema; other
// packages' tests call it through ValidateForTest.
func validate(t *testing.T, data []byte) {
	t.Helper()
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if err := compileSchema(t).Validate(v); err != nil {
		t.Fatalf("SARIF does not validate: %v", err)
	}
}

func sampleResult() *finding.Result {
	res := &finding.Result{Inputs: 3}
	for i, r := range rules.All() {
		f := finding.Finding{RuleID: r.ID, Level: r.Level, Message: r.Short,
			Location: finding.Location{Path: "app/src/main/AndroidManifest.xml", Logical: "manifest/application/service[com.example.S]", LogicalKind: "element"}}
		if i%2 == 0 {
			f.Location.Line, f.Location.Column = 10+i, 5
		} else {
			f.Location.Path = "build/app-release.apk"
		}
		res.Findings = append(res.Findings, f)
	}
	res.Errors = []finding.InputError{{Path: "broken.apk", Message: "broken.apk: not a zip file"}}
	return res
}

func TestSchemaValid(t *testing.T) {
	var buf bytes.Buffer
	if err := Write(&buf, sampleResult(), Options{}); err != nil {
		t.Fatal(err)
	}
	validate(t, buf.Bytes())
}

func TestGitHubRequirements(t *testing.T) {
	var buf bytes.Buffer
	if err := Write(&buf, sampleResult(), Options{Category: "apk"}); err != nil {
		t.Fatal(err)
	}
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Version string
					Rules   []struct {
						ID                   string
						Name                 string
						ShortDescription     struct{ Text string }
						FullDescription      struct{ Text string }
						HelpURI              string
						Help                 struct{ Text, Markdown string }
						Properties           map[string]any
						DefaultConfiguration struct{ Level string }
					}
				}
			}
			AutomationDetails struct{ ID string }
			ColumnKind        string
			Results           []struct {
				Level               string
				Locations           []map[string]any
				PartialFingerprints map[string]string
			}
			Invocations []struct {
				ExecutionSuccessful        bool
				ToolExecutionNotifications []map[string]any
			}
		}
	}
	if err := json.Unmarshal(buf.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	if len(log.Runs) != 1 {
		t.Fatalf("%d runs", len(log.Runs))
	}
	run := log.Runs[0]
	if run.AutomationDetails.ID != "apk/" || run.ColumnKind != "utf16CodeUnits" || run.Tool.Driver.Version == "" {
		t.Errorf("run metadata: %+v %q %q", run.AutomationDetails, run.ColumnKind, run.Tool.Driver.Version)
	}
	for _, r := range run.Tool.Driver.Rules {
		if r.Name == "" || r.ShortDescription.Text == "" || r.FullDescription.Text == "" || r.Help.Text == "" ||
			r.Help.Markdown == "" || r.DefaultConfiguration.Level == "" {
			t.Errorf("%s: incomplete rule metadata", r.ID)
		}
		if !strings.HasPrefix(r.HelpURI, "https://") || !strings.Contains(r.Help.Markdown, "("+r.HelpURI+")") {
			t.Errorf("%s: help must link to an absolute page: %q", r.ID, r.HelpURI)
		}
		tags, _ := r.Properties["tags"].([]any)
		if len(tags) == 0 || tags[0] != "security" || r.Properties["precision"] == "" || r.Properties["security-severity"] == "" {
			t.Errorf("%s: properties %v", r.ID, r.Properties)
		}
	}
	if len(run.Results) != len(rules.All()) {
		t.Errorf("%d results for %d findings", len(run.Results), len(rules.All()))
	}
	for _, res := range run.Results {
		if res.Level == "" || len(res.Locations) != 1 || res.PartialFingerprints["primaryLocationLineHash"] == "" {
			t.Errorf("result missing level, location or fingerprint: %+v", res)
		}
		phys := res.Locations[0]["physicalLocation"].(map[string]any)
		uri := phys["artifactLocation"].(map[string]any)["uri"].(string)
		if strings.HasPrefix(uri, "/") || strings.Contains(uri, "://") {
			t.Errorf("absolute uri %q", uri)
		}
		if phys["region"].(map[string]any)["startLine"].(float64) < 1 {
			t.Errorf("no region line")
		}
	}
	inv := run.Invocations[0]
	if inv.ExecutionSuccessful || len(inv.ToolExecutionNotifications) != 1 {
		t.Errorf("failed input not reported: %+v", inv)
	}
}

// The schema check must be able to fail: an invalid level is rejected.
func TestSchemaRejectsInvalid(t *testing.T) {
	var buf bytes.Buffer
	if err := Write(&buf, sampleResult(), Options{}); err != nil {
		t.Fatal(err)
	}
	bad := bytes.Replace(buf.Bytes(), []byte(`"level": "error"`), []byte(`"level": "fatal"`), 1)
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(bad))
	if err != nil {
		t.Fatal(err)
	}
	if compileSchema(t).Validate(v) == nil {
		t.Fatal("schema accepted level \"fatal\"")
	}
}

// TestSuppressions: suppressed findings are results with a suppression
// carrying the justification; baselined ones are left out; the log still
// validates.
func TestSuppressions(t *testing.T) {
	res := sampleResult()
	f := finding.Finding{RuleID: "CETP607", Level: finding.Warning, Message: "error_message built from err",
		Location: finding.Location{Path: "provider/execute.go", Line: 40, Column: 9, Logical: "example.com/p.execute", LogicalKind: "function"}}
	res.SuppressedFindings = []finding.Suppressed{
		{Finding: f, Kind: "//cetpaudit:ignore", Reason: "err is a fixed sentinel", By: finding.Location{Path: "provider/execute.go", Line: 40, Column: 60}},
		{Finding: f, Kind: "config", Reason: "accepted until 2027", By: finding.Location{Path: ".cetpaudit.json", Line: 7, Column: 5}},
		{Finding: f, Kind: "baseline", Reason: "recorded in the baseline"},
	}
	var buf bytes.Buffer
	if err := Write(&buf, res, Options{}); err != nil {
		t.Fatal(err)
	}
	validate(t, buf.Bytes())
	var log struct {
		Runs []struct {
			Results []struct {
				RuleID       string `json:"ruleId"`
				Suppressions []struct {
					Kind          string `json:"kind"`
					Status        string `json:"status"`
					Justification string `json:"justification"`
				} `json:"suppressions"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(buf.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range log.Runs[0].Results {
		for _, s := range r.Suppressions {
			got = append(got, r.RuleID+" "+s.Kind+" "+s.Status+" "+s.Justification)
		}
	}
	want := "CETP607 inSource accepted err is a fixed sentinel|CETP607 external accepted accepted until 2027"
	if strings.Join(got, "|") != want {
		t.Errorf("suppressions = %q, want %q", strings.Join(got, "|"), want)
	}
}

// TestFixes: a finding's quick fix is a SARIF fix whose replacement edits
// the file; the log still validates.
func TestFixes(t *testing.T) {
	res := &finding.Result{Inputs: 1}
	res.Findings = []finding.Finding{{RuleID: "CETP305", Level: finding.Error, Message: "confirmation too weak",
		Location: finding.Location{Path: "provider/tools.go", Line: 17, Column: 17, Logical: "p.Tools", LogicalKind: "function"},
		Fixes: []finding.Fix{{Description: "require confirmation always", Edits: []finding.Edit{
			{Path: "provider/tools.go", Line: 17, Column: 17, EndLine: 17, EndColumn: 43, Text: "cetp.ConfirmAlways"}}}}}}
	var buf bytes.Buffer
	if err := Write(&buf, res, Options{}); err != nil {
		t.Fatal(err)
	}
	validate(t, buf.Bytes())
	for _, want := range []string{`"fixes"`, `"text": "require confirmation always"`, `"uri": "provider/tools.go"`, `"text": "cetp.ConfirmAlways"`, `"endColumn": 43`} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("SARIF lacks %s", want)
		}
	}
}

// TestNotes: the run's notes are in the log, as note-level notifications
// of the invocation, not as results, and the log still validates.
func TestNotes(t *testing.T) {
	res := &finding.Result{Inputs: 1, Notes: []string{"app/app.go:40:15: the tool list \"f()\" is not checked", "x.apk matched no manifest source"}}
	var buf bytes.Buffer
	if err := Write(&buf, res, Options{}); err != nil {
		t.Fatal(err)
	}
	validate(t, buf.Bytes())
	var doc struct {
		Runs []struct {
			Results     []any `json:"results"`
			Invocations []struct {
				Notifications []struct {
					Level   string `json:"level"`
					Message struct {
						Text string `json:"text"`
					} `json:"message"`
				} `json:"toolExecutionNotifications"`
			} `json:"invocations"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Runs) != 1 || len(doc.Runs[0].Results) != 0 || len(doc.Runs[0].Invocations) != 1 {
		t.Fatalf("unexpected log shape:\n%s", buf.Bytes())
	}
	got := doc.Runs[0].Invocations[0].Notifications
	if len(got) != 2 || got[0].Level != "note" || got[0].Message.Text != res.Notes[0] || got[1].Message.Text != res.Notes[1] {
		t.Errorf("notifications = %+v, want the two notes at level note", got)
	}
}

// TestNoteOfHigherRule: a note of a rule that reports at error level (a
// verdict the analysis left to another package) is no result — it would
// take the rule's security-severity and show as a High alert — but a
// note-level notification tied to its rule and place; a finding of the
// same rule stays a result; a limit note carries its location.
func TestNoteOfHigherRule(t *testing.T) {
	res := &finding.Result{Inputs: 1,
		Findings: []finding.Finding{
			{RuleID: "CETP608", Level: finding.Note, Message: "no finding here: provider app.P …",
				Location: finding.Location{Path: "internal/app/app.go", Line: 19, Column: 10}},
			{RuleID: "CETP608", Level: finding.Error, Message: "the program serves app.P …",
				Location: finding.Location{Path: "cmd/d/main.go", Line: 15, Column: 2}},
		},
		Notes:   []string{"internal/app/app.go:21:14: the tool list is read as empty", "x.apk matched no manifest source"},
		NotesAt: map[int]finding.Location{0: {Path: "internal/app/app.go", Line: 21, Column: 14}},
	}
	var buf bytes.Buffer
	if err := Write(&buf, res, Options{}); err != nil {
		t.Fatal(err)
	}
	validate(t, buf.Bytes())
	type loc struct {
		PhysicalLocation struct {
			ArtifactLocation struct {
				URI string `json:"uri"`
			} `json:"artifactLocation"`
			Region struct {
				StartLine int `json:"startLine"`
			} `json:"region"`
		} `json:"physicalLocation"`
	}
	var doc struct {
		Runs []struct {
			Results []struct {
				Level string `json:"level"`
			} `json:"results"`
			Invocations []struct {
				Notifications []struct {
					Level          string `json:"level"`
					Locations      []loc  `json:"locations"`
					AssociatedRule *struct {
						ID string `json:"id"`
					} `json:"associatedRule"`
				} `json:"toolExecutionNotifications"`
			} `json:"invocations"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	run := doc.Runs[0]
	if len(run.Results) != 1 || run.Results[0].Level != "error" {
		t.Errorf("results = %+v, want only the error finding", run.Results)
	}
	got := run.Invocations[0].Notifications
	if len(got) != 3 {
		t.Fatalf("notifications = %+v, want the two notes and the rule's note", got)
	}
	if len(got[0].Locations) != 1 || got[0].Locations[0].PhysicalLocation.ArtifactLocation.URI != "internal/app/app.go" ||
		got[0].Locations[0].PhysicalLocation.Region.StartLine != 21 {
		t.Errorf("limit note locations = %+v, want internal/app/app.go:21", got[0].Locations)
	}
	if len(got[1].Locations) != 0 {
		t.Errorf("a note with no place got locations %+v", got[1].Locations)
	}
	n := got[2]
	if n.Level != "note" || n.AssociatedRule == nil || n.AssociatedRule.ID != "CETP608" || len(n.Locations) != 1 ||
		n.Locations[0].PhysicalLocation.Region.StartLine != 19 {
		t.Errorf("rule note = %+v, want a note notification of CETP608 at app.go:19", n)
	}
}

// TestDexLineProperty: a result whose finding carries a dex line (a class
// without a recorded source file) has it as the property dexLine, and
// the document stays valid; a result without one has no properties.
func TestDexLineProperty(t *testing.T) {
	f := finding.Finding{RuleID: "CETP602", Level: finding.Error, Message: "implicit",
		Location: finding.Location{Path: "app.apk", Logical: "La/b;->c()V@0xa", LogicalKind: "member", DexLine: 7}}
	plain := f
	plain.Location.DexLine = 0
	plain.Location.Logical = "La/b;->d()V@0x2"
	var buf bytes.Buffer
	if err := Write(&buf, &finding.Result{Inputs: 1, Findings: []finding.Finding{f, plain}}, Options{}); err != nil {
		t.Fatal(err)
	}
	validate(t, buf.Bytes())
	var doc struct {
		Runs []struct {
			Results []struct {
				Properties map[string]any `json:"properties"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	rs := doc.Runs[0].Results
	if len(rs) != 2 || rs[0].Properties["dexLine"] != float64(7) || rs[1].Properties != nil {
		t.Errorf("results' properties %+v, want dexLine 7 on the first only", rs)
	}
}
