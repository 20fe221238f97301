package dexrules_test

import (
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/finding"
)

func r8o3(class string) string { return "Lcom/example/r8o3/" + class + ";" }

// TestR8OutlineProviderCode (r8outline3, Java sketches beside the smali):
// the facts the provider-code rules need pass through R8's outlines, API
// outlines and a D8 backport as if the code were inlined, and each
// finding is placed in the method the outlined code was written in.
// True positives: AlertProvider declares a create tool built in an
// outline with no mutationExecutor (608) and returns the allow decision
// an outline builds (617); OpsProvider's "confirmed", read by an outlined
// getBundle("args").getBoolean(key), decides a deletion, and
// BatchProvider's "user_confirmed", read by an outlined
// new JSONObject(arg).optBoolean(key) inside a try/catch of
// JSONException, decides a purge (614: a branch inside a try has no edge
// to the handler, so its two edges are compared); Confirmations.foreign
// names another app's package in the outlined setClassName (615);
// StuckActivity, opened by a resolution put under "resolution" inside an
// outlined Bundle build, never finishes (623); list_notes, declared read,
// writes through an outlined edit().putString().apply(), and
// recent_items through R8's API outline of the three-argument
// ContentResolver.insert (621); PlainProvider reads request_id, not
// session_token, through an outline (625). Near misses, silent:
// NotesProvider returns its executor through the requireNonNullElse
// backport (608) and reads the caller inside an outline (617); "dry_run"
// and "notify" read by the same outlines as the flags (614); the same
// setClassName outline given getPackageName() (615); ConfirmActivity's
// setResult and finish in an outline (623); count_notes reading through
// an outline and count_items querying through an API outline (621);
// SessionProvider reading session_token through the outline PlainProvider
// uses for request_id, and JsonSessionProvider reading it from the args
// JSON through an outline (625).
func TestR8OutlineProviderCode(t *testing.T) {
	const sdk = "Lcom/clawseed/cetp/sdk/"
	call := "->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	pi := "(Landroid/content/Context;)Landroid/app/PendingIntent;"
	got := runDex(t, "r8outline3", false, "CETP608", "CETP614", "CETP615", "CETP617", "CETP621", "CETP623", "CETP625")
	checkDex(t, got, []dexWant{
		{"CETP608", "error", r8o3("AlertProvider") + "-><init>()V@0x3", "com/example/r8o3/AlertProvider.java", 9},
		{"CETP617", "error", r8o3("AlertProvider") + "->authorize(" + sdk + "CetpProviderRequest;)" + sdk + "CetpAccessDecision;@0x6", "com/example/r8o3/AlertProvider.java", 17},
		{"CETP615", "error", r8o3("Confirmations") + "->foreign" + pi + "@0xb", "com/example/r8o3/Confirmations.java", 11},
		{"CETP623", "note", r8o3("Confirmations") + "->stuck" + pi + "@0xd", "com/example/r8o3/Confirmations.java", 21},
		{"CETP621", "error", r8o3("FeedProvider") + "->executeTool(" + sdk + "CetpProviderRequest;)" + sdk + "CetpProviderResult;@0x1c", "com/example/r8o3/FeedProvider.java", 19},
		{"CETP621", "error", r8o3("NotesProvider") + "->executeTool(" + sdk + "CetpProviderRequest;)" + sdk + "CetpProviderResult;@0x1d", "com/example/r8o3/NotesProvider.java", 40},
		{"CETP614", "error", r8o3("OpsProvider") + call + "@0x15", "com/example/r8o3/OpsProvider.java", 11},
		{"CETP614", "error", r8o3("BatchProvider") + call + "@0x6", "com/example/r8o3/BatchProvider.java", 12},
		{"CETP625", "warning", r8o3("PlainProvider") + call + "@0xa", "com/example/r8o3/PlainProvider.java", 21},
	})
	for _, f := range got {
		var want string
		switch f.RuleID {
		case "CETP614":
			want = `lets the request argument "confirmed" decide whether java.io.File.delete runs`
			if strings.Contains(f.Location.Logical, "BatchProvider") {
				want = `lets the request argument "user_confirmed" decide whether android.content.Context.deleteDatabase runs`
			}
		case "CETP615":
			want = `wraps an Intent aimed at package "com.other.confirm" (android.content.Intent.setClassName in R8's outline com.example.r8o3.AlertProvider$$ExternalSyntheticOutline0.m)`
		case "CETP621":
			want = `tool "list_notes" is declared effect read`
			if strings.Contains(f.Location.Logical, "FeedProvider") {
				want = `tool "recent_items" is declared effect read (declared in com.example.r8o3.FeedProvider.<init> through com.example.r8o3.AlertProvider$$ExternalSyntheticOutline0.m)` +
					`, so Consumers run it without confirmation, but its handler (the branch of com.example.r8o3.FeedProvider.executeTool taken when the tool name is "recent_items") ` +
					`writes: ContentResolver.insert (via com.example.r8o3.FeedProvider$$ExternalSyntheticApiModelOutline0.m)`
			}
		case "CETP623":
			want = "opens com.example.r8o3.StuckActivity, which never calls finish() or setResult()"
		}
		if !strings.Contains(f.Message, want) {
			t.Errorf("%s %s: %s, want %q", f.RuleID, f.Location.Logical, f.Message, want)
		}
	}
}

// TestR8OutlineResolutionHelperCut (r8outlinecut, generated by its
// gen.sh): an R8 outline of new Bundle() + putString + putParcelable,
// given the key "resolution" and a PendingIntent by 65 methods, more than
// the 64 callers a helper's puts are followed back to. The 64 followed
// are judged (StuckActivity never finishes: a CETP623 note each); at the
// one left out, a9 (callers in name order), CETP615 and CETP623 each say
// what they did not check, instead of passing over it in silence.
func TestR8OutlineResolutionHelperCut(t *testing.T) {
	got := runDex(t, "r8outlinecut", false, "CETP615", "CETP623")
	const at = "Lcom/example/r8oc/Answers;->a9(Landroid/content/Context;)Landroid/os/Bundle;@0x15"
	cuts, judged := 0, 0
	for _, f := range got {
		switch {
		case strings.Contains(f.Message, "cannot tell whether com.example.r8oc.Answers.a9 puts a resolution PendingIntent through com.example.r8oc.Answers$$ExternalSyntheticOutline0.m") &&
			strings.Contains(f.Message, "only the first 64 of its 65 callers were followed"):
			cuts++
			if f.Level != finding.Note || f.Location.Logical != at || f.Location.Path != "com/example/r8oc/Answers.java" || f.Location.Line != 19 {
				t.Errorf("%s cut note at %s:%d %s (%s), want a note at Answers.java:19 %s", f.RuleID, f.Location.Path, f.Location.Line, f.Location.Logical, f.Level, at)
			}
		case f.RuleID == "CETP623" && strings.Contains(f.Message, "opens com.example.r8oc.StuckActivity, which never calls finish()"):
			judged++
			if strings.Contains(f.Location.Logical, "->a9(") {
				t.Errorf("the caller left out was judged: %s", f.Location.Logical)
			}
		default:
			t.Errorf("unexpected %s %s: %s", f.RuleID, f.Location.Logical, f.Message)
		}
	}
	if cuts != 2 || judged != 64 {
		t.Errorf("%d cut notes (want 2: CETP615, CETP623), %d judged resolutions (want 64)", cuts, judged)
	}
}
