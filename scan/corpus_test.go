package scan

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCorpus scans the third-party APKs in $CETPAUDIT_CORPUS (none of them
// implements CETP): every APK with a manifest decodes and yields no finding,
// and the one without AndroidManifest.xml is an input error that says so.
func TestCorpus(t *testing.T) {
	dir := os.Getenv("CETPAUDIT_CORPUS")
	if dir == "" {
		t.Skip("CETPAUDIT_CORPUS is not set; .ci/run sets it to ../shared/corpus/apks")
	}
	apks, err := filepath.Glob(filepath.Join(dir, "*.apk"))
	if err != nil || len(apks) == 0 {
		t.Fatalf("no APKs in %s: %v", dir, err)
	}
	const noManifest = "androguard__multidex.apk"
	decoded := 0
	for _, apk := range apks {
		name := filepath.Base(apk)
		t.Run(name, func(t *testing.T) {
			res, err := Run([]string{apk}, Options{Root: dir})
			if err != nil {
				t.Fatal(err)
			}
			if name == noManifest {
				if len(res.Errors) != 1 || !strings.Contains(res.Errors[0].Message, "AndroidManifest.xml") ||
					!strings.Contains(res.Errors[0].Message, name) {
					t.Fatalf("want one error naming %s and the missing AndroidManifest.xml, got %+v", name, res.Errors)
				}
				return
			}
			if len(res.Errors) > 0 {
				t.Fatalf("did not decode: %v", res.Errors)
			}
			if len(res.Findings) > 0 {
				t.Fatalf("CETP findings on an app without CETP:\n\t%s", describe(res.Findings))
			}
			decoded++
		})
	}
	if len(apks) == 38 && decoded != 37 {
		t.Errorf("decoded %d of 38, want 37", decoded)
	}
}

// TestCorpusAllCode scans every corpus APK with --all-code: every dex file
// parses and every dex rule runs without a crash or an input error. None of
// the apps implements CETP: no error-level finding may come out; the
// warnings are CETP610 on real mutable implicit PendingIntents.
func TestCorpusAllCode(t *testing.T) {
	dir := os.Getenv("CETPAUDIT_CORPUS")
	if dir == "" {
		t.Skip("CETPAUDIT_CORPUS is not set; .ci/run sets it to ../shared/corpus/apks")
	}
	apks, _ := filepath.Glob(filepath.Join(dir, "*.apk"))
	for _, apk := range apks {
		name := filepath.Base(apk)
		res, err := Run([]string{apk}, Options{Root: dir, AllCode: true})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, e := range res.Errors {
			if name != "androguard__multidex.apk" {
				t.Errorf("%s: %s", name, e.Message)
			}
		}
		for _, f := range res.Findings {
			t.Logf("%s: %s %s %s:%d %s", name, f.RuleID, f.Level, f.Location.Path, f.Location.Line, f.Message)
			if f.RuleID != "CETP610" || f.Level.String() == "error" {
				t.Errorf("%s: unexpected error finding %s at %s", name, f.RuleID, f.Location.Logical)
			}
		}
	}
}
