package dexrules_test

import (
	"github.com/clawseed/cetpaudit/internal/finding"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The review of stop 50's dex changes (fixtures review50_*, written by the
// reviewer; the Java sketches head each smali file).

// TestReview50HandedPackages (review50_624): CETP624 through helpers that
// hand the packages on — recursion, instance helpers with a wide
// parameter first, a copy (Arrays.copyOf) or a List view handed on, a
// helper reached both guarded and unguarded — is reported at the call
// that hands the tested helper the unguarded packages (since stop 62;
// before, where the packages are tested); a helper reached only after a one-package guard of
// its caller (g1 → g1in) or with the guard in its own body (g0) is not.
func TestReview50HandedPackages(t *testing.T) {
	checkDex(t, runDex(t, "review50_624", false, "CETP624"), []dexWant{
		{"CETP624", "warning", "Lcom/example/h6/H;->c1([Ljava/lang/String;)Z@0x7", "com/example/h6/H.java", 22},
		{"CETP624", "warning", "Lcom/example/h6/H;->i1(J[Ljava/lang/String;)Z@0x0", "com/example/h6/H.java", 18},
		{"CETP624", "warning", "Lcom/example/h6/H;->l1([Ljava/lang/String;)Z@0x4", "com/example/h6/H.java", 26},
		{"CETP624", "warning", "Lcom/example/h6/H;->via([Ljava/lang/String;)Z@0x0", "com/example/h6/H.java", 30},
		{"CETP624", "warning", "Lcom/example/h6/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x1f", "com/example/h6/P.java", 14},
		{"CETP624", "warning", "Lcom/example/h6/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x54", "com/example/h6/P.java", 22},
	})
}

// TestReview50ParcelIdentity (review50_606): a request Parcelable's
// caller-naming field compared with a constant and then granted (m1), or
// compared with the caller and then also stored (m2), is CETP606; the
// same field compared with the caller and formatted into a log message
// (m3; m4 is the request getter's twin), the provider's own object of
// that class filled with the real caller (m5), a plain log (m6), and the
// Parcelable's own constructor are not.
func TestReview50ParcelIdentity(t *testing.T) {
	checkDex(t, runDex(t, "review50_606", false, "CETP606"), []dexWant{
		{"CETP606", "error", "Lcom/example/q6/P;->m1(Lcom/example/q6/Req;)Landroid/os/Bundle;@0x2", "com/example/q6/P.java", 20},
		{"CETP606", "error", "Lcom/example/q6/P;->m2(Lcom/example/q6/Req;)Landroid/os/Bundle;@0x4", "com/example/q6/P.java", 25},
		{"CETP606", "error", "Lcom/example/q6/P;->m2(Lcom/example/q6/Req;)Landroid/os/Bundle;@0xe", "com/example/q6/P.java", 26},
	})
}

// TestReview50OptionalPackages (review50_604): the packages in an
// Optional — filtered for being non-empty then mapped to p[0] (m1), logged
// through ifPresent (m3), mapped by a capturing lambda calling a method
// that takes p[0] (m5), through D8's desugared j$.util.Optional (m6),
// unwrapped by orElse and indexed (m7), tested by a predicate taking p[0]
// (m8) — are CETP604, as the direct shapes are (m4, m9); filtered for
// holding exactly one package (m2) they are not.
func TestReview50OptionalPackages(t *testing.T) {
	checkDex(t, runDex(t, "review50_604", false, "CETP604"), []dexWant{
		{"CETP604", "warning", "Lcom/example/o6/P;->m1()Ljava/lang/String;@0x1c", "com/example/o6/P.java", 11},
		{"CETP604", "warning", "Lcom/example/o6/P;->m3()Ljava/lang/String;@0x16", "com/example/o6/P.java", 15},
		{"CETP604", "warning", "Lcom/example/o6/P;->m4()Ljava/lang/String;@0x11", "com/example/o6/P.java", 17},
		{"CETP604", "warning", "Lcom/example/o6/P;->m5()Ljava/lang/String;@0x19", "com/example/o6/P.java", 19},
		{"CETP604", "warning", "Lcom/example/o6/P;->m6()Ljava/lang/String;@0x16", "com/example/o6/P.java", 22},
		{"CETP604", "warning", "Lcom/example/o6/P;->m7()Ljava/lang/String;@0x1e", "com/example/o6/P.java", 24},
		{"CETP604", "warning", "Lcom/example/o6/P;->m8()Ljava/lang/String;@0x16", "com/example/o6/P.java", 26},
		{"CETP604", "warning", "Lcom/example/o6/P;->m9()Ljava/lang/String;@0x13", "com/example/o6/P.java", 28},
	})
}

// TestReview50MixedCollections (review50b_err, review50b_tok; the second
// review of stop 50): a list holding a fixed text and an exception
// message, read at index 0 into error_message, and a list holding a stored
// token and the clock, read at index 0 as the resume token, are no
// CETP607 or CETP613: taint through a java.util collection carries only
// which parameters its elements were built from (program.collectionTaint),
// not the sources these rules report. The price, left as it was before
// collections carried anything: a list holding only exception text, joined
// into error_message, is not reported either (the fixtures' e2, e10-e12,
// t3).
func TestReview50MixedCollections(t *testing.T) {
	for _, tc := range []struct {
		fixture, rule string
		line          int
	}{
		{"review50b_err", "CETP607", 402},
		{"review50b_tok", "CETP613", 402},
	} {
		// The fixture is analysed at all: its provider's unchecked call()
		// is reported (CETP605), so an empty answer below is a verdict.
		if !slices.ContainsFunc(runDex(t, tc.fixture, false, "CETP605"), func(f finding.Finding) bool { return f.RuleID == "CETP605" }) {
			t.Errorf("%s: no CETP605 — the fixture was not analysed", tc.fixture)
		}
		got := runDex(t, tc.fixture, false, tc.rule)
		for _, f := range got {
			if f.Location.Line == tc.line {
				t.Errorf("%s: %s at the mixed list's read: %s", tc.fixture, tc.rule, f.Message)
			}
		}
	}
}

// TestReview50NegatedFlags (review50c_neg, the third review of stop 50):
// a confirmation flag negated locally, by a helper, by a helper and undone
// by the caller, by a helper given the flag as a parameter, or stored
// negated in a field, keeps its meaning: each TP shape (ts_*: the flag set
// skips the resume-token check; fsTP_*: the flag set runs the effect
// whatever the other condition says) is CETP614 and each near miss (fs_*,
// the same with the flag on the other edge) is not; a helper's `!param`
// is the caller's argument negated, not the caller's own parameter
// (fp_wrongParam); and reading the token out of the caller object only to
// describe it for a log is no check (ts_logged). Left: a flag negated on
// one path only (fs_merge1, fs_merge2) keeps one reading.
func TestReview50NegatedFlags(t *testing.T) {
	checkDex(t, runDex(t, "review50c_neg", false, "CETP614"), []dexWant{
		{"CETP614", "error", "Lcom/example/neg/NegProvider;->fsTP_field(Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "../../testdata/dex/review50c_neg.apk", 0},
		{"CETP614", "error", "Lcom/example/neg/NegProvider;->fsTP_helperNeg(Landroid/os/Bundle;)Landroid/os/Bundle;@0x4", "../../testdata/dex/review50c_neg.apk", 0},
		{"CETP614", "error", "Lcom/example/neg/NegProvider;->fsTP_localNeg(Landroid/os/Bundle;)Landroid/os/Bundle;@0x8", "../../testdata/dex/review50c_neg.apk", 0},
		{"CETP614", "error", "Lcom/example/neg/NegProvider;->fsTP_merge1(Landroid/os/Bundle;)Landroid/os/Bundle;@0x10", "../../testdata/dex/review50c_neg.apk", 0},
		{"CETP614", "error", "Lcom/example/neg/NegProvider;->fsTP_merge2(Landroid/os/Bundle;)Landroid/os/Bundle;@0x10", "../../testdata/dex/review50c_neg.apk", 0},
		{"CETP614", "error", "Lcom/example/neg/NegProvider;->fsTP_notParam(Landroid/os/Bundle;)Landroid/os/Bundle;@0xa", "../../testdata/dex/review50c_neg.apk", 0},
		{"CETP614", "error", "Lcom/example/neg/NegProvider;->fsTP_plain(Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "../../testdata/dex/review50c_neg.apk", 0},
		{"CETP614", "error", "Lcom/example/neg/NegProvider;->fsTP_viaNeg(Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "../../testdata/dex/review50c_neg.apk", 0},
		{"CETP614", "error", "Lcom/example/neg/NegProvider;->fsTP_viaUndo(Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "../../testdata/dex/review50c_neg.apk", 0},
		{"CETP614", "error", "Lcom/example/neg/NegProvider;->ts_field(Landroid/os/Bundle;)Landroid/os/Bundle;@0xb", "../../testdata/dex/review50c_neg.apk", 0},
		{"CETP614", "error", "Lcom/example/neg/NegProvider;->ts_helperNeg(Landroid/os/Bundle;)Landroid/os/Bundle;@0xa", "../../testdata/dex/review50c_neg.apk", 0},
		{"CETP614", "error", "Lcom/example/neg/NegProvider;->ts_localNeg(Landroid/os/Bundle;)Landroid/os/Bundle;@0xe", "../../testdata/dex/review50c_neg.apk", 0},
		{"CETP614", "error", "Lcom/example/neg/NegProvider;->ts_logged(Landroid/os/Bundle;Lcom/example/neg/CallerInfo;)Landroid/os/Bundle;@0xc", "../../testdata/dex/review50c_neg.apk", 0},
		{"CETP614", "error", "Lcom/example/neg/NegProvider;->ts_notParam(Landroid/os/Bundle;)Landroid/os/Bundle;@0x10", "../../testdata/dex/review50c_neg.apk", 0},
		{"CETP614", "error", "Lcom/example/neg/NegProvider;->ts_plain(Landroid/os/Bundle;)Landroid/os/Bundle;@0xc", "../../testdata/dex/review50c_neg.apk", 0},
		{"CETP614", "error", "Lcom/example/neg/NegProvider;->ts_viaNeg(Landroid/os/Bundle;)Landroid/os/Bundle;@0xc", "../../testdata/dex/review50c_neg.apk", 0},
		{"CETP614", "error", "Lcom/example/neg/NegProvider;->ts_viaUndo(Landroid/os/Bundle;)Landroid/os/Bundle;@0xc", "../../testdata/dex/review50c_neg.apk", 0},
	})
}

// TestReview50PredicateJoin (review50d_617join, the fourth review of stop
// 50: rev73_j1 with MarketProvider's `boolean ok = locked ? false :
// policy.test(r); return ok ? allow() : deny(..)`, the Java in the
// changed smali's comments): another path joins at the branch after the
// always-true test, so its false edge is not dead and MarketProvider,
// which denies while locked, is no CETP617; PayoutProvider still is.
// Left: a test result kept in a register and branched on later
// (`ok = policy.test(r); Log.i(..); return ok ? …`) is not followed.
func TestReview50PredicateJoin(t *testing.T) {
	got := runDex(t, "review50d_617join", false, "CETP617")
	if len(got) != 1 || !strings.Contains(got[0].Location.Logical, "PayoutProvider") {
		t.Errorf("want PayoutProvider's CETP617 alone, got %v", got)
	}
}

// TestReview50TwoStoredErrors (review50d_607two: rev73_j1 plus
// StallProvider.await returning error("UNAVAILABLE", e.getMessage())):
// two tools storing exception text in the SDK result's message are each
// CETP607 where they store it, not only the first.
func TestReview50TwoStoredErrors(t *testing.T) {
	var at []string
	for _, f := range runDex(t, "review50d_607two", false, "CETP607") {
		at = append(at, f.Location.Path+":"+strconv.Itoa(f.Location.Line))
	}
	want := []string{"com/stallmart/payouts/PayoutProvider.java:118", "com/stallmart/stalls/StallProvider.java:138"}
	if !slices.Equal(at, want) {
		t.Errorf("CETP607 at %v, want %v", at, want)
	}
}
