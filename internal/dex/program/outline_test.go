package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestOutlineKind: the static methods of the classes D8 and R8 synthesize
// for moved code are outlines; a lambda class, a class merely named like
// one with letters after the number, and an instance method are not.
func TestOutlineKind(t *testing.T) {
	for _, tc := range []struct {
		class  string
		static bool
		want   string
	}{
		{"La/b/Foo$$ExternalSyntheticOutline0;", true, "R8's outline"},
		{"La/b/Foo$$ExternalSyntheticOutline12;", true, "R8's outline"},
		{"La/b/Foo$$ExternalSyntheticApiModelOutline0;", true, "R8's API outline"},
		{"La/b/Foo$$ExternalSyntheticBackport3;", true, "the backport"},
		{"La/b/Foo$$ExternalSyntheticLambda0;", true, ""},
		{"La/b/Foo$$ExternalSyntheticOutline0x;", true, ""},
		{"La/b/Foo$$ExternalSyntheticOutline0;", false, ""},
		{"$$ExternalSyntheticOutline0;", true, ""},
	} {
		m := &dex.Method{Class: &dex.Class{Name: tc.class}}
		if tc.static {
			m.AccessFlags = dex.AccStatic
		}
		if got := OutlineKind(m); got != tc.want {
			t.Errorf("OutlineKind(%s, static %v) = %q, want %q", tc.class, tc.static, got, tc.want)
		}
	}
	if OutlineKind(nil) != "" {
		t.Error("OutlineKind(nil) is not empty")
	}
}

// TestArgTarget: a summary's target "the class of parameter k" becomes
// what the call passes there; anything that names no one class is "?",
// and a target of the callee's own is kept.
func TestArgTarget(t *testing.T) {
	p := &Program{}
	cls := regflow.One(regflow.Alt{Kind: regflow.Class, Str: "La/Confirm;"})
	name := regflow.One(regflow.Alt{Kind: regflow.Str, Str: "a.Named"})
	param := regflow.One(regflow.Alt{Kind: regflow.Param, Int: 2})
	two := regflow.Merge(cls, name)
	for _, tc := range []struct {
		target string
		args   []regflow.Value
		want   string
	}{
		{"La/Own;", []regflow.Value{cls}, "La/Own;"},
		{paramTarget(1), []regflow.Value{{}, cls}, "La/Confirm;"},
		{paramTarget(0), []regflow.Value{name}, "La/Named;"},
		{paramTarget(0), []regflow.Value{param}, paramTarget(2)},
		{paramTarget(0), []regflow.Value{two}, "?"},
		{paramTarget(3), []regflow.Value{cls}, "?"},
		{"#x", []regflow.Value{cls}, "?"},
	} {
		if got := p.argTarget(tc.target, tc.args); got != tc.want {
			t.Errorf("argTarget(%q) = %q, want %q", tc.target, got, tc.want)
		}
	}
	if ownTarget(paramTarget(1)) != "" || ownTarget("La/Own;") != "La/Own;" {
		t.Error("ownTarget keeps a parameter's target or drops a class")
	}
}

// TestOutlineSummaries (r8outline): R8's outline of new Intent(ctx, cls)
// + putExtra returns an explicit Intent whose class is its parameter 1;
// the void outline that calls setClassName on its Object parameter makes
// it explicit, the one calling setAction and addCategory does not; the
// API outline wraps one framework call; the outline of
// open(file, parseMode(mode)) opens with the mode its caller passes.
func TestOutlineSummaries(t *testing.T) {
	p := fixtureProgram(t, "r8outline")
	outline := p.Classes["Lcom/example/r8o/ToolProvider$$ExternalSyntheticOutline0;"]
	byProto := map[string]*dex.Method{}
	for _, m := range outline.Methods() {
		byProto[m.Ref.NameProto()] = m
	}
	get := func(proto string) *Summary {
		m := byProto[proto]
		if m == nil {
			t.Fatalf("no outline %s", proto)
		}
		s := p.Summary(m)
		if s == nil {
			t.Fatalf("no summary of %s", proto)
		}
		return s
	}
	if s := get("m(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;"); !s.Ret.Marked || s.Ret.Target != paramTarget(1) {
		t.Errorf("Intent(ctx, cls) outline: ret %+v, want marked with the target of parameter 1", s.Ret)
	}
	if s := get("m(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V"); len(s.Params) != 4 || !s.Params[0].Marked {
		t.Errorf("setClassName outline: params %+v, want parameter 0 made explicit", s.Params)
	}
	if s := get("m(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;)V"); len(s.Params) != 3 || s.Params[0].Marked {
		t.Errorf("setAction outline: params %+v, want parameter 0 left implicit", s.Params)
	}
	api := p.Classes["Lcom/example/r8o/ToolProvider$$ExternalSyntheticApiModelOutline0;"]
	for _, m := range api.Methods() {
		if f := p.OutlinedCall(m); f == nil || !IsPlatform(f.Class) {
			t.Errorf("API outline %s: wrapped call %v", m.Ref.NameProto(), f)
		}
	}
	// The mode of open(file, parseMode(mode)) is the outline's parameter
	// 1, for WritableCut to take from each call.
	if ff := p.fdFacts(byProto["m(Ljava/io/File;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;"]); ff == nil || len(ff.modes) != 1 {
		t.Errorf("open outline: descriptor facts %+v, want one mode", ff)
	} else {
		for _, mode := range ff.modes {
			if a, ok := mode.Single(); !ok || a.Kind != regflow.Param || a.Int != 1 {
				t.Errorf("open outline: mode %+v, want parameter 1", mode)
			}
		}
	}
	if f := p.OutlinedCall(byProto["m(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;"]); f != nil {
		t.Errorf("a plain outline wraps %v, want none", f)
	}
}

// TestOutlineReturnedKey (r8outline3): an outline that reads by two keys,
// extras.getBundle(k1).getBoolean(k2), is a wrapper getter whose
// returned value was read under its parameter 2 (RetKeyParams), while
// both keys are keys it reads (KeyParams); one reading by a single key
// returns what it read under that key.
func TestOutlineReturnedKey(t *testing.T) {
	p := fixtureProgram(t, "r8outline3")
	for _, tc := range []struct {
		class, proto string
		keys, ret    uint64
	}{
		{"AlertProvider$$ExternalSyntheticOutline0", "m(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;)Z", 1<<1 | 1<<2, 1 << 2},
		// TextUtils.isEmpty of the value read: the result is not the value
		{"AlertProvider$$ExternalSyntheticOutline1", "m(Ljava/lang/Object;Ljava/lang/String;)Z", 1 << 1, 0},
	} {
		c := p.Classes["Lcom/example/r8o3/"+tc.class+";"]
		if c == nil {
			t.Fatalf("no class %s", tc.class)
		}
		var m *dex.Method
		for _, x := range c.Methods() {
			if x.Ref.NameProto() == tc.proto {
				m = x
			}
		}
		if m == nil {
			t.Fatalf("no %s.%s", tc.class, tc.proto)
		}
		s := p.Summary(m)
		if s == nil || s.KeyParams != tc.keys || s.RetKeyParams != tc.ret {
			t.Errorf("%s.%s: summary %+v, want KeyParams %b RetKeyParams %b", tc.class, tc.proto, s, tc.keys, tc.ret)
		}
	}
}
