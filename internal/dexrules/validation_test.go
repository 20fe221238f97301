package dexrules_test

import (
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
)

const (
	vaArgs   = "Lcom/example/va/ArgsProvider;->"
	vaArgsJ  = "com/example/va/ArgsProvider.java"
	vaKinds  = "Lcom/example/va/KindsProvider;->"
	vaKindsK = "com/example/va/KindsProvider.kt"
	vaS      = "(Ljava/lang/String;)V"
	vaFS     = "(Ljava/io/File;Ljava/lang/String;)V"
)

// TestArgumentValidation: a request value limited to allowed values on
// every way to the sink is not injected (sketches beside the smali in
// testdata/dex/src/validated). Not reported: an allow-list Set.contains
// before the ORDER BY, javac's two-switch string switch, a Pattern from a
// static field whose matcher wholly matches a plain file name, a helper
// whose only caller lets two constants through, kotlinc's hashCode `when`,
// its Intrinsics.areEqual chain merged into a flag, and Kotlin
// Regex.matches with a companion's pattern. Reported: the allow-list's
// answer dropped, an equals that only decides a log line, a pattern that
// admits '/', one that admits "..", the same helper called with no check,
// a comparison kept in a flag nothing tests, and Regex.containsMatchIn.
func TestArgumentValidation(t *testing.T) {
	got := runDex(t, "validated", false, "CETP622")
	checkDex(t, got, []dexWant{
		{"CETP622", "error", vaArgs + "sortUnchecked" + vaS + "@0xf", vaArgsJ, 38},
		{"CETP622", "error", vaArgs + "kindAfterCheck" + vaS + "@0x22", vaArgsJ, 50},
		{"CETP622", "error", vaArgs + "fileLoose" + vaFS + "@0xd", vaArgsJ, 60},
		{"CETP622", "error", vaArgs + "fileDots" + vaFS + "@0xd", vaArgsJ, 65},
		{"CETP622", "error", vaArgs + "listAnyOrder" + vaS + "@0x14", vaArgsJ, 73},
		{"CETP622", "error", vaKinds + "byModeLoose" + vaS + "@0x37", vaKindsK, 34},
		{"CETP622", "error", vaKinds + "openFound" + vaFS + "@0x10", vaKindsK, 43},
	})
	for _, f := range got {
		if strings.Contains(f.Location.Logical, "fileDots") && !strings.Contains(f.Message, "no containment check guards it") {
			t.Errorf("fileDots: message does not say why: %s", f.Message)
		}
	}
}

// TestValidationStateBudget: past its budget of path states the
// reachability gives up: the value counts as not validated (the finding
// stands, as without the check) and a note says the check was not
// followed.
func TestValidationStateBudget(t *testing.T) {
	defer dexrules.SetMaxValidationStates(1)()
	got := runDex(t, "validated", false, "CETP622")
	errs := 0
	for _, f := range got {
		if f.Level.String() == "error" {
			errs++
		}
	}
	if errs != 14 {
		t.Errorf("with a budget of one state, want the 7 near misses reported beside the 7 true positives, got %d errors:\n%s", errs, strings.Join(gotDex(got), "\n"))
	}
	wantOneNote(t, got, vaArgs+"kindSwitch"+vaS+"@0x0", "was not decided within 1 path states, the validation analysis's budget", "kindSwitch")
	wantOneNote(t, got, vaKinds+"open"+vaFS+"@0x0", "CETP622 findings in com.example.va.KindsProvider.open may be false", "open")
}

// TestValidationCallerBudget: a parameter whose check sits in a caller
// past the budget of callers followed is reported, with a note saying the
// callers were not followed.
func TestValidationCallerBudget(t *testing.T) {
	defer dexrules.SetMaxValidationDepth(0)()
	got := runDex(t, "validated", false, "CETP622")
	n := 0
	for _, f := range got {
		if f.Level.String() == "error" && strings.Contains(f.Location.Logical, "listOrdered") {
			n++
		}
	}
	if n != 1 {
		t.Errorf("with no callers followed, want listOrdered reported once, got %d:\n%s", n, strings.Join(gotDex(got), "\n"))
	}
	wantOneNote(t, got, vaArgs+"listOrdered"+vaS+"@0x0", "was not followed past 0 callers up, the validation analysis's budget", "listOrdered")
}
