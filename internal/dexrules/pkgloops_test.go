package dexrules_test

import (
	"strings"
	"testing"
)

// TestAmbiguousPackageFlagLoop (sketches beside the smali in
// testdata/dex/src/pkgloops): a loop over getPackagesForUid that sets a
// flag on the first match and leaves — Java's `ok = true; break;` and the
// loop kotlinc inlines for any { } — is a warning at the element read;
// a loop that clears its flag on the first mismatch (every package must
// match: the flag returned after the loop is a deny on the way out of the
// break, loopexit.go) and the any { } loop behind a one-package guard are
// not.
func TestAmbiguousPackageFlagLoop(t *testing.T) {
	got := runDex(t, "pkgloops", false, "CETP624")
	checkDex(t, got, []dexWant{
		{"CETP624", "warning", "Lcom/example/pl/Loops;->anyTrusted(Landroid/content/Context;I)Z@0x10", "com/example/pl/Loops.java", 13},
		{"CETP624", "warning", "Lcom/example/pl/PackagesKt;->anyAllowed(Landroid/content/pm/PackageManager;I)Z@0x10", "com/example/pl/Packages.kt", 9},
	})
	for _, f := range got {
		if !strings.Contains(f.Message, "loops over the packages getPackagesForUid() returned") || !strings.Contains(f.Message, "(§7.1)") {
			t.Errorf("%s: message does not say what loops: %s", f.Location.Logical, f.Message)
		}
	}
}

// TestAmbiguousPackageHandedOn (testdata/dex/src/pkghelpers, Java sketches
// beside the smali): the packages array read in call() and handed from
// helper to helper is judged where it is finally tested — contains() two
// helpers down is a warning, reported at the call handing that helper the
// packages (stop 62), containsAll() of every package two
// helpers down is not — and a chain longer than the rule follows ends in a
// note at the last hand-over it followed, not in silence.
func TestAmbiguousPackageHandedOn(t *testing.T) {
	got := runDex(t, "pkghelpers", false, "CETP624")
	checkDex(t, got, []dexWant{
		{"CETP624", "warning", "Lcom/example/ph/Hands;->first([Ljava/lang/String;)Z@0x0", "com/example/ph/Hands.java", 10},
		{"CETP624", "note", "Lcom/example/ph/Hands;->d4([Ljava/lang/String;)Z@0x0", "com/example/ph/Hands.java", 32},
	})
	want := map[string]string{
		"warning": "(passed in by com.example.ph.Hands.first)",
		"note":    "com.example.ph.Hands.d4 hands the caller's packages (getPackagesForUid), already 4 helpers from where they were read, on to com.example.ph.Hands.d5",
	}
	for _, f := range got {
		if part := want[f.Level.String()]; !strings.Contains(f.Message, part) {
			t.Errorf("%s message lacks %q: %s", f.Level, part, f.Message)
		}
	}
}

// TestFirstPackageThroughOptional (testdata/dex/src/optpkgs, javac + D8
// lambdas; sketch/OptProvider.java): the packages array wrapped in an
// Optional and mapped by a lambda reaches the lambda's parameter, so
// `map(p -> p[0])` takes the first package (CETP604 at the map call);
// `map(p -> String.join(",", p))` and a lambda taking p[0] only when
// p.length == 1 are near misses.
func TestFirstPackageThroughOptional(t *testing.T) {
	got := runDex(t, "optpkgs", false, "CETP604")
	checkDex(t, got, []dexWant{
		{"CETP604", "warning", "Lcom/example/op/OptProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x16", "com/example/op/OptProvider.java", 14},
	})
	wantMessage(t, got, "passes the packages of getPackagesForUid() to com.example.op.OptProvider$$ExternalSyntheticLambda0.apply, which takes the first one")
}
