package dexrules_test

import (
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
)

// TestTokenNotBoundToCaller: in the Java provider, the session token read
// from the extras is looked up in a map with no UID comparison in that
// method; the resume token's entry is compared with the caller's UID but
// stays in the map (replayable); the operation id's lookup compares the
// stored UID with the caller's, which is passed in, and is not reported.
// In the Kotlin one, the tokens reach an object's helpers as parameters:
// find() looks the operation id up alone (reported, naming the caller the
// id came from), take() removes the resume token and compares the UID.
func TestTokenNotBoundToCaller(t *testing.T) {
	got := runDex(t, "tokens", false, "CETP620")
	tp := "Lcom/example/tk/TokenProvider;->"
	checkDex(t, got, []dexWant{
		{"CETP620", "warning", "Lcom/example/tk/Confirmations;->find(Ljava/lang/String;)Lcom/example/tk/Pending;@0x7", "com/example/tk/Confirmations.kt", 15},
		{"CETP620", "warning", tp + "session(Landroid/os/Bundle;)Z@0x8", "com/example/tk/TokenProvider.java", 29},
		{"CETP620", "warning", tp + "resume(Landroid/os/Bundle;I)Landroid/os/Bundle;@0x8", "com/example/tk/TokenProvider.java", 34},
	})
	for _, f := range got {
		var want, not string
		switch {
		case strings.Contains(f.Location.Logical, "find("):
			want, not = `operation ID (Bundle.getString("operation_id") passed from com.example.tk.KotlinTokenProvider.call) is looked up by the token alone`, "replayed"
		case strings.Contains(f.Location.Logical, "session("):
			want, not = `session token (Bundle.getString("session_token")) is looked up by the token alone`, "replayed"
		default:
			want, not = `resume token (Bundle.getString("resume_token")) stays valid after its use`, "no comparison"
		}
		if !strings.Contains(f.Message, want) || strings.Contains(f.Message, not) || !strings.Contains(f.Message, "§2.2, §4.3, §4.4") {
			t.Errorf("message %q: want %q and not %q", f.Message, want, not)
		}
	}
}

// TestTokenHopBudgetIsANote: with no calls followed up from a lookup key,
// Confirmations.find's operation id (a parameter whose caller reads it
// from the extras) can no longer be tied to a token: a note at the lookup
// names the budget instead of the finding, never silence.
func TestTokenHopBudgetIsANote(t *testing.T) {
	defer dexrules.SetMaxTokenHops(0)()
	got := runDex(t, "tokens", false, "CETP620")
	tp := "Lcom/example/tk/TokenProvider;->"
	checkDex(t, got, []dexWant{
		{"CETP620", "note", "Lcom/example/tk/Confirmations;->find(Ljava/lang/String;)Lcom/example/tk/Pending;@0x7", "com/example/tk/Confirmations.kt", 15},
		{"CETP620", "note", "Lcom/example/tk/Confirmations;->take(Ljava/lang/String;I)Lcom/example/tk/Pending;@0x7", "com/example/tk/Confirmations.kt", 11},
		{"CETP620", "warning", tp + "session(Landroid/os/Bundle;)Z@0x8", "com/example/tk/TokenProvider.java", 29},
		{"CETP620", "warning", tp + "resume(Landroid/os/Bundle;I)Landroid/os/Bundle;@0x8", "com/example/tk/TokenProvider.java", 34},
	})
	for _, f := range got {
		if f.Level.String() == "note" && !strings.Contains(f.Message, "more than 0 calls up, CETP620's budget") {
			t.Errorf("note %q does not name the budget", f.Message)
		}
	}
}
