package scan

import (
	"fmt"
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
// the apps implements CETP, so no error-level finding may come out; the
// warnings are asserted per APK and rule: CETP610 on real mutable implicit
// PendingIntents, and CETP605 on the deliberately vulnerable apps' exported
// providers whose query/insert/update/delete/openFile never check the caller
// (under --all-code every exported provider stands in for a tool provider).
func TestCorpusAllCode(t *testing.T) {
	dir := os.Getenv("CETPAUDIT_CORPUS")
	if dir == "" {
		t.Skip("CETPAUDIT_CORPUS is not set; .ci/run sets it to ../shared/corpus/apks")
	}
	want := map[string]map[string]int{
		"androguard__com.example.android.wearable.wear.weardrawers.apk": {"CETP610": 6},
		"fdroidserver__org.dyndns.fules.ck_20.apk":                      {"CETP610": 1},
		"fdroidserver__souch.smsbypass_9.apk":                           {"CETP610": 1},
		"quark__InsecureBankv2.apk":                                     {"CETP605": 4, "CETP610": 3}, // five GMS and media-router Intents get a package: not implicit for Android 14
		"quark__diva.apk":                                               {"CETP605": 4},
		"quark__dvba.apk":                                               {"CETP610": 2}, // GMS d$a.f asks e.a(ctx, 2, null) for its Intent: with the constant 2 both paths set a package
		"quark__insecureShop.apk":                                       {"CETP605": 1, "CETP610": 1},
		"quark__ovaa.apk":                                               {"CETP605": 1},
		"quark__pivaa.apk":                                              {"CETP605": 1},
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
		got := map[string]int{}
		for _, f := range res.Findings {
			t.Logf("%s: %s %s %s:%d %s", name, f.RuleID, f.Level, f.Location.Path, f.Location.Line, f.Message)
			if f.Level.String() != "warning" {
				t.Errorf("%s: unexpected %s finding %s at %s", name, f.Level, f.RuleID, f.Location.Logical)
			}
			got[f.RuleID]++
		}
		if len(got)+len(want[name]) > 0 && fmt.Sprint(got) != fmt.Sprint(want[name]) {
			t.Errorf("%s: findings per rule %v, want %v", name, got, want[name])
		}
	}
}
