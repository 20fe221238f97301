package dexrules_test

import (
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
	"github.com/clawseed/cetpaudit/internal/finding"
)

// The argobj fixture: request arguments parsed into app objects (Kotlin
// data classes built by a companion factory, a @JvmStatic factory and
// copy(); a Java holder built by a static factory) and read back through
// getters and componentN; effects run by lambdas handed to an Executor or
// a Handler; authorize delegating to helpers.
const (
	aoNotes   = "Lcom/example/ao/NotesProvider;->"
	aoNotesK  = "com/example/ao/NotesProvider.kt"
	aoArchive = "Lcom/example/ao/ArchiveProvider;->"
	aoArchJ   = "com/example/ao/ArchiveProvider.java"
	aoJobs    = "Lcom/example/ao/JobProvider;->"
	aoJobsJ   = "com/example/ao/JobProvider.java"
	aoAuth    = "authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;"
)

// TestConfirmationThroughArgsObject: the "confirmed" flag, parsed into a
// Kotlin data class by its companion's fromJson and read by a helper
// through getConfirmed(), decides a delete (NotesProvider.delete); in Java,
// the flag of a holder built by ArchiveArgs.from, read through
// isConfirmed(), decides a delete that a D8 lambda posted to a Handler runs
// (the null check of the holder before it is no confirmation); and the
// Kotlin flag decides whether a Kotlin lambda class started with thread {}
// deletes (NotesProvider.wipe). Not
// reported: the flag of a data class's copy() deciding only a log line
// (rename), and a flag deciding a posted lambda that only lists files
// (preview). A flag deciding a Runnable read from a field, which the
// analysis cannot resolve, is a note (restore), also when a helper the
// branch calls posts it (rollback, the note naming the helper's post); a
// flag deciding a helper that posts a resolved lambda which only logs is
// nothing (verify). JobProvider's arguments are parsed by reflection: the
// flag Gson fills into JobArgs from the request decides a delete (run);
// the flag it fills into JobDefaults from a constant is nothing (reset);
// Moshi's fromJson in a generic helper naming no class (parse) is bound to
// JobArgs by its caller's cast of the helper's result (no note; a helper
// whose class no caller names is decoderpos's note).
// In Kotlin, the "force" kotlinx.serialization decodes into PurgeJob (the
// reified decodeFromString, class known by the cast) decides a delete.
func TestConfirmationThroughArgsObject(t *testing.T) {
	got := runDex(t, "argobj", false, "CETP614")
	checkDex(t, got, []dexWant{
		{"CETP614", "error", aoNotes + "delete(Lcom/example/ao/DeleteArgs;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x4", aoNotesK, 34},
		{"CETP614", "error", aoNotes + "wipe(Lcom/example/ao/DeleteArgs;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0xc", aoNotesK, 81},
		{"CETP614", "error", aoArchive + "purge(Lcom/example/ao/ArchiveArgs;)Landroid/os/Bundle;@0xd", aoArchJ, 27},
		{"CETP614", "note", aoArchive + "restore(Lcom/example/ao/ArchiveArgs;)Landroid/os/Bundle;@0x4", aoArchJ, 45},
		{"CETP614", "note", aoArchive + "rollback(Lcom/example/ao/ArchiveArgs;)Landroid/os/Bundle;@0x4", aoArchJ, 59},
		{"CETP614", "error", aoJobs + "run(Lcom/example/ao/JobArgs;)Landroid/os/Bundle;@0x4", aoJobsJ, 29},
		{"CETP614", "error", "Lcom/example/ao/PurgeJobProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2c", "com/example/ao/PurgeJobProvider.kt", 13},
	})
	want := map[string][]string{
		"NotesProvider;->delete":     {`request argument "confirmed"`, "android.database.sqlite.SQLiteDatabase.delete runs", "(§4.3)"},
		"NotesProvider;->wipe":       {"SQLiteDatabase.delete in com.example.ao.NotesProvider$wipe$1.invoke (run through kotlin.concurrent.ThreadsKt.thread$default)"},
		"ArchiveProvider;->purge":    {`request argument "confirmed"`, "android.content.Context.deleteFile in com.example.ao.ArchiveProvider.lambda$purge$0 (run through android.os.Handler.post)"},
		"ArchiveProvider;->restore":  {`request argument "confirmed"`, "android.os.Handler.post", "the body is read from field", "CETP614 cannot tell", "(§4.3)"},
		"PurgeJobProvider;->call":    {`request argument "force"`, "android.content.Context.deleteDatabase runs"},
		"JobProvider;->run":          {`request argument "confirmed"`, "android.content.Context.deleteFile runs"},
		"ArchiveProvider;->rollback": {`request argument "confirmed"`, "hands code to android.os.Handler.post in com.example.ao.ArchiveProvider.postRestore, but the body is read from field", "CETP614 cannot tell", "(§4.3)"},
	}
	checkMessages(t, got, want)
}

// TestInjectionThroughArgsObject: the owner parsed into a Kotlin data class
// by a @JvmStatic factory and taken apart with component1() reaches SQL
// text (NotesProvider.purge), and the name of the Java holder reaches
// deleteFile in the lambda it is captured by. The copy() of a data class
// whose values travel as bind arguments (rename) is not reported.
func TestInjectionThroughArgsObject(t *testing.T) {
	got := runDex(t, "argobj", false, "CETP622")
	checkDex(t, got, []dexWant{
		{"CETP622", "error", aoNotes + "purge(Lcom/example/ao/PurgeArgs;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x21", aoNotesK, 42},
		{"CETP622", "error", aoArchive + "lambda$purge$0(Landroid/content/Context;Ljava/lang/String;)V@0x0", aoArchJ, 30},
	})
	checkMessages(t, got, map[string][]string{
		"NotesProvider;->purge":          {`request argument "owner"`, "SQL text of android.database.sqlite.SQLiteDatabase.execSQL"},
		"ArchiveProvider;->lambda$purge": {`request argument "name"`, "file path of android.content.Context.deleteFile"},
	})
}

// TestReadToolWriteInExecutorLambda: read tool tag_note hands the Executor
// a D8 lambda whose body writes (an error at its branch's call, naming the
// lambda in the chain); recent_notes's lambda only queries. sync_notes
// hands it a Runnable read from a field, which cannot be resolved: a note.
func TestReadToolWriteInExecutorLambda(t *testing.T) {
	const exec = aoNotes + "executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;"
	got := runDex(t, "argobj", false, "CETP621")
	checkDex(t, got, []dexWant{
		{"CETP621", "error", exec + "@0xae", aoNotesK, 26},
		{"CETP621", "note", exec + "@0xb8", aoNotesK, 28},
	})
	for _, f := range got {
		var parts []string
		switch {
		case strings.Contains(f.Message, `"tag_note"`):
			parts = []string{"writes: SQLiteDatabase.execSQL",
				"via com.example.ao.NotesProvider.tag → com.example.ao.NotesProvider$$ExternalSyntheticLambda0.run →"}
		case strings.Contains(f.Message, `"sync_notes"`):
			parts = []string{"Executor.execute in com.example.ao.NotesProvider.sync", "the body is read from field", "(§3.4)"}
		default:
			t.Errorf("unexpected CETP621 message: %s", f.Message)
		}
		for _, p := range parts {
			if !strings.Contains(f.Message, p) {
				t.Errorf("message lacks %q: %s", p, f.Message)
			}
		}
	}
}

// TestAuthorizeThroughHelper: NotesProvider.authorize returns what
// PolicyKt.decide returns, and decide answers Allow without looking at the
// request (an error at authorize's return); GateProvider hands the request
// to a helper that reads its scopes, two calls down, and throws without
// one; AuditProvider hands it to a library the APK does not hold, so
// CETP617 can only say, in a note, that it cannot tell.
func TestAuthorizeThroughHelper(t *testing.T) {
	got := runDex(t, "argobj", false, "CETP617")
	checkDex(t, got, []dexWant{
		{"CETP617", "error", aoNotes + aoAuth + "@0x9", aoNotesK, 18},
		{"CETP617", "note", "Lcom/example/ao/AuditProvider;->" + aoAuth + "@0xe", "com/example/ao/AuditProvider.kt", 13},
	})
	checkMessages(t, got, map[string][]string{
		"NotesProvider;->authorize": {"it hands the request to com.example.ao.PolicyKt.decide, which does not read it either", "(§3.4, §7.2)"},
		"AuditProvider;->authorize": {"com.vendor.audit.AuditTrail.record, which is not in the APK", "CETP617 cannot tell"},
	})
}

// checkMessages checks that each finding whose logical location contains
// a key says every part of its value, and that every key matched one.
func checkMessages(t *testing.T, got []finding.Finding, want map[string][]string) {
	t.Helper()
	seen := map[string]bool{}
	for _, f := range got {
		for where, parts := range want {
			if !strings.Contains(f.Location.Logical, where) {
				continue
			}
			seen[where] = true
			for _, p := range parts {
				if !strings.Contains(f.Message, p) {
					t.Errorf("%s at %s: message lacks %q: %s", f.RuleID, f.Location.Logical, p, f.Message)
				}
			}
		}
	}
	for where := range want {
		if !seen[where] {
			t.Errorf("no finding at %s", where)
		}
	}
}

// TestAuthorizeHelperDepthIsANote: with CETP617 following the request one
// helper deep, GateProvider's check (two helpers down) is out of reach, so
// its always-Allow return gets a note naming the bound, not a finding.
func TestAuthorizeHelperDepthIsANote(t *testing.T) {
	defer dexrules.SetAuthorizeDepth(1)()
	got := runDex(t, "argobj", false, "CETP617")
	wantOneNote(t, got, "Lcom/example/ao/GateProvider;->"+aoAuth+"@0x5",
		"com.example.ao.AccessRules.scopes, more than 1 helpers deep, CETP617's budget for following the request", "CETP617 depth bound")
	for _, f := range got {
		if f.Level != finding.Note && strings.Contains(f.Location.Logical, "GateProvider") {
			t.Errorf("a finding beyond the bound: %s", f.Message)
		}
	}
}
