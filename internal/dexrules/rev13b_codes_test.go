package dexrules_test

import (
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/finding"
)

const rev13bCall = "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"

// TestErrorCodeHelpers: CETP508 for an `error(code)` helper judges the
// code by what each resolved caller passes (testdata/dex/src/rev13b_helpers
// and rev13b_codes, sketches beside the smali). A String or an enum whose
// only caller passes AUTH_REQUIRED is an error — at the caller's call when
// it names the code as a string constant, else at the helper's put; callers
// passing INVALID_ARGUMENTS or Kind.INTERNAL keep it quiet (although Kind
// has AUTH_REQUIRED too); a caller passing a value the analysis does not
// know gives a note naming it.
func TestErrorCodeHelpers(t *testing.T) {
	got := runDex(t, "rev13b_helpers", false, "CETP508")
	checkDex(t, got, []dexWant{
		{"CETP508", "error", "Lcom/example/r13h/GateProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x21", "com/example/r13h/GateProvider.java", 14},
		{"CETP508", "error", "Lcom/example/r13h/PayProvider;->error(Lcom/example/r13h/ErrorCode;)Landroid/os/Bundle;@0x12", "com/example/r13h/PayProvider.java", 21},
	})
	for _, f := range got {
		if !strings.Contains(f.Message, `puts error_code "AUTH_REQUIRED" (the code`) && !strings.Contains(f.Message, `.call passes error_code "AUTH_REQUIRED" to`) ||
			strings.Contains(f.Message, "puts error_code") && !strings.Contains(f.Message, ".call passes)") {
			t.Errorf("message %q: want the code and the caller passing it", f.Message)
		}
	}
	got = runDex(t, "rev13b_codes", false, "CETP508")
	checkDex(t, got, []dexWant{
		{"CETP508", "note", "Lcom/example/r13k/RelayProvider;->error(Ljava/lang/String;)Landroid/os/Bundle;@0xe", "com/example/r13k/RelayProvider.java", 19},
	})
	for _, f := range got {
		if !strings.Contains(f.Message, "com.example.r13k.RelayProvider.call passes a value the analysis does not know") {
			t.Errorf("message %q: want the caller whose code is not known", f.Message)
		}
	}
}

// TestConfirmationFlagWrapper: CETP614 when the request's "confirmed" flag
// is read through a Boolean-returning getter wrapper (Kotlin extension
// BundleExtKt.flag); CETP625 stays quiet when session_token is read through
// the String wrapper BundleExtKt.str (rev13b_helpers KeyedProvider).
func TestConfirmationFlagWrapper(t *testing.T) {
	got := runDex(t, "rev13b_helpers", false, "CETP614", "CETP625")
	var keyed []finding.Finding
	for _, f := range got {
		if strings.Contains(f.Location.Logical, "/KeyedProvider;") {
			keyed = append(keyed, f)
		}
	}
	checkDex(t, keyed, []dexWant{
		{"CETP614", "error", "Lcom/example/r13h/KeyedProvider;->" + rev13bCall + "@0x2f", "com/example/r13h/KeyedProvider.kt", 15},
	})
}

// TestDualStackAuthorizeIntent: CETP509 in a dual-stack app (versions
// "1,2") is path-sensitive: authorize_intent put on the v1 side of a
// protocol_version branch, the v2 keys on the other, is quiet
// (AuthReplies.authRequired); put on the same Bundle on one path as
// resolution and resume_token it is reported (MixedProvider.authRequired).
func TestDualStackAuthorizeIntent(t *testing.T) {
	got := runDex(t, "rev13b_dual", false, "CETP509")
	checkDex(t, got, []dexWant{
		{"CETP509", "warning", "Lcom/example/r13d/MixedProvider;->authRequired(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;@0x2d", "com/example/r13d/MixedProvider.java", 22},
	})
	for _, f := range got {
		if !strings.Contains(f.Message, `puts the v2 key "resolution" on that response`) {
			t.Errorf("message %q: want the v2 key on the same response", f.Message)
		}
	}
}
