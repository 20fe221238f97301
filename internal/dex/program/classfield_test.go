package program

import (
	"fmt"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// TestResolutionTargets: the component of each resolution PendingIntent of
// the pitargets fixture (sketches beside its smali in
// testdata/dex/src/pitargets), by the line of its creation: from a helper
// returning a ComponentName, makeMainActivity(ComponentName), a builder's
// Class field (known when every caller of its setter passes the same
// class; a builder given two classes is judged per caller, each at its
// call of build(): builderchain.go), and a chooser, which is implicit.
func TestResolutionTargets(t *testing.T) {
	p := fixtureProgram(t, "pitargets")
	sites, err := p.PendingIntents()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range sites {
		if !s.Resolution {
			continue
		}
		got[fmt.Sprintf("%s.%s@%#x", s.Method.Class.Name[len("Lcom/example/pitarget/"):], s.Method.Ref.Name, s.Call.Addr)] = fmt.Sprintf("%v %s", s.Explicit, s.Target)
	}
	pkg := "Lcom/example/pitarget/"
	for _, tc := range []struct {
		site, want string
	}{
		{"TargetProvider;.call@0x39", fmt.Sprintf("%v %sStuckActivity;", Yes, pkg)},   // setComponent(stuck(ctx))
		{"TargetProvider;.call@0x5f", fmt.Sprintf("%v %sConfirmActivity;", Yes, pkg)}, // setComponent(confirm(ctx))
		{"TargetProvider;.call@0x81", fmt.Sprintf("%v %sMissingActivity;", Yes, pkg)}, // makeMainActivity
		{"TargetProvider;.call@0xa3", fmt.Sprintf("%v %sConfirmActivity;", Yes, pkg)},
		{"TargetProvider;.call@0x123", fmt.Sprintf("%v ", No)}, // createChooser
		{"TargetProvider;.call@0x158", fmt.Sprintf("%v %sConfirmActivity;", Yes, pkg)},
		{"TargetProvider;.call@0xdf", fmt.Sprintf("%v %sConfirmActivity;", Yes, pkg)}, // PickerBuilder, per caller
		{"TargetProvider;.call@0xfd", fmt.Sprintf("%v %sStuckActivity;", Yes, pkg)},
		{"ResolutionBuilder;.build@0xc", fmt.Sprintf("%v %sExportedActivity;", Yes, pkg)},
	} {
		if g, ok := got[tc.site]; !ok || g != tc.want {
			t.Errorf("%s: %q, want %q", tc.site, g, tc.want)
		}
	}
	if _, ok := got["PickerBuilder;.build@0xc"]; ok {
		t.Errorf("PickerBuilder.build kept its merged site beside its callers'")
	}
	if t.Failed() {
		t.Logf("sites: %v", got)
	}
}

// TestFieldClass: the class a Class field holds, through its setter's
// callers; "" when they pass different classes or the field is no Class.
func TestFieldClass(t *testing.T) {
	p := fixtureProgram(t, "pitargets")
	pkg := "Lcom/example/pitarget/"
	for _, tc := range []struct {
		class, name, typ, want string
	}{
		{"ResolutionBuilder", "target", classClass, pkg + "ExportedActivity;"},
		{"PickerBuilder", "target", classClass, ""},
		{"ResolutionBuilder", "ctx", "Landroid/content/Context;", ""},
		{"Absent", "target", classClass, ""},
	} {
		f := &dex.FieldRef{Class: pkg + tc.class + ";", Name: tc.name, Type: tc.typ}
		if got := p.fieldClass(f); got != tc.want {
			t.Errorf("fieldClass(%s.%s) = %q, want %q", tc.class, tc.name, got, tc.want)
		}
		// Asked again: the cached answer.
		if got := p.fieldClass(f); got != tc.want {
			t.Errorf("fieldClass(%s.%s) again = %q, want %q", tc.class, tc.name, got, tc.want)
		}
	}
}
