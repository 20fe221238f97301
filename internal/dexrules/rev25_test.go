package dexrules_test

import (
	"strings"
	"testing"
)

// The twenty-fifth review (rev25): Provider apps in kotlinc 2.4.20 + D8
// shapes (testdata/dex/src/rev25_*, labels in testdata/dex/rev25_labels.md,
// committed before the first scan), each run with every rule.

// TestRev25ParameterReceivers: helpers taking an interface parameter, each
// given one class by its only caller. audited's window calls OwnerLookup,
// which reads the calling UID (CETP611, line 44); cleared's window is
// given only CountLookup (line 37) and stays silent, although OwnerLookup
// is live and implements the same interface.
func TestRev25ParameterReceivers(t *testing.T) {
	checkDex(t, runDex(t, "rev25_recv", false), []dexWant{
		{"CETP611", "error", "Lcom/example/r25r/NotesProvider;->audited(Lcom/example/r25r/Lookup;)Ljava/lang/String;@0xd", "com/example/r25r/NotesProvider.kt", 44},
	})
}

// TestRev25ValueClasses: "caller_package" wrapped by a value class's
// constructor-impl and compared in the mangled isPartner-BR7B7SA
// (CETP606, Values.kt:9), and a java.util.Random token boxed into a Pair
// by box-impl and taken back by unbox-impl as operation_id (CETP613,
// line 45); getCallingPackage wrapped the same way (line 40) and a
// SecureRandom token (line 48) are silent.
func TestRev25ValueClasses(t *testing.T) {
	checkDex(t, runDex(t, "rev25_value", false), []dexWant{
		{"CETP606", "error", "Lcom/example/r25v/ValuesKt;->callerOf(Landroid/os/Bundle;)Ljava/lang/String;@0x7", "com/example/r25v/Values.kt", 9},
		{"CETP613", "error", "Lcom/example/r25v/GrantProvider;->startExport(Landroid/os/Bundle;)Landroid/os/Bundle;@0x12", "com/example/r25v/GrantProvider.kt", 45},
	})
}

// TestRev25MapDelegatedVars: "caller_package" stored through a `var by
// map` setter (Map.put under the property's name, $$delegatedProperties
// of kotlinc 2.x's MutablePropertyReference1Impl) and read back to decide
// (CETP606 at the read, line 37). The map getter (Draft.kt:6) reads a key
// the app itself puts into that field's map, so it is not a second claim:
// getCallingPackage stored the same way (line 49) and "note" (line 43)
// are silent.
func TestRev25MapDelegatedVars(t *testing.T) {
	checkDex(t, runDex(t, "rev25_mapvar", false), []dexWant{
		{"CETP606", "error", "Lcom/example/r25m/ShareProvider;->shareNote(Landroid/os/Bundle;)Landroid/os/Bundle;@0xe", "com/example/r25m/ShareProvider.kt", 37},
	})
}

// TestRev25DataClassCodes: error_code read from a data class's field whose
// default is a companion object's val (AUTH_REQUIRED through the default
// constructor, Companion.getAUTH and access$getAUTH$cp) and that another
// call sets to the inlined const UNAVAILABLE. The field is judged per
// class, not per object, so the put (Failure.kt:9) is a note naming both
// codes rather than an error for syncAccount (line 37) alone. A data
// class every construction of which takes the default
// USER_ACTION_REQUIRED, returned bare by syncConsent (line 48), is an
// error at its put (Consent.kt:8); Failure's unused copy() does not make
// its field unknown. Before, neither was reported.
func TestRev25DataClassCodes(t *testing.T) {
	checkDex(t, runDex(t, "rev25_const508", false), []dexWant{
		{"CETP508", "error", "Lcom/example/r25c/Consent;->toBundle()Landroid/os/Bundle;@0x10", "com/example/r25c/Consent.kt", 8},
		{"CETP508", "note", "Lcom/example/r25c/Failure;->toBundle()Landroid/os/Bundle;@0x10", "com/example/r25c/Failure.kt", 9},
	})
}

// TestRev25ResultOperators: kotlin.Result consumed through its inline
// operators. fold's onFailure puts e.message into error_message (CETP607,
// line 38); recover's e.toString(), wrapped by Result.constructor-impl
// and taken back after getOrThrow's throwOnFailure, does too (line 50;
// missed before constructor-impl passed its argument through); onFailure
// that logs the exception and answers a fixed text (line 43) is silent.
func TestRev25ResultOperators(t *testing.T) {
	checkDex(t, runDex(t, "rev25_fold", false), []dexWant{
		{"CETP607", "warning", "Lcom/example/r25f/BackupProvider;->exportNotes(Landroid/os/Bundle;)Landroid/os/Bundle;@0x3e", "com/example/r25f/BackupProvider.kt", 38},
		{"CETP607", "warning", "Lcom/example/r25f/BackupProvider;->restoreNotes(Landroid/os/Bundle;)Landroid/os/Bundle;@0x40", "com/example/r25f/BackupProvider.kt", 50},
	})
}

// TestRev25FunInterfaceLambdas: fun interface lambdas as D8 desugars them
// (a $$ExternalSyntheticLambdaN class, one instance kept in INSTANCE)
// handed to private helpers. auditWindow is given the lambda that reads
// the calling UID (CETP611, line 44, naming that lambda's class);
// inWindow, reached through sizes two calls deep, is given only the size
// lambda (line 37) and stays silent, although the caller-reading lambda
// of mediaOwner implements Probe too.
func TestRev25FunInterfaceLambdas(t *testing.T) {
	got := runDex(t, "rev25_sam", false)
	checkDex(t, got, []dexWant{
		{"CETP611", "error", "Lcom/example/r25s/MediaProvider;->auditWindow(Lcom/example/r25s/Probe;)Ljava/lang/String;@0xd", "com/example/r25s/MediaProvider.kt", 44},
	})
	if len(got) == 1 && !strings.Contains(got[0].Message, "MediaProvider$$ExternalSyntheticLambda2.look") {
		t.Errorf("message names another lambda: %s", got[0].Message)
	}
}

// TestRev25EnumEntries: the enumtools app as kotlinc 2.x emits it ($ENTRIES
// from EnumEntriesKt.enumEntries, Tool.from iterating getEntries()), with
// the `when` moved into a private helper given the constant. The branch of
// archive_note, declared read, runs an UPDATE (CETP621, line 31); the
// list_notes branch (line 29) only queries. The CREATE tool with no
// mutation executor (CETP608, line 13) is enumtools' own finding.
func TestRev25EnumEntries(t *testing.T) {
	checkDex(t, runDex(t, "rev25_entries", false), []dexWant{
		{"CETP608", "error", "Lcom/example/r25e/NotesProvider;-><init>()V@0x21", "com/example/r25e/NotesProvider.kt", 13},
		{"CETP621", "error", "Lcom/example/r25e/NotesProvider;->dispatch(Lcom/example/r25e/Tool;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x1a", "com/example/r25e/NotesProvider.kt", 31},
	})
}

// TestRev25ValueClassProperties: a class whose properties are value
// classes (mangled getters getId-UfHhsGw, a private constructor behind a
// public DefaultConstructorMarker twin) filled with a java.util.Random
// operation id by weakPending and a UUID by strongPending. The id field
// is known per class and both readers get the object as a parameter, so
// each is judged by what its callers pass: reply is given startJob's
// Random-built object (CETP613 at that call, JobsProvider.kt:36, per call
// site as rev24's ParamObjectArgs judges it; a note on main), receipt only
// UUID-built ones (Ops.kt:8, silent; a note on main).
func TestRev25ValueClassProperties(t *testing.T) {
	got := runDex(t, "rev25_valueprop", false)
	checkDex(t, got, []dexWant{
		{"CETP613", "error", "Lcom/example/r25o/JobsProvider;->startJob(Landroid/os/Bundle;)Landroid/os/Bundle;@0x8", "com/example/r25o/JobsProvider.kt", 36},
	})
	if len(got) == 1 && !strings.Contains(got[0].Message, "JobsProvider.startJob passes com.example.r25o.OpsKt.reply") {
		t.Errorf("message does not name the caller: %s", got[0].Message)
	}
}
