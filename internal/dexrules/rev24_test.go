package dexrules_test

import (
	"strings"
	"testing"
)

// The rev24 apps (testdata/dex/src/rev24_*, labels in
// testdata/dex/rev24_labels.md): Java 17/21 shapes as javac and D8 emit
// them, each with true positives and near misses.

// TestRev24TypeSwitch: a Java 21 pattern switch on a sealed interface of
// records, lowered by D8 to a static (Object, int) -> int helper. The guard
// `case Purge(var folder, var confirmed) when confirmed` restarts the switch
// past its case when false, so the args' "confirmed" decides whether
// execSQL runs (CETP614, the guard at line 35) — followed as a plain loop
// the restart seemed to reach the body again (and, with the guarded Save
// case after it, the flag seemed to decide Save's openFileOutput instead).
// The folder is built into the SQL text (CETP622, line 36); Lookup's tag is
// bound (silent, line 40); Save's guard matches the whole file name before
// openFileOutput (silent, line 43). wipe() is a two-case pattern switch
// whose index switch D8 turned into an if-chain; its guard decides delete
// the same way (CETP614, line 51).
func TestRev24TypeSwitch(t *testing.T) {
	const call = "Lcom/example/r24t/OpsProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "rev24_typeswitch", allCode)
		for _, f := range got {
			if f.RuleID == "CETP614" && strings.Contains(f.Location.Logical, "->call(") && !strings.Contains(f.Message, "SQLiteDatabase.execSQL runs") {
				t.Errorf("CETP614 names another effect: %s", f.Message)
			}
		}
		checkDex(t, got, []dexWant{
			{"CETP614", "error", call + "@0xb4", "com/example/r24t/OpsProvider.java", 35},
			{"CETP622", "error", call + "@0xd1", "com/example/r24t/OpsProvider.java", 36},
			{"CETP614", "error", "Lcom/example/r24t/OpsProvider;->wipe(Ljava/lang/Object;Landroid/database/sqlite/SQLiteDatabase;)Landroid/os/Bundle;@0x18", "com/example/r24t/OpsProvider.java", 51},
		})
	}
}

// TestRev24InstanceofRecords: Java 17 `instanceof WhoArgs w` (instance-of,
// then check-cast of a copy) on what Gson parsed into a desugared record:
// the record component annotated @SerializedName("caller_package") decides
// the grant (CETP606, line 30); its note component deciding is silent
// (line 32), and so is ShareArgs, whose compact constructor validates.
// The record's equals, desugared by D8 into an external helper comparing
// the arrays of $record$getFieldsAsObjects, reads caller_package in
// compiler-made code: reported where call() runs that equals (line 37),
// not in the synthetic method (WhoArgs.java:6, as before).
func TestRev24InstanceofRecords(t *testing.T) {
	const call = "Lcom/example/r24i/LinkProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev24_instanceof", allCode), []dexWant{
			{"CETP606", "error", call + "@0x7e", "com/example/r24i/LinkProvider.java", 30},
			{"CETP606", "error", call + "@0xb0", "com/example/r24i/LinkProvider.java", 37},
		})
	}
}

// TestRev24RecordToString: a record's toString() as D8 desugars javac's
// ObjectMethods bootstrap (the fields as an Object[] joined by an external
// synthetic helper with StringBuilder.append(Object)) prints the exception
// the record holds (CETP607, line 42); a record of a code and a count is
// silent (line 48). A record's accessor called on the record built in the
// same method returns its constructor's constant: clear() answers
// USER_ACTION_REQUIRED with neither resolution nor resume_token (CETP508
// at the put in Replies.error, line 11), status()'s UNAVAILABLE needs none,
// and Draft's code, a non-final field set again after construction, is not
// taken from its constructor (before, both gave one "cannot tell" note).
// fail(Problem) only reads the record it is given: get() passes it the
// SQLiteException's message from its catch (CETP607 at that call, line 67)
// and a fixed text elsewhere (line 64, silent); before, one warning at
// fail said it could not tie the object to either call.
func TestRev24RecordToString(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev24_recstr", allCode), []dexWant{
			{"CETP508", "error", "Lcom/example/r24s/SyncProvider;->clear()Landroid/os/Bundle;@0xe", "com/example/r24s/SyncProvider.java", 53},
			{"CETP607", "warning", "Lcom/example/r24s/SyncProvider;->get(Landroid/os/Bundle;)Landroid/os/Bundle;@0x3d", "com/example/r24s/SyncProvider.java", 67},
			{"CETP607", "warning", "Lcom/example/r24s/SyncProvider;->sync()Landroid/os/Bundle;@0x20", "com/example/r24s/SyncProvider.java", 42},
		})
	}
}

// TestRev24StringSwitchDispatch: javac's string switch on the tool name
// (hashCode sparse-switch, equals, packed-switch on the index) dispatches
// to handlers the rules follow: a D8 lambda run by an executor reads the
// calling UID (CETP603, line 40) while the uid captured before the hop is
// silent (line 48); getCallingPackage inside a try/finally's cleared
// window (CETP611, line 56) but not before clearCallingIdentity (line 64).
func TestRev24StringSwitchDispatch(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev24_strswitch", allCode), []dexWant{
			{"CETP603", "error", "Lcom/example/r24w/BackupProvider;->lambda$backupNow$0(Landroid/content/Context;)V@0x0", "com/example/r24w/BackupProvider.java", 40},
			{"CETP611", "error", "Lcom/example/r24w/BackupProvider;->restore()Landroid/os/Bundle;@0x4", "com/example/r24w/BackupProvider.java", 56},
		})
	}
}

// TestRev24CloseResource: javac 9/10's try-with-resources through the
// synthetic $closeResource(Throwable, AutoCloseable), with its catch-all
// copies, inside a catch of IOException: "export failed: " + e lowered to
// StringBuilder.append(Object) leaks the exception (CETP607, line 39);
// the twin that logs it and names the file is silent (line 42).
func TestRev24CloseResource(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev24_closeres", allCode), []dexWant{
			{"CETP607", "warning", "Lcom/example/r24c/ExportProvider;->write(Ljava/lang/String;Z)Landroid/os/Bundle;@0x3c", "com/example/r24c/ExportProvider.java", 39},
		})
	}
}

// TestRev24Backport: Objects.requireNonNullElse backported by D8 into an
// external synthetic class carries the extras' "calling_package" (CETP606,
// line 35); the same on "display_name" is silent (line 42). Set.of, also
// backported (a HashSet of the elements, made unmodifiable), is an
// allow-list: the table it admits is silent (line 52), the unchecked one
// is built into the SQL text (CETP622, line 58).
func TestRev24Backport(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev24_backport", allCode), []dexWant{
			{"CETP606", "error", "Lcom/example/r24b/ProfileProvider;->share(Landroid/os/Bundle;)Landroid/os/Bundle;@0x2", "com/example/r24b/ProfileProvider.java", 35},
			{"CETP622", "error", "Lcom/example/r24b/ProfileProvider;->dump(Landroid/os/Bundle;)Landroid/os/Bundle;@0x26", "com/example/r24b/ProfileProvider.java", 58},
		})
	}
}

// TestRev24InterfaceCompanion: D8's ToolSupport$-CC holds the interface's
// static callerOf, reading "caller_package" (CETP606, line 9), and the
// default auditLater's lambda, run by an executor, reading the calling UID
// (CETP603, line 17); the default localeOf's "locale" is silent (line 21).
func TestRev24InterfaceCompanion(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev24_defaults", allCode), []dexWant{
			{"CETP606", "error", "Lcom/example/r24d/ToolSupport$-CC;->callerOf(Landroid/os/Bundle;)Ljava/lang/String;@0x2", "com/example/r24d/ToolSupport.java", 9},
			{"CETP603", "error", "Lcom/example/r24d/ToolSupport$-CC;->lambda$auditLater$0(Landroid/content/Context;)V@0xd", "com/example/r24d/ToolSupport.java", 17},
		})
	}
}

// TestRev24TokenPerCaller: started(OpId) puts the record's value as the
// operation_id and is called with OpId.next() (java.util.Random under a
// synchronized block) and OpId.secure() (SecureRandom): judged per call
// site, the first call is reported (CETP613 at call, line 30) and the
// second is silent (line 32), where the field's one answer gave a note at
// started. logged(OpId) also keeps its object in a static field, but the
// record's value is final and its only caller passes OpId.next(): judged
// by what that caller made (callerObjects, from rev25), an error at the put
// naming the caller (line 42), where the per-field answer gave a note.
func TestRev24TokenPerCaller(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "rev24_synctoken", allCode)
		checkDex(t, got, []dexWant{
			{"CETP613", "error", "Lcom/example/r24k/JobsProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x79", "com/example/r24k/JobsProvider.java", 30},
			{"CETP613", "error", "Lcom/example/r24k/JobsProvider;->logged(Lcom/example/r24k/OpId;)Landroid/os/Bundle;@0x11", "com/example/r24k/JobsProvider.java", 42},
		})
		for _, f := range got {
			if f.RuleID == "CETP613" && strings.Contains(f.Location.Logical, "->logged(") && !strings.Contains(f.Message, "JobsProvider.call passes it") {
				t.Errorf("logged's finding does not name its caller: %s", f.Message)
			}
		}
		// Each finding names the source the caller's object holds (the
		// per-caller report takes it from that caller, not the put).
		checkSources(t, got, "non-cryptographic generator", "the clock", "a counter")
	}
}

// TestRev24CompactConstructor: a record whose compact constructor matches
// the whole file name against a pattern before javac's field store holds
// no other value, so the handler opening SaveArgs.file() is silent (line
// 37; reported before); DraftArgs' constructor only rejects an empty name,
// so its file reaches openFileOutput unchecked (CETP622, line 42).
func TestRev24CompactConstructor(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev24_compact", allCode), []dexWant{
			{"CETP622", "error", "Lcom/example/r24v/NotesProvider;->draft(Lcom/example/r24v/DraftArgs;)Landroid/os/Bundle;@0x9", "com/example/r24v/NotesProvider.java", 42},
		})
	}
}
