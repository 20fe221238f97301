package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestJavaHash pins javaHash to java.lang.String.hashCode, whose values
// javac's and kotlinc's string switches are keyed by (a supplementary
// character is two UTF-16 units; overflow wraps).
func TestJavaHash(t *testing.T) {
	for s, want := range map[string]int32{
		"":             0,
		"r":            114,
		"rw":           3653,
		"execute_tool": -1346270174,
		"😀":            1772899,
	} {
		if got := javaHash(s); got != want {
			t.Errorf("javaHash(%q) = %d, want %d", s, got, want)
		}
	}
}

// TestFoldString: hashCode of one constant string and equals/areEqual of
// two are constants; anything else is left to the call.
func TestFoldString(t *testing.T) {
	str := func(s string) regflow.Value { return regflow.One(regflow.Alt{Kind: regflow.Str, Str: s}) }
	two := regflow.Merge(str("r"), str("rw"))
	hash := &dex.MethodRef{Class: classString, Name: "hashCode", Return: "I"}
	equals := &dex.MethodRef{Class: classString, Name: "equals", Params: []string{"Ljava/lang/Object;"}, Return: "Z"}
	areEqual := &dex.MethodRef{Class: classKotlinIntrinsics, Name: "areEqual", Params: []string{"Ljava/lang/Object;", "Ljava/lang/Object;"}, Return: "Z"}
	for _, c := range []struct {
		name   string
		ref    *dex.MethodRef
		args   []regflow.Value
		static bool
		want   int64
		ok     bool
	}{
		{"hash", hash, []regflow.Value{str("rw")}, false, 3653, true},
		{"hash of two strings", hash, []regflow.Value{two}, false, 0, false},
		{"equal", equals, []regflow.Value{str("r"), str("r")}, false, 1, true},
		{"not equal", equals, []regflow.Value{str("r"), str("rw")}, false, 0, true},
		{"equals an unknown", equals, []regflow.Value{str("r"), regflow.Unknown}, false, 0, false},
		{"areEqual", areEqual, []regflow.Value{str("rw"), str("rw")}, true, 1, true},
	} {
		v, ok := foldString(c.ref, c.args, c.static)
		if ok != c.ok {
			t.Errorf("%s: folded %v, want %v", c.name, ok, c.ok)
			continue
		}
		if ok {
			if a, single := v.Single(); !single || a.Kind != regflow.Const || a.Int != c.want {
				t.Errorf("%s: %v, want the constant %d", c.name, v, c.want)
			}
		}
	}
}

// TestStringSwitchBoundPerCall: Modes.forAccess (rev17_multidex, in
// classes2.dex) is a javac string switch; its merged summary returns both
// modes, and each caller passing a constant gets the one its string
// selects (exportCalendar "rw", readCalendar "r").
func TestStringSwitchBoundPerCall(t *testing.T) {
	p := fixtureProgram(t, "rev17_multidex")
	forAccess := methodIn(t, p, "Lcom/example/r17m/", "Modes", "forAccess")
	if s := p.Summary(forAccess); s == nil || len(s.Returns.Alts) != 2 {
		t.Fatalf("merged summary of forAccess: %+v, want both modes", s)
	}
	for name, want := range map[string]int64{
		"exportCalendar": ModeReadWrite | 0x08000000,
		"readCalendar":   0x10000000,
	} {
		m := methodIn(t, p, "Lcom/example/r17m/", "CalendarProvider", name)
		a, err := p.Analyze(m)
		if err != nil || a == nil {
			t.Fatalf("%s: %v", name, err)
		}
		var got regflow.Value
		calls := CallsByAddr(p.Calls(m))
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if c := calls[in.Addr]; c != nil && c.Ref.Class == ClassPFD && c.Ref.Name == "open" {
				got = CallArgs(st, in, c.Ref)[1]
			}
		})
		if x, ok := got.Single(); !ok || x.Kind != regflow.Const || x.Int != want {
			t.Errorf("%s opens with %v, want %#x", name, got, want)
		}
	}
}

// TestLengthGuardOverMergedArray: `pkgs ?: emptyArray()` merges two
// arrays before `size != 1 → deny`; past the guard both are known to
// hold at most one element (rev17_inline ContactsProvider.sole), so the
// index 0 read there is no first-package read. trusted, which only
// loops, has no such guard.
func TestLengthGuardOverMergedArray(t *testing.T) {
	p := fixtureProgram(t, "rev17_inline")
	for name, want := range map[string]bool{"sole": true, "trusted": false} {
		m := methodIn(t, p, "Lcom/example/r17i/", "ContactsProvider", name)
		a, err := p.Analyze(m)
		if err != nil || a == nil {
			t.Fatalf("%s: %v", name, err)
		}
		guarded := false
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if in.Op != dex.OpAgetObject {
				return
			}
			arr := st.Reg(in.B)
			all := len(arr.Alts) == 2
			for _, s := range regflow.Sites(arr) {
				all = all && st.Marked(regflow.LenAtMostOneSite(s))
			}
			for _, x := range arr.Alts {
				if x.Kind == regflow.Call {
					all = all && st.Marked(regflow.LenAtMostOneSite(x.Site))
				}
			}
			guarded = guarded || all
		})
		if guarded != want {
			t.Errorf("%s: index read guarded = %v, want %v", name, guarded, want)
		}
	}
}

// TestLibraryInterfaceDispatch: javax.inject.Provider.get() is a library
// interface method that Dagger's generated factories implement in the
// app; the call in OpIds_Factory.get reaches their summaries, where it
// used to be a bare library call, and only the one of its receiver's
// class: the rngProvider field's writers store what OpIds_Factory.create
// is given, AppModule_FastRandomFactory's instance (java.util.Random, not
// the SecureRandom of its sibling factory). VaultProvider.legacyIds,
// which no app code writes, may hold any factory: its get() merges them
// all. HashMap.get in Registry.find (rev17_startup) has no
// implementation in the app and stays the call.
func TestLibraryInterfaceDispatch(t *testing.T) {
	argOf := func(p *Program, m *dex.Method, class, name string, k int) regflow.Value {
		t.Helper()
		a, err := p.Analyze(m)
		if err != nil || a == nil {
			t.Fatalf("%v: %v", m, err)
		}
		var got regflow.Value
		calls := CallsByAddr(p.Calls(m))
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if c := calls[in.Addr]; c != nil && c.Ref.Class == class && c.Ref.Name == name {
				v := CallArgs(st, in, c.Ref)[k]
				v.Taint = st.ValueTaint(v)
				got = v
			}
		})
		return got
	}
	dagger := fixtureProgram(t, "rev17_dagger")
	get := dagger.Lookup("Lcom/example/r17d/OpIds_Factory;", "get()Lcom/example/r17d/OpIds;")
	if get == nil {
		t.Fatal("no OpIds_Factory.get")
	}
	rng := argOf(dagger, get, "Lcom/example/r17d/OpIds_Factory;", "newInstance", 0)
	if rng.Taint&regflow.TaintPredictable == 0 || rng.Taint&regflow.TaintSecure != 0 {
		t.Errorf("Provider.get() in OpIds_Factory.get gives %v (taint %#x), want the fast factory's Random alone", rng, rng.Taint)
	}
	legacy := methodIn(t, dagger, "Lcom/example/r17d/", "VaultProvider", "beginLegacy")
	ids := argOf(dagger, legacy, "Lcom/example/r17d/OpIds;", "next", 0)
	if ids.Taint&regflow.TaintSecure == 0 {
		t.Errorf("legacyIds.get() gives %v (taint %#x), want every factory merged, the SecureRandom one included", ids, ids.Taint)
	}
	startup := fixtureProgram(t, "rev17_startup")
	find := methodIn(t, startup, "Lcom/example/r17s/", "Registry", "find")
	a, _ := startup.Analyze(find)
	if !a.Returns.Has(func(x regflow.Alt) bool {
		return x.Kind == regflow.Call && x.Ref.Class == "Ljava/util/HashMap;" && x.Via == nil
	}) {
		t.Errorf("Registry.find returns %v, want the HashMap.get call", a.Returns)
	}
}

// TestContainerMethod: collection and comparison types of the platform,
// java.util.concurrent's included, do not dispatch to the app's overrides
// through summaries; factory-shaped library interfaces and the callbacks
// of java.util (Observer, TimerTask) do.
func TestContainerMethod(t *testing.T) {
	for class, want := range map[string]bool{
		"Ljava/util/Iterator;":                          true,
		"Ljava/util/Map;":                               true,
		"Ljava/lang/Comparable;":                        true,
		"Ljava/lang/Object;":                            true,
		"Ljava/util/function/Supplier;":                 false,
		"Ljava/util/concurrent/Callable;":               false,
		"Ljavax/inject/Provider;":                       false,
		"Lkotlin/jvm/functions/Function0;":              false,
		"Lcom/google/common/base/Supplier;":             false,
		"Ljava/util/concurrent/ConcurrentMap;":          true,
		"Ljava/util/concurrent/ConcurrentHashMap;":      true,
		"Ljava/util/concurrent/BlockingQueue;":          true,
		"Ljava/util/concurrent/CopyOnWriteArrayList;":   true,
		"Ljava/util/concurrent/ConcurrentSkipListSet;":  true,
		"Ljava/util/concurrent/Future;":                 false,
		"Ljava/util/concurrent/ExecutorService;":        false,
		"Ljava/util/concurrent/CompletionStage;":        false,
		"Ljava/util/concurrent/ThreadFactory;":          false,
		"Ljava/util/Observer;":                          false,
		"Ljava/util/TimerTask;":                         false,
		"Ljava/util/Comparator;":                        true,
		"Ljava/util/concurrent/atomic/AtomicReference;": false,
	} {
		if got := containerMethod(class); got != want {
			t.Errorf("containerMethod(%s) = %v, want %v", class, got, want)
		}
	}
}
