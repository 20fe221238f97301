package engine_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/analyzers/all"
	"github.com/clawseed/cetpaudit/internal/capturerules"
	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/dexrules"
	"github.com/clawseed/cetpaudit/internal/manifestrules"
	"github.com/clawseed/cetpaudit/internal/scan"
	"github.com/clawseed/cetpaudit/rules"
)

// Coverage by construction: every catalogued rule has a check for each
// source it lists (and no check for a source it does not list), and a
// true-positive and a near-miss fixture for each kind of input it reads.
//
// Fixture conventions, one per family (CONTRIBUTING.md):
//   - manifests: testdata/apks/expect.json and testdata/manifests/expect.json;
//     a fixture whose findings list the rule is a true positive, one whose
//     near_miss lists it a near miss (the fixture tests assert the exact
//     findings, so a near miss is checked to stay silent);
//   - captures: testdata/captures/cetpnnn[_what]_tp and _nm directories
//     (TestCaptureFixtures checks what they report);
//   - dex: a rule that reports on a fixture APK under testdata/dex has a true
//     positive; a "# near miss CETPnnn: why" comment in its smali marks the
//     method it sits in or precedes as a near miss, and this test checks
//     that the method has no finding of the rule;
//   - Go: a "// want" naming the rule in an analyzer's testdata is a true
//     positive; a "near miss CETPnnn" (or "near misses for CETPnnn")
//     comment in a testdata file a near miss (analysistest fails on any
//     diagnostic there without a want).

const root = "../.."

// kinds of checks and fixtures.
const (
	kManifest = "manifest"
	kCapture  = "capture" // captured responses: descriptorrules or capturerules
	kDex      = "dex"
	kGo       = "go"
)

// captureLetters are the sources read from captured responses.
var captureLetters = map[string]bool{"N": true, "P": true, "T": true, "T1": true, "E": true, "B": true, "R": true, "O": true, "Q": true}

// needs returns the kinds of check a rule's sources require.
func needs(r *rules.Rule) map[string]bool {
	out := map[string]bool{}
	hasCapture := false
	for _, term := range r.Sources() {
		for _, l := range term {
			hasCapture = hasCapture || captureLetters[l]
		}
	}
	for _, term := range r.Sources() {
		switch {
		case slices.Contains(term, "all"):
			out[kGo] = true // CETP001: the Go directives (manifest and config suppressions report it too)
		case slices.Contains(term, "X"):
			out[kDex] = true
		case slices.Contains(term, "G"):
			out[kGo] = true
		case slices.Equal(term, []string{"M"}) && !hasCapture:
			out[kManifest] = true
		default:
			// Captured responses; "M" beside them means the paired manifest.
			out[kCapture] = true
		}
	}
	return out
}

// has returns the kinds of check that exist for a rule.
func has(r *rules.Rule, goRules map[string]bool) map[string]bool {
	out := map[string]bool{}
	if manifestrules.Checks.Lookup(r.ID) != nil {
		out[kManifest] = true
	}
	if descriptorrules.Checks.Lookup(r.ID) != nil || capturerules.Checks.Lookup(r.ID) != nil {
		out[kCapture] = true
	}
	if dexrules.Checks.Lookup(r.ID) != nil {
		out[kDex] = true
	}
	if goRules[r.ID] {
		out[kGo] = true
	}
	return out
}

// TestEveryRuleHasItsChecks: a source letter without a check, or a check
// for a source the catalog does not list, fails.
func TestEveryRuleHasItsChecks(t *testing.T) {
	goRules := map[string]bool{}
	for _, ids := range all.Rules() {
		for _, id := range ids {
			goRules[id] = true
		}
	}
	for _, a := range all.Analyzers {
		if _, ok := all.Rules()[a.Name]; !ok {
			t.Errorf("analyzer %s is not in all.Rules", a.Name)
		}
	}
	for _, r := range rules.All() {
		if r.Deprecated {
			continue
		}
		need, got := needs(r), has(r, goRules)
		for _, k := range sortedKeys(need) {
			if !got[k] {
				t.Errorf("%s lists sources %q but has no %s check", r.ID, r.Applies, k)
			}
		}
		for _, k := range sortedKeys(got) {
			if !need[k] {
				t.Errorf("%s has a %s check but its sources %q do not say so", r.ID, k, r.Applies)
			}
		}
	}
}

// TestEveryRuleHasFixtures: each kind of input a rule reads has a
// true-positive and a near-miss fixture.
func TestEveryRuleHasFixtures(t *testing.T) {
	if testing.Short() {
		t.Skip("scans every dex fixture")
	}
	tp := map[string]map[string]bool{kManifest: {}, kCapture: {}, kDex: {}, kGo: {}}
	nm := map[string]map[string]bool{kManifest: {}, kCapture: {}, kDex: {}, kGo: {}}
	manifestFixtures(t, tp[kManifest], nm[kManifest])
	captureFixtures(t, tp[kCapture], nm[kCapture])
	dexFixtures(t, tp[kDex], nm[kDex])
	goFixtures(t, tp[kGo], nm[kGo])
	for _, r := range rules.All() {
		if r.Deprecated || r.ID == "CETP001" {
			continue // CETP001 is the suppression feature's, tested with it
		}
		for _, k := range sortedKeys(needs(r)) {
			if !tp[k][r.ID] {
				t.Errorf("%s has no true-positive %s fixture", r.ID, k)
			}
			if !nm[k][r.ID] {
				t.Errorf("%s has no near-miss %s fixture", r.ID, k)
			}
		}
	}
}

func manifestFixtures(t *testing.T, tp, nm map[string]bool) {
	for _, f := range []string{"testdata/apks/expect.json", "testdata/manifests/expect.json"} {
		data, err := os.ReadFile(filepath.Join(root, f))
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			Fixtures []struct {
				Findings []struct {
					Rule string `json:"rule"`
				} `json:"findings"`
				NearMiss []string `json:"near_miss"`
			} `json:"fixtures"`
		}
		if err := json.Unmarshal(data, &doc); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, fx := range doc.Fixtures {
			for _, fd := range fx.Findings {
				tp[fd.Rule] = true
			}
			for _, id := range fx.NearMiss {
				if slices.ContainsFunc(fx.Findings, func(fd struct {
					Rule string `json:"rule"`
				}) bool {
					return fd.Rule == id
				}) {
					t.Errorf("%s: a fixture is a near miss for %s yet expects it", f, id)
				}
				nm[id] = true
			}
		}
	}
}

var captureDir = regexp.MustCompile(`^cetp(\d{3})(?:_[a-z0-9_]+)?_(tp|nm)$`)

func captureFixtures(t *testing.T, tp, nm map[string]bool) {
	entries, err := os.ReadDir(filepath.Join(root, "testdata", "captures"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		m := captureDir.FindStringSubmatch(e.Name())
		if !e.IsDir() || m == nil {
			continue
		}
		if id := "CETP" + m[1]; m[2] == "tp" {
			tp[id] = true
		} else {
			nm[id] = true
		}
	}
}

var (
	nearMissMark = regexp.MustCompile(`(?i)near miss(?:es)?(?: for| of)? ((?:CETP\d{3}[ ,/and]*)+)`)
	ruleID       = regexp.MustCompile(`CETP\d{3}`)
	wantMark     = regexp.MustCompile(`// want .*`)
	commentCont  = regexp.MustCompile(`\n\s*//\s*`)
)

// dexFixtures scans every dex fixture APK, with and without --all-code, and
// reads the near-miss marks of their smali sources.
func dexFixtures(t *testing.T, tp, nm map[string]bool) {
	apks, _ := filepath.Glob(filepath.Join(root, "testdata", "dex", "*.apk"))
	if len(apks) == 0 {
		t.Fatal("no dex fixtures")
	}
	// reported[method] holds the rules reported in it ("Lc;->m(...)V"),
	// reported[method:line] those reported on one of its source lines.
	reported := map[string]map[string]bool{}
	add := func(key, id string) {
		if reported[key] == nil {
			reported[key] = map[string]bool{}
		}
		reported[key][id] = true
	}
	for _, allCode := range []bool{false, true} {
		res, err := scan.Run(apks, scan.Options{Root: root, AllCode: allCode, Rules: check.Options{}})
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range res.Findings {
			if r := rules.Lookup(f.RuleID); r == nil || !r.HasSource("X") {
				continue
			}
			tp[f.RuleID] = true
			method, _, _ := strings.Cut(f.Location.Logical, "@")
			add(method, f.RuleID)
			if f.Location.FromDebugInfo {
				add(fmt.Sprintf("%s:%d", method, f.Location.Line), f.RuleID)
			}
		}
	}
	_ = filepath.WalkDir(filepath.Join(root, "testdata", "dex", "src"), func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".smali") {
			return err
		}
		for _, mark := range smaliNearMisses(t, path) {
			for _, id := range mark.ids {
				if reported[mark.at][id] {
					t.Errorf("%s: %s is marked a near miss for %s but reports it", path, mark.at, id)
					continue
				}
				nm[id] = true
			}
		}
		return nil
	})
}

type smaliMark struct {
	at  string // "Lc;->m(...)V" for a method, "Lc;->m(...)V:12" for a source line of it
	ids []string
}

// smaliNearMisses returns the near-miss marks of a smali file with what each
// is about: a mark before a method is about the whole method; one inside a
// method is about the source line of the next .line directive.
func smaliNearMisses(t *testing.T, path string) []smaliMark {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []smaliMark
	var class string
	var pending [][]string // marks waiting for the next .method
	var inLine [][]string  // marks inside a method, waiting for the next .line
	inMethod := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(line, ".class "):
			fs := strings.Fields(line)
			class = fs[len(fs)-1]
		case strings.HasPrefix(line, ".method "):
			fs := strings.Fields(line)
			inMethod = class + "->" + fs[len(fs)-1]
			for _, ids := range pending {
				out = append(out, smaliMark{inMethod, ids})
			}
			pending = nil
		case strings.HasPrefix(line, ".line ") && len(inLine) > 0:
			for _, ids := range inLine {
				out = append(out, smaliMark{inMethod + ":" + strings.TrimSpace(line[len(".line "):]), ids})
			}
			inLine = nil
		case line == ".end method":
			if len(inLine) > 0 {
				t.Errorf("%s: a near-miss mark in %s precedes no .line", path, inMethod)
			}
			inMethod, inLine = "", nil
		case strings.HasPrefix(line, "#"):
			m := nearMissMark.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			ids := ruleID.FindAllString(m[1], -1)
			if inMethod != "" {
				inLine = append(inLine, ids)
			} else {
				pending = append(pending, ids)
			}
		}
	}
	if len(pending) > 0 {
		t.Errorf("%s: a near-miss mark precedes no method", path)
	}
	return out
}

// goFixtures reads the analyzers' testdata: wants and near-miss marks.
func goFixtures(t *testing.T, tp, nm map[string]bool) {
	files, _ := filepath.Glob(filepath.Join(root, "analyzers", "*", "testdata", "src", "*", "*.go"))
	more, _ := filepath.Glob(filepath.Join(root, "analyzers", "*", "testdata", "src", "*", "*", "*.go"))
	for _, path := range append(files, more...) {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(data), "\n") {
			if w := wantMark.FindString(line); w != "" {
				for _, id := range ruleID.FindAllString(w, -1) {
					tp[id] = true
				}
			}
		}
		// A mark may run over several comment lines.
		for _, m := range nearMissMark.FindAllStringSubmatch(commentCont.ReplaceAllString(string(data), " "), -1) {
			for _, id := range ruleID.FindAllString(m[1], -1) {
				nm[id] = true
			}
		}
	}
}

func sortedKeys(m map[string]bool) []string {
	var out []string
	for k, v := range m {
		if v {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out
}
