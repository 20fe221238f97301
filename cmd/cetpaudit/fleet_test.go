package main

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/sarif"
)

// Four shards of a fleet, merged, equal the unsharded scan: every input in
// exactly one shard, the same findings in the same order, the same totals.
func TestShardsMergeToTheUnshardedScan(t *testing.T) {
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	dir := t.TempDir()
	inputs := []string{"testdata/apks", "testdata/manifests", "testdata/dex", "testdata/captures/cetp305_tp"}
	scanTo := func(out string, extra ...string) int {
		args := append(append([]string{"scan", "--root", ".", "--fail-on", "none", "--format", "json", "-o", out}, extra...), inputs...)
		code, _, errOut := runCLI(t, root, args...)
		if code != 0 {
			t.Fatalf("scan %v: exit %d %s", extra, code, errOut)
		}
		return code
	}
	// One unsharded scan writes both the JSON and the SARIF the shards'
	// merges are compared with.
	whole := filepath.Join(dir, "whole.json")
	wholeSARIF := filepath.Join(dir, "whole.sarif")
	scanTo(whole, "--sarif-output", wholeSARIF)
	var shards, sarifs []string
	seen := map[string]int{}
	for i := 0; i < 4; i++ {
		out := filepath.Join(dir, fmt.Sprintf("shard-%d.json", i))
		sf := filepath.Join(dir, fmt.Sprintf("shard-%d.sarif", i))
		scanTo(out, "--shard", fmt.Sprintf("%d/4", i), "--sarif-output", sf)
		shards, sarifs = append(shards, out), append(sarifs, sf)
		var doc struct{ Inputs []struct{ Path string } }
		if err := json.Unmarshal([]byte(mustRead(t, out)), &doc); err != nil {
			t.Fatal(err)
		}
		if len(doc.Inputs) == 0 {
			t.Errorf("shard %d is empty: the hash does not spread", i)
		}
		for _, in := range doc.Inputs {
			seen[in.Path]++
		}
	}
	for p, n := range seen {
		if n != 1 {
			t.Errorf("%s is in %d shards", p, n)
		}
	}
	merged := filepath.Join(dir, "merged.json")
	if code, _, errOut := runCLI(t, dir, append([]string{"merge", "--fail-on", "none", "-o", merged}, shards...)...); code != 0 {
		t.Fatalf("merge: exit %d %s", code, errOut)
	}
	var a, b map[string]any
	json.Unmarshal([]byte(mustRead(t, whole)), &a)
	json.Unmarshal([]byte(mustRead(t, merged)), &b)
	for _, k := range []string{"findings", "summary", "errors"} {
		if !reflect.DeepEqual(a[k], b[k]) {
			t.Errorf("merged %s differ from the unsharded scan's", k)
		}
	}
	if !reflect.DeepEqual(sortedPaths(a["inputs"]), sortedPaths(b["inputs"])) {
		t.Error("merged input list differs")
	}
	// Merging a shard twice changes nothing: findings are deduplicated.
	again := filepath.Join(dir, "again.json")
	runCLI(t, dir, append([]string{"merge", "--fail-on", "none", "-o", again}, append(shards, shards[0])...)...)
	if mustRead(t, again) != mustRead(t, merged) {
		t.Error("a shard merged twice counts twice")
	}

	// SARIF shards merge into one run with every result of the whole scan.
	mergedSARIF := filepath.Join(dir, "merged.sarif")
	if code, _, errOut := runCLI(t, dir, append([]string{"merge", "--fail-on", "none", "-o", mergedSARIF}, sarifs...)...); code != 0 {
		t.Fatalf("merge sarif: exit %d %s", code, errOut)
	}
	// In the same order: the merge sorts by the scan's own order
	// (finding.ReportLess), read back from the results.
	if w, m := sarifResults(t, wholeSARIF), sarifResults(t, mergedSARIF); !reflect.DeepEqual(w, m) {
		t.Errorf("merged SARIF results differ from the unsharded scan's (%d vs %d):\n%s", len(w), len(m), firstDiffLines(w, m))
	}
}

func sortedPaths(v any) []string {
	var out []string
	list, _ := v.([]any)
	for _, x := range list {
		out = append(out, x.(map[string]any)["path"].(string))
	}
	sort.Strings(out)
	return out
}

// firstDiffLines shows where two lists first differ.
func firstDiffLines(a, b []string) string {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return fmt.Sprintf("at %d:\n  %s\n  %s", i, a[i], b[i])
		}
	}
	return fmt.Sprintf("one is a prefix of the other (%d, %d)", len(a), len(b))
}

// sarifResults lists each result, in order, as rule, location, input,
// fingerprint and message.
func sarifResults(t *testing.T, path string) []string {
	t.Helper()
	var log struct {
		Runs []struct {
			Results []struct {
				RuleID    string
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI string }
						Region           struct{ StartLine, StartColumn int }
					}
					LogicalLocations []struct{ FullyQualifiedName string }
				}
				RelatedLocations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI string }
					}
				}
				PartialFingerprints map[string]string
				Message             struct{ Text string }
			}
		}
	}
	if err := json.Unmarshal([]byte(mustRead(t, path)), &log); err != nil || len(log.Runs) != 1 {
		t.Fatalf("%s: %v", path, err)
	}
	var out []string
	for _, r := range log.Runs[0].Results {
		pl := r.Locations[0].PhysicalLocation
		var logical, input string
		if ll := r.Locations[0].LogicalLocations; len(ll) > 0 {
			logical = ll[0].FullyQualifiedName
		}
		if len(r.RelatedLocations) > 0 {
			input = r.RelatedLocations[0].PhysicalLocation.ArtifactLocation.URI
		}
		out = append(out, fmt.Sprintf("%s %s:%d:%d %s in %s %s %s", r.RuleID, pl.ArtifactLocation.URI, pl.Region.StartLine, pl.Region.StartColumn,
			logical, input, r.PartialFingerprints["primaryLocationLineHash"], r.Message.Text))
	}
	return out
}

func TestMergeErrors(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "x.json"), `{"hello": 1}`)
	if code, _, errOut := runCLI(t, dir, "merge", "x.json"); code != 2 || !strings.Contains(errOut, "x.json: not a cetpaudit") {
		t.Errorf("exit %d %q", code, errOut)
	}
	if code, _, errOut := runCLI(t, dir, "merge", "missing.json"); code != 2 || !strings.Contains(errOut, "missing.json") {
		t.Errorf("exit %d %q", code, errOut)
	}
	// A truncated JSON Lines stream (a shard that died) is refused.
	writeFile(t, filepath.Join(dir, "cut.jsonl"), `{"type":"start","formatVersion":1,"tool":{"name":"cetpaudit","version":"x"}}`+"\n")
	if code, _, errOut := runCLI(t, dir, "merge", "cut.jsonl"); code != 2 || !strings.Contains(errOut, "no summary line") {
		t.Errorf("exit %d %q", code, errOut)
	}
	_ = os.Remove
}

// TestSARIFReadsBackTheScanOrder: what merge reads back from a SARIF
// result orders as the finding it was written from (finding.ReportLess),
// brackets and backslashes in the message included; the merge of two
// halves of a log is the log.
func TestSARIFReadsBackTheScanOrder(t *testing.T) {
	fs := []finding.Finding{
		{RuleID: "CETP604", Level: finding.Error, Message: `calls [getPackagesForUid] \ unchecked`, Input: "fleet/b.apk",
			Location: finding.Location{Path: "com/x/Foo.java", Line: 76, Logical: "Lcom/x/Foo;->a()V@0x4", LogicalKind: "member"}},
		{RuleID: "CETP001", Level: finding.Warning, Message: "unused suppression",
			Location: finding.Location{Path: "app/AndroidManifest.xml", Line: 8, Column: 5, Logical: "manifest/application"}},
		{RuleID: "CETP102", Level: finding.Error, Message: "authority", Input: "app/AndroidManifest.xml",
			Location: finding.Location{Path: "app/AndroidManifest.xml", Line: 3, Column: 2, Logical: "manifest"}},
		{RuleID: "CETP105", Level: finding.Error, Message: "not exported", Input: "fleet/a.apk",
			Location: finding.Location{Path: "fleet/a.apk", Logical: "manifest/application/service[S]"}},
		{RuleID: "CETP604", Level: finding.Error, Message: "calls [x]", Input: "fleet/a.apk",
			Location: finding.Location{Path: "com/x/Foo.java", Line: 12, Logical: "Lcom/x/Foo;->b()V@0x0", LogicalKind: "member"}},
	}
	want := append([]finding.Finding(nil), fs...)
	finding.SortReport(want)
	var buf bytes.Buffer
	if err := sarif.Write(&buf, &finding.Result{Findings: fs}, sarif.Options{}); err != nil {
		t.Fatal(err)
	}
	var log map[string]any
	dec := json.NewDecoder(bytes.NewReader(buf.Bytes()))
	dec.UseNumber()
	if err := dec.Decode(&log); err != nil {
		t.Fatal(err)
	}
	results := log["runs"].([]any)[0].(map[string]any)["results"].([]any)
	for i, res := range results {
		got := sarifFinding(res)
		if got.Message != fs[i].Message || got.Input != cmp.Or(fs[i].Input, fs[i].Location.Path) || got.Location.Logical != fs[i].Location.Logical {
			t.Errorf("read back %+v\nwritten   %+v", got, fs[i])
		}
	}
	// Merged from two logs holding the results in reverse, they come out
	// in the scan's order.
	half := func(rs []any) []byte {
		l := map[string]any{}
		json.Unmarshal(buf.Bytes(), &l)
		l["runs"].([]any)[0].(map[string]any)["results"] = rs
		b, _ := json.Marshal(l)
		return b
	}
	rev := append([]any(nil), results...)
	slices.Reverse(rev)
	m, err := mergeSARIF([]string{"a", "b"}, [][]byte{half(rev[:2]), half(rev[2:])})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, res := range m.log["runs"].([]any)[0].(map[string]any)["results"].([]any) {
		f := sarifFinding(res)
		got = append(got, f.RuleID+" "+f.Location.Logical)
	}
	var exp []string
	for _, f := range want {
		exp = append(exp, f.RuleID+" "+f.Location.Logical)
	}
	if !slices.Equal(got, exp) {
		t.Errorf("merged order\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(exp, "\n"))
	}
}

// TestShardNamesFilesOfOtherShards: a file named on the command line that
// another shard scans is not dropped in silence: the shard that skips it
// says which shard has it (a run that scanned nothing used to print only
// "no findings in 0 inputs").
func TestShardNamesFilesOfOtherShards(t *testing.T) {
	apk := fixture("ok_dual_stack.apk")
	skipped := 0
	for i := 0; i < 4; i++ {
		code, _, errOut := runCLI(t, "", "scan", "--shard", fmt.Sprintf("%d/4", i), apk)
		if code != 0 {
			t.Fatalf("shard %d: exit %d: %s", i, code, errOut)
		}
		if strings.Contains(errOut, "not scanned here") {
			skipped++
			if !strings.Contains(errOut, "ok_dual_stack.apk is in shard ") || !strings.Contains(errOut, fmt.Sprintf("not this one (%d/4)", i)) {
				t.Errorf("shard %d: note does not name the file and its shard: %q", i, errOut)
			}
		}
	}
	if skipped != 3 {
		t.Errorf("%d shards said they skip the file, want 3", skipped)
	}
}
