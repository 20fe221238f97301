package dexrules_test

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestReview51SameEffectTwoSites: the request flag only chooses the step a
// `when`/instanceof then tests, and both arms run the same delete, one
// after a log line (review51_614twosites), or each under a test of another
// value (review51_614twositesguarded): the flag decides no effect. Deciding
// the instance-of on each edge of the flag's branch keeps one call site of
// the delete per edge; the same sink in the same method on the other edge
// runs it too, so CETP614 stays silent. Each fixture's CETP605 shows it
// was analysed.
func TestReview51SameEffectTwoSites(t *testing.T) {
	for _, tc := range []struct {
		fixture string
		want    []dexWant
	}{
		{"review51_614twosites", []dexWant{
			{"CETP605", "warning", "Lcom/example/cf/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review51_614twosites.apk", 0},
		}},
		{"review51_614twositesguarded", []dexWant{
			{"CETP605", "warning", "Lcom/example/cg/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review51_614twositesguarded.apk", 0},
		}},
	} {
		checkDex(t, runDex(t, tc.fixture, false), tc.want)
	}
}

// TestReview51EveryProviderOverridesTheHook (review51_620override: rev85_j1
// with BookingProvider overriding sessionOk — super.sessionOk, then the
// stored owner compared with the caller — as RecordsProvider already does):
// the base's sessionOk, which looks the token up alone, runs only through
// invoke-super from an override that binds it, so no CETP620. In rev85_j1,
// where BookingProvider inherits it, it is one (TestRev85JavaMultidex).
// The CETP604 of BookingProvider.callerAllowed shows the app was analysed.
func TestReview51EveryProviderOverridesTheHook(t *testing.T) {
	checkDex(t, runDex(t, "review51_620override", false, "CETP620", "CETP604"), []dexWant{
		{"CETP604", "warning", "Lcom/chairtime/booking/BookingProvider;->callerAllowed(I)Z@0x11", "com/chairtime/booking/BookingProvider.java", 37},
	})
}

// TestReview51SiblingBuilder (review51_612sibling): two builders share an
// inherited with(key, value) setter; ReplyA's build() puts
// putParcelable(key, value), ReplyB's never puts the value. A read-write
// descriptor given to new ReplyB().with("result_fd", fd) stays in the app:
// the setter is a put wrapper only for objects of the class whose build()
// puts (rev85_j1's Reply.Builder, TestRev85JavaMultidex, is the true
// positive). The CETP605 shows the app was analysed.
func TestReview51SiblingBuilder(t *testing.T) {
	checkDex(t, runDex(t, "review51_612sibling", false, "CETP612", "CETP605"), []dexWant{
		{"CETP605", "warning", "Lcom/example/gw/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review51_612sibling.apk", 0},
	})
}

// TestReview51UnrelatedJSONTest (review51_508servertest: jsonerr508's true
// positive plus a ServerSync.needsLogin that parses the app's backend's
// JSON and tests its error_code for USER_ACTION_REQUIRED, answering only a
// boolean): a test of a JSON error_code downgrades a JSON put of that code
// to a note only where the testing code completes a response with both
// resolution and resume_token (rev80_j1's call(), TestRev80JavaCommandBus),
// so the tool's put stays an error here.
func TestReview51UnrelatedJSONTest(t *testing.T) {
	checkDex(t, runDex(t, "review51_508servertest", false, "CETP508"), []dexWant{
		{"CETP508", "error", "Lcom/example/je/KitchenProvider;->runTool(Ljava/lang/String;)Lorg/json/JSONObject;@0x11", "com/example/je/KitchenProvider.java", 29},
	})
}

// TestReview51TokenPutForSomeObjects (review51_613guarded): one Result
// class carries a status and a token; toBundle puts the token as
// resume_token only when the status is USER_ACTION_REQUIRED, and as
// request_id otherwise. ping() makes a Result whose token is a
// java.util.Random request id, with status "ok": the per-object answer
// must not report it, since the put that sends resume_token is decided by
// another field of the same object. The per-field note stands.
func TestReview51TokenPutForSomeObjects(t *testing.T) {
	got := runDex(t, "review51_613guarded", false, "CETP613")
	for _, f := range got {
		if f.Level.String() != "note" {
			t.Errorf("a CETP613 %s: %v", f.Level, gotDex(got))
		}
	}
	if len(got) == 0 {
		t.Errorf("no CETP613 note for the token the put reads from objects of either kind")
	}
}

// TestReview51LibraryFunctionInRegistry (review51_libfunction: rev87_j1
// with the registry's "history" tool a BiFunction a library the APK does
// not bundle makes): the call of a registry function with the request's
// arguments follows the lambdas it knows — CETP622 in findPiano, reached
// through TuneTools::findPiano — and says in a note that the value may
// also be code it cannot name.
func TestReview51LibraryFunctionInRegistry(t *testing.T) {
	got := runDex(t, "review51_libfunction", false, "CETP622")
	wantOneNote(t, got, "Lcom/tuneup/tuning/TuneProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0",
		"may be, beside the lambdas followed, code the analysis cannot name", "the function-value note")
	found := false
	for _, f := range got {
		if f.RuleID == "CETP622" && f.Level.String() == "error" && f.Location.Path == "com/tuneup/tuning/TuneTools.java" && f.Location.Line == 40 {
			found = true
		}
	}
	if !found {
		t.Errorf("no CETP622 in TuneTools.findPiano: %v", gotDex(got))
	}
}

// TestReview51bEffectIdentity: CETP614 tells effects apart by their sink,
// the method they are in and the values they are given. A request flag
// choosing the step a later instanceof tests, whose arms run
// `execSQL("DELETE FROM notes")` and `execSQL("INSERT INTO pending …")`
// (review51b_614queueelse: run when the client says confirmed, queued
// otherwise) or deletes of two tables (review51b_614twotables) decides the
// delete: reported. A flag branched on directly whose two arms run the
// same delete, one after a log line (review51b_614samedirect), decides
// nothing: silent (its CETP605 shows it was analysed).
func TestReview51bEffectIdentity(t *testing.T) {
	for _, tc := range []struct {
		fixture string
		want    []dexWant
	}{
		{"review51b_614queueelse", []dexWant{
			{"CETP614", "error", "Lcom/example/cf/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x12", "../../testdata/dex/review51b_614queueelse.apk", 0},
		}},
		{"review51b_614twotables", []dexWant{
			{"CETP614", "error", "Lcom/example/cf/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x12", "../../testdata/dex/review51b_614twotables.apk", 0},
		}},
	} {
		checkDex(t, runDex(t, tc.fixture, false, "CETP614"), tc.want)
	}
	checkDex(t, runDex(t, "review51b_614samedirect", false, "CETP614", "CETP605"), []dexWant{
		{"CETP605", "warning", "Lcom/example/cf/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review51b_614samedirect.apk", 0},
	})
}

// TestReview51bAndThenRoles (review51b_andthen): `pick.andThen(t ->
// db.rawQuery("SELECT * FROM " + t, null)).apply(extras.getString("table"))`
// where pick maps the request's text to one of two constant table names:
// a Function's andThen gives the call's arguments to its receiver only,
// and the later function runs on the receiver's result, so the request
// text never reaches the query (no CETP622); the note says the later
// function was not followed with the request's values.
func TestReview51bAndThenRoles(t *testing.T) {
	got := runDex(t, "review51b_andthen", false, "CETP622")
	for _, f := range got {
		if f.Level.String() != "note" {
			t.Errorf("a CETP622 %s: %v", f.Level, gotDex(got))
		}
	}
	wantOneNote(t, got, "", "composes a function that runs on another's result", "the andThen note")
}

// TestReview51bDepthNoteOnlyWhereItDecides (review51b_617deepdeny:
// predicatesdeep617's authorize with a deny first when the request has no
// arguments): the Predicate combination is still deeper than CETP617
// follows, but taken as always true authorize still denies on a path, so
// the bound decides nothing and there is no note (and no finding).
func TestReview51bDepthNoteOnlyWhereItDecides(t *testing.T) {
	// The fixture holds the chain (generated by gen.sh: a missing
	// replacement would leave authorize out, and the test pass for nothing).
	d := loadDex(t, filepath.Join("..", "..", "testdata", "dex", "review51b_617deepdeny.apk"), false)
	ors := 0
	if auth := d.Program.Lookup("Lcom/stallmart/payouts/PayoutProvider;", "authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;"); auth != nil {
		for _, c := range d.Program.Calls(auth) {
			if c.Ref.Name == "or" {
				ors++
			}
		}
	}
	if ors <= 8 {
		t.Fatalf("review51b_617deepdeny's authorize has %d or calls, want more than 8", ors)
	}
	if got := runDex(t, "review51b_617deepdeny", false, "CETP617"); len(got) != 0 {
		t.Errorf("CETP617 findings where the depth bound decides nothing: %v", gotDex(got))
	}
	if got := runDex(t, "review51b_617deepdeny", false, "CETP605", "CETP609", "CETP625", "CETP607"); len(got) == 0 {
		t.Errorf("the fixture gives no finding of any rule: is it analysed?")
	}
}

// TestReview51bTokenPutUnderASwitch (review51b_613switch:
// review51_613guarded with the guard written `switch (r.kind) { case 1:
// put resume_token; default: put request_id; }`): a switch on another
// field of the object decides the put as an if does, so the per-object
// answer is not used and the per-field note stands (no error at ping).
func TestReview51bTokenPutUnderASwitch(t *testing.T) {
	got := runDex(t, "review51b_613switch", false, "CETP613")
	for _, f := range got {
		if f.Level.String() != "note" {
			t.Errorf("a CETP613 %s: %v", f.Level, gotDex(got))
		}
	}
	if len(got) == 0 {
		t.Errorf("no CETP613 note")
	}
}

// TestReview51bRegistryByConstantKey: a registry of functions filled with
// constant keys and read with a constant key gives only that key's
// function the call's arguments. review51b_registrykey asks for "count"
// (a bound query) beside "vacuum" (a concatenated query only ever given a
// constant) and a library-made "export": no CETP622 and no note.
// review51b_registrykeytp asks for "vacuum" with the request's text: the
// true positive in its lambda.
func TestReview51bRegistryByConstantKey(t *testing.T) {
	if got := runDex(t, "review51b_registrykey", false, "CETP622"); len(got) != 0 {
		t.Errorf("CETP622 findings for a registry read by another key: %v", gotDex(got))
	}
	got := runDex(t, "review51b_registrykeytp", false, "CETP622")
	if len(got) != 1 || got[0].Level.String() != "error" || got[0].Location.Logical == "" ||
		!strings.Contains(got[0].Location.Logical, "lambda$onCreate$1") {
		t.Errorf("want one CETP622 error in the vacuum lambda: %v", gotDex(got))
	}
}

// TestReview51cEventBusThreadsAndWorkData: a third reviewer's demos.
// review51c_eventmixed posts one event to a POSTING subscriber that reads
// the calling UID (on the Binder thread: right) and an ASYNC one that only
// logs: no CETP603, the thread judged per subscriber; review51c_eventasync,
// the same with the reading subscriber ASYNC, is the true positive.
// review51c_workdatapair is rev93_k1 with hide_snack's constant
// "confirmed" given as Pair("confirmed", true), not `to`: still no CETP614
// in HideWorker (the drop worker's stays). review51c_mmkvcache frees
// MMKV's memory cache before the deadline check and writes after it:
// clearMemoryCache is no side effect, so no CETP619.
func TestReview51cEventBusThreadsAndWorkData(t *testing.T) {
	count := func(fixture, rule, level, in string) int {
		n := 0
		for _, f := range runDex(t, fixture, false, rule) {
			if f.Level.String() == level && strings.Contains(f.Location.Logical, in) {
				n++
			}
		}
		return n
	}
	for _, tc := range []struct {
		fixture, rule, level, in string
		want                     int
	}{
		{"review51c_eventmixed", "CETP603", "error", "", 0},
		{"review51c_eventasync", "CETP603", "error", "Sub;->onAudit", 1},
		// call() reads no UID itself: the ASYNC subscriber's read is
		// found all the same (the posts' hops hold the subscribers).
		{"review51c_eventasynconly", "CETP603", "error", "onAudit", 1},
		{"review51c_workdatapair", "CETP614", "error", "HideWorker", 0},
		{"review51c_workdatapair", "CETP614", "error", "DropWorker", 1},
		{"review51c_mmkvcache", "CETP619", "warning", "", 0},
		// bottle.deleteFromRealm() on the app's RealmObject subclass,
		// no deadline read: the write is Realm's.
		{"review51c_realmobject", "CETP619", "warning", "call", 1},
	} {
		if got := count(tc.fixture, tc.rule, tc.level, tc.in); got != tc.want {
			t.Errorf("%s: %d %s %s findings in %q, want %d", tc.fixture, got, tc.rule, tc.level, tc.in, tc.want)
		}
	}
	if got := runDex(t, "review51c_mmkvcache", false); len(got) == 0 {
		t.Errorf("review51c_mmkvcache gives no finding of any rule: is it analysed?")
	}
}
