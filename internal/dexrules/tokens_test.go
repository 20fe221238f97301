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

// TestTokenBindingThroughHelpers: the tokenhelpers fixture binds and spends
// its tokens in helpers, in javac/D8 and kotlinc shapes. Near misses (no
// finding): a static isOwner(entry, uid) whose uid call() passes from
// Binder, with consume(token) removing the key in another method (and
// consume's own lookup, whose token resume passed after isOwner accepted
// the caller); a key removed by the D8 synthetic lambda execute() hands to
// an executor; Objects.equals(op.pkg, pkg) with getCallingPackage() passed
// in; a requireCaller helper that throws; in Kotlin, the lookup in
// TokenStore.find with the extension ownedBy and TokenStore.consume on the
// path of the call that passed the token; a data-class method isOwner and
// an AtomicBoolean flipped once by the entry's spend(); a check() helper
// comparing the package with Intrinsics.areEqual. True positives: a
// helper that reads the calling UID but compares nothing with it (named in
// the message), a helper that compares the tool instead, a helper whose
// comparison is thrown away, and a resume token only get()-ed.
func TestTokenBindingThroughHelpers(t *testing.T) {
	got := runDex(t, "tokenhelpers", false, "CETP620")
	jp, kp := "Lcom/example/th/JavaHelperProvider;->", "Lcom/example/th/KotlinHelperProvider;->"
	checkDex(t, got, []dexWant{
		{"CETP620", "warning", jp + "confirm(Landroid/os/Bundle;I)Landroid/os/Bundle;@0x8", "com/example/th/JavaHelperProvider.java", 43},
		{"CETP620", "warning", jp + "cancel(Landroid/os/Bundle;)Landroid/os/Bundle;@0x8", "com/example/th/JavaHelperProvider.java", 64},
		{"CETP620", "warning", kp + "forTool(Landroid/os/Bundle;)Landroid/os/Bundle;@0xc", "com/example/th/KotlinHelperProvider.kt", 53},
		{"CETP620", "warning", kp + "peek(Landroid/os/Bundle;I)Landroid/os/Bundle;@0xc", "com/example/th/KotlinHelperProvider.kt", 62},
	})
	unbound := "is looked up by the token alone in "
	plain := "no comparison with the calling UID binds it to its caller; "
	for _, f := range got {
		var want []string
		not := "replayed"
		switch l := f.Location.Logical; {
		case strings.Contains(l, "confirm("):
			want, not = []string{`the resume token (Bundle.getString("resume_token")) stays valid after its use in com.example.th.JavaHelperProvider.confirm: its entry is not removed`}, "no comparison"
		case strings.Contains(l, "cancel("):
			want = []string{`the operation ID (Bundle.getString("operation_id")) ` + unbound,
				"(Binder.getCallingUid in com.example.th.JavaHelperProvider.audit reads the caller's identity, but nothing compares the stored owner with it)"}
		default:
			want = []string{`the operation ID (Bundle.getString("operation_id")) ` + unbound, plain}
		}
		want = append(want, "(§2.2, §4.3, §4.4)")
		for _, w := range want {
			if !strings.Contains(f.Message, w) {
				t.Errorf("message %q: want %q", f.Message, w)
			}
		}
		if strings.Contains(f.Message, not) {
			t.Errorf("message %q: does not want %q", f.Message, not)
		}
	}
}

// TestTokenHelperDepthIsANote: with no helper followed, every lookup that
// needs one to be judged is a note naming the helper and the budget, never
// a finding (a helper the analysis cannot judge may bind the token) and
// never silence. operation() compares inline and removes nothing it needs
// to, so it stays clean; consume(token), a remove whose result is
// discarded, deletes and looks nothing up.
func TestTokenHelperDepthIsANote(t *testing.T) {
	defer dexrules.SetMaxUseDepth(0)()
	got := runDex(t, "tokenhelpers", false, "CETP620")
	jp, kp := "Lcom/example/th/JavaHelperProvider;->", "Lcom/example/th/KotlinHelperProvider;->"
	jf, kf, sf := "com/example/th/JavaHelperProvider.java", "com/example/th/KotlinHelperProvider.kt", "com/example/th/TokenStore.kt"
	checkDex(t, got, []dexWant{
		{"CETP620", "note", jp + "resume(Landroid/os/Bundle;I)Landroid/os/Bundle;@0x8", jf, 33},
		{"CETP620", "note", jp + "confirm(Landroid/os/Bundle;I)Landroid/os/Bundle;@0x8", jf, 43},
		{"CETP620", "note", jp + "status(Landroid/os/Bundle;)Landroid/os/Bundle;@0x8", jf, 55},
		{"CETP620", "note", jp + "cancel(Landroid/os/Bundle;)Landroid/os/Bundle;@0x8", jf, 64},
		{"CETP620", "note", jp + "execute(Landroid/os/Bundle;I)Landroid/os/Bundle;@0x8", jf, 95},
		{"CETP620", "note", kp + "spendOnce(Landroid/os/Bundle;I)Landroid/os/Bundle;@0xc", kf, 35},
		{"CETP620", "note", kp + "operation(Landroid/os/Bundle;)Landroid/os/Bundle;@0xc", kf, 42},
		{"CETP620", "note", kp + "forTool(Landroid/os/Bundle;)Landroid/os/Bundle;@0xc", kf, 53},
		{"CETP620", "note", kp + "peek(Landroid/os/Bundle;I)Landroid/os/Bundle;@0xc", kf, 62},
		{"CETP620", "note", "Lcom/example/th/TokenStore;->find(Ljava/lang/String;)Lcom/example/th/Ticket;@0x7", sf, 7},
		{"CETP620", "note", "Lcom/example/th/TokenStore;->consume(Ljava/lang/String;)Z@0x7", sf, 9},
	})
	wantOneNote(t, got, jp+"status(Landroid/os/Bundle;)Landroid/os/Bundle;@0x8",
		`cannot tell whether the operation ID (Bundle.getString("operation_id")) looked up in com.example.th.JavaHelperProvider.status is bound to its caller: com.example.th.JavaHelperProvider.requireCaller is called more than 0 calls deep, CETP620's budget for following helpers;`,
		"the helper budget at status")
	wantOneNote(t, got, jp+"execute(Landroid/os/Bundle;I)Landroid/os/Bundle;@0x8",
		"looked up in com.example.th.JavaHelperProvider.execute is removed after its use: com.example.th.JavaHelperProvider$$ExternalSyntheticLambda0.run is called more than 0 calls deep",
		"the helper budget at execute's lambda")
	wantOneNote(t, got, kp+"spendOnce(Landroid/os/Bundle;I)Landroid/os/Bundle;@0xc",
		"is bound to its caller and removed after its use: com.example.th.Ticket.isOwner is called more than 0 calls deep",
		"the helper budget at spendOnce")
}

// TestTokenIdentityHopIsANote: with no calls followed up from a lookup, the
// UID that resume() hands isOwner (a parameter call() fills from Binder)
// can no longer be told to be the caller's: a note, not a finding; the
// resume token confirm() only reads stays reported for its replay alone.
func TestTokenIdentityHopIsANote(t *testing.T) {
	defer dexrules.SetMaxTokenHops(0)()
	got := runDex(t, "tokenhelpers", false, "CETP620")
	jp := "Lcom/example/th/JavaHelperProvider;->"
	wantOneNote(t, got, jp+"resume(Landroid/os/Bundle;I)Landroid/os/Bundle;@0x8",
		"is bound to its caller: the value compared with the entry's owner comes from a parameter whose callers were not followed to where it is made (more than 0 calls up, CETP620's budget,",
		"the identity hop budget at resume")
	n := 0
	for _, f := range got {
		if f.Location.Logical == jp+"confirm(Landroid/os/Bundle;I)Landroid/os/Bundle;@0x8" {
			n++
			if f.Level.String() != "warning" || !strings.Contains(f.Message, "stays valid after its use") || strings.Contains(f.Message, "no comparison") {
				t.Errorf("confirm: %s %q, want a warning about the replay alone", f.Level, f.Message)
			}
		}
	}
	if n != 1 {
		t.Errorf("%d findings at confirm, want 1", n)
	}
}
