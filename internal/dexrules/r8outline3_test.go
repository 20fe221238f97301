package dexrules_test

import (
	"strings"
	"testing"
)

func r8o3(class string) string { return "Lcom/example/r8o3/" + class + ";" }

// TestR8OutlineProviderCode (r8outline3, Java sketches beside the smali):
// the facts the provider-code rules need pass through R8's outlines and
// a D8 backport as if the code were inlined, and each finding is placed
// in the method the outlined code was written in. True positives:
// AlertProvider declares a create tool built in an outline with no
// mutationExecutor (608) and returns the allow decision an outline builds
// (617); OpsProvider's "confirmed", read by an outlined
// getBundle("args").getBoolean(key), decides a deletion (614);
// Confirmations.foreign names another app's package in the outlined
// setClassName (615); StuckActivity, opened by a resolution put under
// "resolution" inside an outlined Bundle build, never finishes (623);
// list_notes, declared read, writes through an outlined
// edit().putString().apply(), and recent_items through R8's API outline
// of the three-argument ContentResolver.insert (621); PlainProvider reads request_id, not
// session_token, through an outline (625). Near misses, silent:
// NotesProvider returns its executor through the requireNonNullElse
// backport (608) and reads the caller inside an outline (617); "dry_run"
// read by the same outline as "confirmed" (614); the same setClassName
// outline given getPackageName() (615); ConfirmActivity's setResult and
// finish in an outline (623); count_notes reading through an outline
// and count_items querying through an API outline (621); SessionProvider reading session_token through the outline that
// PlainProvider uses for request_id (625).
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
		{"CETP625", "warning", r8o3("PlainProvider") + call + "@0xa", "com/example/r8o3/PlainProvider.java", 21},
	})
	for _, f := range got {
		var want string
		switch f.RuleID {
		case "CETP614":
			want = `lets the request argument "confirmed" decide whether java.io.File.delete runs`
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
