package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// Hostile sizes: inputs whose cost the red-team run of issue 15 found to
// grow with a crafted count (services × authorities, repeats of one
// authority, tools in one list). Each test builds its input here and
// asserts what only linear, budgeted work produces: findings past the
// per-rule budget summarized in one note naming it, repeats counted
// instead of built, and allocations below the crafted count. Speed is left
// to the benchmarks (BenchmarkAuthorityLookups, BenchmarkCaptureRules).

// toolProviderManifest writes a source manifest with services tool-provider
// services, service i advertising authority advertise(i), and one exported
// provider listing authorities (joined with ';').
func toolProviderManifest(t *testing.T, dir string, services int, advertise func(int) string, authorities func(*strings.Builder)) string {
	t.Helper()
	var b strings.Builder
	b.WriteString(`<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.flood"><application>`)
	for i := range services {
		fmt.Fprintf(&b, `<service android:name=".S%d" android:exported="true" android:permission="com.clawseed.permission.ACCESS_TOOLS">`+
			`<intent-filter><action android:name="com.clawseed.action.TOOL_PROVIDER"/></intent-filter>`+
			`<meta-data android:name="com.clawseed.tools.authority" android:value="%s"/></service>`, i, advertise(i))
	}
	b.WriteString(`<provider android:name=".P" android:exported="true" android:permission="com.clawseed.permission.ACCESS_TOOLS" android:authorities="`)
	authorities(&b)
	b.WriteString(`"/></application></manifest>`)
	p := filepath.Join(dir, "AndroidManifest.xml")
	if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

type jsonFinding struct {
	RuleID   string `json:"ruleId"`
	Level    string
	Message  string
	Location struct{ Path string }
}

// scanJSON runs scan --format json and returns its findings, and how many
// heap allocations the run made.
func scanJSON(t *testing.T, dir string, args ...string) (code int, fs []jsonFinding, mallocs uint64) {
	t.Helper()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	code, stdout, stderr := runCLI(t, dir, append([]string{"scan", "--root", dir, "--format", "json"}, args...)...)
	runtime.ReadMemStats(&after)
	var rep struct{ Findings []jsonFinding }
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatalf("exit %d: %v; stderr:\n%s", code, err, stderr)
	}
	return code, rep.Findings, after.Mallocs - before.Mallocs
}

// budgeted counts a rule's findings and checks that the rest are summarized
// in exactly one budget note naming how many were left out and the flag.
func budgeted(t *testing.T, fs []jsonFinding, rule string, kept, more int) []jsonFinding {
	t.Helper()
	var out []jsonFinding
	notes := 0
	note := fmt.Sprintf("… and %s more %s in this file", thousandsOf(more), rule)
	for _, f := range fs {
		switch {
		case f.RuleID != rule:
		case strings.Contains(f.Message, "in this file") && strings.HasPrefix(f.Message, "…"):
			notes++
			if !strings.HasPrefix(f.Message, note) || !strings.Contains(f.Message, "per-rule budget") || !strings.Contains(f.Message, "--max-findings-per-rule") {
				t.Errorf("budget note %q, want it to begin %q and name the per-rule budget and its flag", f.Message, note)
			}
		default:
			out = append(out, f)
		}
	}
	if len(out) != kept || notes != 1 {
		t.Errorf("%s: %d findings and %d budget notes, want %d and 1", rule, len(out), notes, kept)
	}
	return out
}

func thousandsOf(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// TestServicesAgainstManyAuthorities: thousands of tool services looked up
// against one provider with a hundred thousand authorities, in a source
// manifest scanned as an input and given as the --manifest-source of an
// APK. Half the services advertise an authority the provider lists, half
// one nobody declares (CETP102). Each lookup is one index probe (a scan of
// the authorities per service was 2,400 × 100,000 string comparisons per
// rule; internal/manifest's TestLookupsAnsweredByIndex checks the index);
// the CETP102 findings past the budget are one note.
func TestServicesAgainstManyAuthorities(t *testing.T) {
	dir := t.TempDir()
	const services, authorities = 2400, 100_000
	toolProviderManifest(t, dir, services,
		func(i int) string {
			if i%2 == 0 {
				return fmt.Sprintf("p%d", i*97%authorities) // declared, anywhere in the list
			}
			return fmt.Sprintf("u%d", i) // undeclared
		},
		func(b *strings.Builder) {
			for i := range authorities {
				if i > 0 {
					b.WriteByte(';')
				}
				fmt.Fprintf(b, "p%d", i)
			}
		})
	_, fs, _ := scanJSON(t, dir, "--manifest-source", "AndroidManifest.xml", fixture(goodFixture), "AndroidManifest.xml")
	kept := budgeted(t, fs, "CETP102", 1000, services/2-1000)
	for _, f := range kept {
		if !strings.Contains(f.Message, `advertises authority "u`) || f.Location.Path != "AndroidManifest.xml" {
			t.Errorf("CETP102 on a declared authority, or elsewhere: %+v", f)
			break
		}
	}
}

// TestAuthorityListedAMillionTimes: one provider lists an advertised
// authority a million times, and 1,199 others twice. The repeats are
// counted, not built into a million findings: one CETP108 says how many
// times, the per-rule budget keeps 1,000 of the 1,200 and one note stands
// for the rest, and the whole scan allocates fewer objects than there are
// repeats.
func TestAuthorityListedAMillionTimes(t *testing.T) {
	dir := t.TempDir()
	const services, repeats = 1200, 1_000_000
	toolProviderManifest(t, dir, services,
		func(i int) string { return fmt.Sprintf("a%d", i) },
		func(b *strings.Builder) {
			b.WriteString(strings.Repeat("a0;", repeats))
			for i := 1; i < services; i++ {
				fmt.Fprintf(b, "a%d;a%d;", i, i)
			}
		})
	code, fs, mallocs := scanJSON(t, dir, "AndroidManifest.xml")
	if code != exitFindings {
		t.Errorf("exit %d, want %d", code, exitFindings)
	}
	kept := budgeted(t, fs, "CETP108", 1000, services-1000)
	million := 0
	for _, f := range kept {
		if strings.Contains(f.Message, `authority "a0" 1000000 times`) {
			million++
		}
	}
	if million != 1 {
		t.Errorf("want one CETP108 saying a0 is listed 1000000 times, got %d; first: %+v", million, kept[:min(len(kept), 1)])
	}
	if mallocs >= repeats {
		t.Errorf("the scan made %d allocations for %d repeats of one authority: repeats are being built into findings", mallocs, repeats)
	}
	t.Logf("%d allocations", mallocs)
}

// toolList writes a v2 tool list of n tools, each missing three required
// fields (CETP303) and an output_schema (CETP404), each with a description
// the text rules read. 60,000 of them make a 3.6 MB file.
func toolList(tb testing.TB, dir string, n int) int {
	tb.Helper()
	var b strings.Builder
	b.WriteString(`{"revision": "r1", "tools": [`)
	for i := range n {
		if i > 0 {
			b.WriteString(",\n")
		}
		fmt.Fprintf(&b, `{"name":"t%d","description":"Finds stored items by id."}`, i)
	}
	b.WriteString("]}")
	if err := os.WriteFile(filepath.Join(dir, "tools.json"), []byte(b.String()), 0o644); err != nil {
		tb.Fatal(err)
	}
	return b.Len()
}

// TestManyTools: a tool list of 5,000 tools would be 20,000 findings; the
// per-rule budget reports 1,000 of each rule and one note for the rest.
// Every description is checked against the other tools' names (CETP505)
// through one index of the list's names, built once per capture set: a
// copy of the 4,096 names in scope, indexed again for each text, made a
// list of 60,000 tools cost 239 s and 10.7 GB. The 904 names past the
// 4,096 in scope are not matched, and one CETP505 note says so. The allocations stay
// within a bound per tool (BenchmarkSixtyThousandTools measures the
// 60,000-tool list itself).
func TestManyTools(t *testing.T) {
	dir := t.TempDir()
	const tools = 5000
	toolList(t, dir, tools)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	code, fs, mallocs := scanJSON(t, dir, "tools.json")
	runtime.ReadMemStats(&after)
	if code != exitFindings {
		t.Errorf("exit %d, want %d", code, exitFindings)
	}
	budgeted(t, fs, "CETP303", 1000, 3*tools-1000)
	budgeted(t, fs, "CETP404", 1000, tools-1000)
	scopeNotes := 0
	for _, f := range fs {
		if f.RuleID == "CETP505" && f.Level == "note" && strings.Contains(f.Message, "the other 904 were not matched") {
			scopeNotes++
		}
	}
	if scopeNotes != 1 {
		t.Errorf("%d CETP505 notes of the names past the scope's budget, want 1", scopeNotes)
	}
	bytes := after.TotalAlloc - before.TotalAlloc
	t.Logf("%.1f MB in %d allocations", float64(bytes)/1e6, mallocs)
	if perTool := mallocs / tools; perTool > 400 {
		t.Errorf("%d allocations per tool (%d in all): the list's work is not linear in its tools", perTool, mallocs)
	}
	if perTool := bytes / tools; perTool > 64<<10 {
		t.Errorf("%d bytes allocated per tool (%d in all): the list's work is not linear in its tools", perTool, bytes)
	}
}

// BenchmarkSixtyThousandTools scans the 60,000-tool list of issue 15's
// red-team run (3.6 MB): bytes/op is the memory the scan allocates.
func BenchmarkSixtyThousandTools(b *testing.B) {
	dir := b.TempDir()
	toolList(b, dir, 60_000)
	b.ReportAllocs()
	for b.Loop() {
		var stderr strings.Builder
		if code := run([]string{"scan", "--root", dir, "--format", "json", filepath.Join(dir, "tools.json")}, nil, io.Discard, &stderr); code != exitFindings {
			b.Fatalf("exit %d: %s", code, stderr.String())
		}
	}
}
