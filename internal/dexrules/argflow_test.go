package dexrules_test

import (
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
	"github.com/clawseed/cetpaudit/internal/finding"
)

const (
	afNotes  = "Lcom/example/af/NotesProvider;->"
	afNotesJ = "com/example/af/NotesProvider.java"
	afLink   = "Lcom/example/af/LinkProvider;->"
	afLinkK  = "com/example/af/LinkProvider.kt"
)

// TestArgumentInjection: request values reach SQL text built with a
// StringBuilder, a Kotlin selection template fed by a Bundle extension
// getter, a file name kept in a field, a command line through a helper,
// Intent.parseUri and (in a D8-desugared Kotlin lambda) the whole URL of
// WebView.loadUrl. The same value as a selection argument or escaped by
// sqlEscapeString, a path canonicalized and checked against its base, a
// File asked only for its name, a number in a command line and a URL with
// a fixed scheme and host are not reported.
func TestArgumentInjection(t *testing.T) {
	got := runDex(t, "argflow", false, "CETP622")
	checkDex(t, got, []dexWant{
		{"CETP622", "error", afNotes + "search(Lorg/json/JSONObject;)Landroid/database/Cursor;@0x1f", afNotesJ, 41},
		{"CETP622", "error", "Lcom/example/af/JournalProvider;->" + cidCall + "@0x49", "com/example/af/JournalProvider.kt", 20},
		{"CETP622", "error", afNotes + "export()V@0xc", afNotesJ, 52},
		{"CETP622", "error", afNotes + "ping(Lorg/json/JSONObject;)V@0xe", afNotesJ, 69},
		{"CETP622", "error", afLink + "executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x21", afLinkK, 21},
		{"CETP622", "error", afLink + "executeTool$lambda$0(Lcom/example/af/LinkProvider;Ljava/lang/String;)V@0x14", afLinkK, 25},
	})
}

// TestConsumerConfirmationTrusted: a "user_confirmed" extra read through a
// helper decides whether deleteFile runs; a Kotlin SDK subclass keeps the
// "force" argument in a field that guards a preferences write; an
// "approved" flag that only decides whether to log is not reported,
// though a file delete follows the branch (it runs on both edges).
func TestConsumerConfirmationTrusted(t *testing.T) {
	got := runDex(t, "argflow", false, "CETP614")
	checkDex(t, got, []dexWant{
		{"CETP614", "error", "Lcom/example/af/ArchiveProvider;->" + cidCall + "@0x26", "com/example/af/ArchiveProvider.java", 19},
		{"CETP614", "error", "Lcom/example/af/TaskProvider;->clearAll()Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x2", "com/example/af/TaskProvider.kt", 22},
	})
}

// TestDeadlineNotChecked: NotesProvider serves execute_tool itself and
// reaches a file write (through export()) without reading deadline_at_ms;
// ArchiveProvider reads it first; LinkProvider is served by the SDK, and
// TaskProvider's own call() hands execute_tool to the SDK with super.call
// (a preferences write before it is bookkeeping the SDK's check follows).
func TestDeadlineNotChecked(t *testing.T) {
	got := runDex(t, "argflow", false, "CETP619")
	checkDex(t, got, []dexWant{
		{"CETP619", "warning", afNotes + cidCall + "@0x35", afNotesJ, 27},
	})
}

// TestRequestFlowLimitIsANote: with a dataflow work budget too small for
// LinkProvider.executeTool (an SDK hook, which the entry reach includes),
// the request flow cannot start there, and CETP622 says so in one note
// (the reach's limit note) instead of losing its two findings silently.
func TestRequestFlowLimitIsANote(t *testing.T) {
	d := loadDex(t, "../../testdata/dex/argflow.apk", false)
	d.Program.WorkBudget = 20
	got := run(d, "CETP622")
	var notes []string
	for _, f := range got {
		if f.Level.String() == "note" && strings.Contains(f.Location.Logical, "LinkProvider;->executeTool(") {
			notes = append(notes, f.Message)
		}
	}
	if len(notes) != 1 || !strings.Contains(notes[0], "not analyzed") && !strings.Contains(notes[0], "could not be analyzed") {
		t.Errorf("want one note on LinkProvider.executeTool, got %q\nall: %v", notes, gotDex(got))
	}
	for _, f := range got {
		if f.Level.String() == "error" && strings.Contains(f.Location.Logical, "LinkProvider") {
			t.Errorf("a finding beyond the limit: %s", f.Message)
		}
	}
}

// TestRequestRuleMessages: each message of CETP614, 619 and 622 on the
// argflow fixture names the method, the request key, the sink and the
// spec section (the tests above assert where; this, what is said).
func TestRequestRuleMessages(t *testing.T) {
	want := map[string][]string{
		"CETP622 NotesProvider;->search":              {"NotesProvider.search", `request argument "query"`, "SQL text of android.database.sqlite.SQLiteDatabase.rawQuery", "(§7.3)"},
		"CETP622 JournalProvider;->call":              {`request argument "tag"`, "SQLiteDatabase.query", "(§7.3)"},
		"CETP622 NotesProvider;->export":              {`request argument "file"`, "file path of the java.io.File constructor", "getCanonicalPath()", "(§7.3)"},
		"CETP622 NotesProvider;->ping":                {`request argument "host"`, "command line of java.lang.Runtime.exec", "(§7.3)"},
		"CETP622 LinkProvider;->executeTool(":         {`request argument "uri"`, "android.content.Intent.parseUri", "(§7.3)"},
		"CETP622 LinkProvider;->executeTool$lambda$0": {`request argument "url"`, "whole URL of android.webkit.WebView.loadUrl", "(§7.3)"},
		"CETP614 ArchiveProvider;->call":              {"ArchiveProvider.call", `request argument "user_confirmed"`, "android.content.Context.deleteFile", "USER_ACTION_REQUIRED", "(§4.3)"},
		"CETP614 TaskProvider;->clearAll":             {`request argument "force"`, "SharedPreferences$Editor.apply", "(§4.3)"},
		"CETP619 NotesProvider;->call":                {"com.example.af.NotesProvider serves execute_tool itself", "new java.io.FileOutputStream in com.example.af.NotesProvider.export", `"deadline_at_ms"`, "(§4.1)"},
	}
	seen := map[string]bool{}
	for _, id := range []string{"CETP614", "CETP619", "CETP622"} {
		for _, f := range runDex(t, "argflow", false, id) {
			matched := false
			for key, parts := range want {
				rule, where, _ := strings.Cut(key, " ")
				if rule != id || !strings.Contains(f.Location.Logical, where) {
					continue
				}
				matched, seen[key] = true, true
				for _, p := range parts {
					if !strings.Contains(f.Message, p) {
						t.Errorf("%s at %s: message lacks %q: %s", id, f.Location.Logical, p, f.Message)
					}
				}
			}
			if !matched {
				t.Errorf("%s at %s has no expected message: %s", id, f.Location.Logical, f.Message)
			}
		}
	}
	for key := range want {
		if !seen[key] {
			t.Errorf("no finding for %s", key)
		}
	}
}

// TestRequestFlowBoundsNamed: each bound of the request flow, lowered on
// the argflow fixture, gives notes that name that bound and no other: the
// budget of methods scanned (JournalProvider.call is past the first two),
// of whole-program rounds (TaskProvider.clearAll reads the "force" field
// stored in the first round) and of replays per method (Commands.ping
// gains a request value in its one replay, which nothing confirms).
func TestRequestFlowBoundsNamed(t *testing.T) {
	texts := []string{"its budget of methods", "the flow's budget of rounds", "the flow's budget of replays per method"}
	for _, tc := range []struct {
		name                        string
		methods, rounds, iterations int
		at                          string
		text                        int // index in texts
	}{
		{"methods", 2, 0, 0, "Lcom/example/af/JournalProvider;->" + cidCall + "@0x0", 0},
		{"rounds", 0, 1, 0, "Lcom/example/af/TaskProvider;->clearAll()Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x0", 1},
		{"iterations", 0, 0, 1, "Lcom/example/af/Commands;->ping(Ljava/lang/String;)Ljava/lang/String;@0x0", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			defer dexrules.SetReqBudgets(tc.methods, tc.rounds, tc.iterations)()
			for _, id := range []string{"CETP614", "CETP622"} {
				got := runDex(t, "argflow", false, id)
				wantOneNote(t, got, tc.at, texts[tc.text], id+" "+tc.name+" bound")
				for _, f := range got {
					if f.Level != finding.Note {
						continue
					}
					if !strings.Contains(f.Message, texts[tc.text]) {
						t.Errorf("%s note does not name the %s bound: %s", id, tc.name, f.Message)
					}
					for i, other := range texts {
						if i != tc.text && strings.Contains(f.Message, other) {
							t.Errorf("%s note names a bound not hit (%s): %s", id, other, f.Message)
						}
					}
				}
			}
		})
	}
}
