package dexrules_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
)

// Release-build shapes of the fourteenth review (rev14): small providers
// written the way R8 and D8 emit them, each rule's true positive beside
// its near miss.

const r14lProvider = "Lcom/example/r14l/ToolProvider;"

// TestRev14MergedLambdaGroups: R8 full mode merges lambda classes into
// one class told apart by $r8$classId. Only the case of the object's own
// id runs on the executor: the lambda run in place (id 0 of a, line 14)
// and the stateless one that reads no caller (id 1 of b, line 33) are
// silent; the lambda of line 20 (a's default case, its body a
// $r8$lambda$ method) and b's id 0, inlined into b.run, are errors where
// they read the caller.
func TestRev14MergedLambdaGroups(t *testing.T) {
	got := runDex(t, "rev14_lambdas", false, "CETP603")
	checkDex(t, got, []dexWant{
		{"CETP603", "error", r14lProvider + "->$r8$lambda$Qm0wXbRk1vT2(Lcom/example/r14l/ToolProvider;)V@0x0", "com/example/r14l/ToolProvider.java", 20},
		{"CETP603", "error", "Lcom/example/r14l/b;->run()V@0x13", "com/example/r14l/ToolProvider.java", 31},
	})
}

const r14kProvider = "Lcom/example/r14k/ToolProvider;"

// TestRev14ResultFailures: an exception kept in a field
// (kotlin.Result$Failure.exception, read where R8 inlined
// exceptionOrNull) or returned by a call (Result.exceptionOrNull-impl,
// resolved by name) is an exception object, and "text $e" is its text:
// CETP607 at lines 24 and 44. The same exception only logged, with a
// fixed message sent (line 31), is the near miss; the value class's
// mangled token makers still give CETP613 (line 36, kotlin.random) and
// nothing for the SecureRandom one (line 37).
func TestRev14ResultFailures(t *testing.T) {
	got := runDex(t, "rev14_kotlin", false, "CETP607", "CETP613")
	checkDex(t, got, []dexWant{
		{"CETP607", "warning", r14kProvider + "->a(Landroid/os/Bundle;)Landroid/os/Bundle;@0x3a", "com/example/r14k/ToolProvider.kt", 24},
		{"CETP607", "warning", r14kProvider + "->d(Landroid/os/Bundle;)Landroid/os/Bundle;@0x2b", "com/example/r14k/ToolProvider.kt", 44},
		{"CETP613", "error", r14kProvider + "->c()Landroid/os/Bundle;@0xe", "com/example/r14k/ToolProvider.kt", 36},
	})
}

const r14jProvider = "Lcom/example/r14j/ToolProvider;"

// TestRev14JavaRelease: D8's desugared interface methods (Resolutions$-CC),
// a folded FLAG_IMMUTABLE|FLAG_UPDATE_CURRENT literal, javac's string
// switch and try-with-resources and an R8 outline are read as the source
// means: the default method's implicit, mutable PendingIntent (line 16)
// is CETP601 and CETP602 where it is made, the static method's explicit
// Intent with the folded flags (line 24) is neither; the IOException
// concatenated through the outline (line 40) is CETP607, the fixed
// message of the SecurityException (line 43) is not.
func TestRev14JavaRelease(t *testing.T) {
	got := runDex(t, "rev14_java", false, "CETP601", "CETP602", "CETP607")
	retry := "Lcom/example/r14j/Resolutions$-CC;->$default$retry(Lcom/example/r14j/Resolutions;Landroid/content/Context;)Landroid/app/PendingIntent;@0xa"
	checkDex(t, got, []dexWant{
		{"CETP601", "error", retry, "com/example/r14j/Resolutions.java", 16},
		{"CETP602", "error", retry, "com/example/r14j/Resolutions.java", 16},
		{"CETP607", "warning", r14jProvider + "->c(Landroid/os/Bundle;)Landroid/os/Bundle;@0x4f", "com/example/r14j/ToolProvider.java", 40},
	})
}

// TestRev14MergedCleanIdentityBodies: the Binder.ThrowingRunnable lambdas
// R8 merged into one class run only their own case. The lambda handed to
// withCleanCallingIdentity with the package read before (id 0, line 14)
// and the one run in place (id 1, line 16, which reads the caller with
// its identity intact) are silent; id 2, whose helper who() reads the
// caller inside the cleared window, is reported at its call (line 19).
func TestRev14MergedCleanIdentityBodies(t *testing.T) {
	got := runDex(t, "rev14_clean", false, "CETP611")
	checkDex(t, got, []dexWant{
		{"CETP611", "error", "Lcom/example/r14c/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x27", "com/example/r14c/ToolProvider.java", 19},
	})
}

// TestRev14SourcePlaceholders: R8's placeholders for a source file are not
// files. A finding in the lambda class R8 synthesized (SourceFile
// "R8$$SyntheticClass", its inlined body keeping line 14) is placed in the
// file of the class it was made for, ToolProvider.java; one in a class
// whose SourceFile was renamed to "SourceFile" is placed in the APK with
// no line, as a class without a SourceFile is. The read in call() itself
// (line 12) stays in ToolProvider.java and is no CETP603.
func TestRev14SourcePlaceholders(t *testing.T) {
	got := runDex(t, "rev14_synth", false, "CETP603", "CETP607", "CETP609")
	checkDex(t, got, []dexWant{
		{"CETP603", "error", "Lcom/example/r14s/ToolProvider$$ExternalSyntheticLambda0;->run()V@0x7", "com/example/r14s/ToolProvider.java", 14},
		{"CETP607", "warning", "Lcom/example/r14s/Errors;->failure(Ljava/lang/String;)Landroid/os/Bundle;@0x10", "../../testdata/dex/rev14_synth.apk", 0},
		{"CETP609", "note", "Lcom/example/r14s/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/example/r14s/ToolProvider.java", 12},
	})
}

// TestRev14ReadToolMergedLambda: a read tool's handler invoking a lambda
// of an R8 lambda group runs only that lambda's case. list_notes invokes
// ping (a.c.a, id 0, writes nothing) and is silent though its sibling
// wipe deletes; stats invokes wipe (a.c.b, id 1) and is an error at its
// registration, naming the delete in a.c.invoke; audit keeps its note.
// r8direct is the same app with R8's devirtualized invoke-virtual
// a.c.invoke() (the field's type is the exact merged class) instead of
// Function0.invoke: the direct call runs only the case of the object's
// class id, as the interface call does (main gave list_notes a false
// error for wipe's delete).
func TestRev14ReadToolMergedLambda(t *testing.T) {
	for _, apk := range []string{"rev14_readgroup", "r8direct"} {
		got := runDex(t, apk, false, "CETP621")
		checkDex(t, got, []dexWant{
			{"CETP621", "error", rmInit + "@0xad", "com/example/rm/NotesProvider.kt", 23},
			{"CETP621", "note", rmInit + "@0xca", "com/example/rm/NotesProvider.kt", 25},
		})
		for _, f := range got {
			if f.Level.String() == "error" && !strings.Contains(f.Message, "SQLiteDatabase.delete (via a.b.a → a.c.invoke)") {
				t.Errorf("%s, stats: %s, want the delete of wipe's case", apk, f.Message)
			}
		}
	}
}

const r14uProvider = "Lcom/example/r14u/ToolProvider;"

// TestRev14MergedCaseUnknown: a field holds one of two lambdas of an R8
// lambda group, set in onCreate() or in rearm(), so which case of the
// merged class runs cannot be told. Where only one case reads the caller
// (a, handed to execute at line 28; b, handed to withCleanCallingIdentity
// at line 29) CETP603 and CETP611 give a note at the hop naming the
// merged class instead of an error for the sibling's read; where every
// case reads it (c, submitted at line 30) CETP603 stays an error at both
// reads (the inlined case 0 is in c, whose source file R8 replaced: it
// is placed at the line R8 kept, 16, in ToolProvider.java, the file of
// the one class that constructs c).
func TestRev14MergedCaseUnknown(t *testing.T) {
	got := runDex(t, "rev14_unsure", false, "CETP603", "CETP611")
	call := r14uProvider + "->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	checkDex(t, got, []dexWant{
		{"CETP603", "error", r14uProvider + "->$r8$lambda$Ej1rXo4Tb2Fv(Lcom/example/r14u/ToolProvider;)Ljava/lang/String;@0x0", "com/example/r14u/ToolProvider.java", 23},
		{"CETP603", "error", "Lcom/example/r14u/c;->call()Ljava/lang/Object;@0x12", "com/example/r14u/ToolProvider.java", 16},
		{"CETP603", "note", call + "@0xf", "com/example/r14u/ToolProvider.java", 28},
		{"CETP611", "note", call + "@0x14", "com/example/r14u/ToolProvider.java", 29},
	})
	for _, f := range got {
		if f.Level.String() == "note" && !strings.Contains(f.Message, "a class R8 merged from several, and which case of it runs cannot be told") {
			t.Errorf("note %s: %s, want it to say the merged case cannot be told", f.RuleID, f.Message)
		}
	}
}

// TestRev14MergedLambdaEffects: the lambdas of Tasks, merged by R8 into
// a (id 0 purge deletes a file, id 1 ping only logs). CETP619: SyncProvider
// runs purge's object in place with no deadline read and is warned at the
// run (line 11); PingProvider runs ping's the same way and is silent, its
// sibling's delete not being its case. CETP614: ArchiveProvider hands purge
// to an executor when "confirmed" is set (line 13, an error) and ping when
// "force" is (line 14, silent: that case makes no side effect).
// When the case cannot be told (a field set in onCreate() or in rearm()):
// RearmProvider runs a (purge deletes, ping does not) and gets a note at
// the run (line 22) naming the merged class, not a warning; SweepProvider
// runs b, whose cases both delete, and is warned there (line 22).
func TestRev14MergedLambdaEffects(t *testing.T) {
	const callSig = "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	got := runDex(t, "rev14_handed", false, "CETP619", "CETP614")
	checkDex(t, got, []dexWant{
		{"CETP614", "error", "Lcom/example/r14h/ArchiveProvider;->" + callSig + "@0x23", "com/example/r14h/ArchiveProvider.java", 13},
		{"CETP619", "note", "Lcom/example/r14h/RearmProvider;->" + callSig + "@0x18", "com/example/r14h/RearmProvider.java", 22},
		{"CETP619", "warning", "Lcom/example/r14h/SweepProvider;->" + callSig + "@0x18", "com/example/r14h/SweepProvider.java", 22},
		{"CETP619", "warning", "Lcom/example/r14h/SyncProvider;->" + callSig + "@0x14", "com/example/r14h/SyncProvider.java", 11},
	})
	for _, f := range got {
		want := "deleteFile in com.example.r14h.Tasks.$r8$lambda$Fs2nLp0Xq8Vd" // purge's
		switch {
		case strings.Contains(f.Location.Path, "SweepProvider"):
			want = "deleteFile in com.example.r14h.Tasks.$r8$lambda$Kd8wPz2Hn5Rb" // the first in b.run: drop's
		case f.Level.String() == "note":
			want = "an object of com.example.r14h.a, a class R8 merged from several, and which case of it runs cannot be told"
		}
		if !strings.Contains(f.Message, want) {
			t.Errorf("%s %s: %s, want %q", f.RuleID, f.Location.Path, f.Message, want)
		}
	}
}

// TestRev14MergedSourceFile: a class R8 merged from lambdas carries R8's
// placeholder for a source file. rev14_unsure's c is constructed only by
// ToolProvider, so its cases are placed in ToolProvider.java (the finding
// in c.call at line 16 above); rev14_handed's a is constructed by three
// providers of three files, so which file a case came from is not told
// and its findings stay at the APK (the near miss).
func TestRev14MergedSourceFile(t *testing.T) {
	for _, tc := range []struct{ fixture, class, src, home string }{
		{"rev14_unsure", "Lcom/example/r14u/c;", "ToolProvider.java", r14uProvider},
		{"rev14_handed", "Lcom/example/r14h/a;", "", "Lcom/example/r14h/a;"},
	} {
		d := loadDex(t, filepath.Join("..", "..", "testdata", "dex", tc.fixture+".apk"), false)
		src, home := dexrules.SourceOf(d.Program, tc.class)
		if src != tc.src || home != tc.home {
			t.Errorf("%s %s: placed in %q of %q, want %q of %q", tc.fixture, tc.class, src, home, tc.src, tc.home)
		}
	}
}
