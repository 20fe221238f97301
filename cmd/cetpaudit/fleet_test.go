package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
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
	whole := filepath.Join(dir, "whole.json")
	scanTo(whole)
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
	wholeSARIF := filepath.Join(dir, "whole.sarif")
	scanTo(filepath.Join(dir, "unused.json"), "--sarif-output", wholeSARIF)
	mergedSARIF := filepath.Join(dir, "merged.sarif")
	if code, _, errOut := runCLI(t, dir, append([]string{"merge", "--fail-on", "none", "-o", mergedSARIF}, sarifs...)...); code != 0 {
		t.Fatalf("merge sarif: exit %d %s", code, errOut)
	}
	if w, m := sarifResults(t, wholeSARIF), sarifResults(t, mergedSARIF); !reflect.DeepEqual(w, m) {
		t.Errorf("merged SARIF results differ: %d vs %d", len(w), len(m))
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

// sarifResults lists each result as rule, location and fingerprint.
func sarifResults(t *testing.T, path string) []string {
	t.Helper()
	var log struct {
		Runs []struct {
			Results []struct {
				RuleID    string
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI string }
						Region           struct{ StartLine int }
					}
				}
				PartialFingerprints map[string]string
			}
		}
	}
	if err := json.Unmarshal([]byte(mustRead(t, path)), &log); err != nil || len(log.Runs) != 1 {
		t.Fatalf("%s: %v", path, err)
	}
	var out []string
	for _, r := range log.Runs[0].Results {
		pl := r.Locations[0].PhysicalLocation
		out = append(out, fmt.Sprintf("%s %s:%d %s", r.RuleID, pl.ArtifactLocation.URI, pl.Region.StartLine, r.PartialFingerprints["primaryLocationLineHash"]))
	}
	sort.Strings(out)
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
