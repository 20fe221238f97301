package dex

import (
	"archive/zip"
	"io"
	"path/filepath"
	"reflect"
	"testing"
)

// loadFixtureDex parses classes.dex of a rule fixture APK.
func loadFixtureDex(tb testing.TB, apk string) *File {
	tb.Helper()
	zr, err := zip.OpenReader(filepath.Join("..", "..", "testdata", "dex", apk))
	if err != nil {
		tb.Fatal(err)
	}
	defer zr.Close()
	for _, e := range zr.File {
		if e.Name != "classes.dex" {
			continue
		}
		rc, err := e.Open()
		if err != nil {
			tb.Fatal(err)
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			tb.Fatal(err)
		}
		f, err := Parse("classes.dex", data)
		if err != nil {
			tb.Fatal(err)
		}
		return f
	}
	tb.Fatalf("%s has no classes.dex", apk)
	return nil
}

func fixtureClass(tb testing.TB, f *File, name string) *Class {
	tb.Helper()
	for i := 0; i < f.NumClasses(); i++ {
		c, err := f.Class(i)
		if err != nil {
			tb.Fatal(err)
		}
		if c.Name == name {
			return c
		}
	}
	tb.Fatalf("no class %s", name)
	return nil
}

// TestFieldAnnotations reads Gson's @SerializedName from the fields of the
// decodernames fixture (smali's shape of javac's output): a value, and a
// value with an array of alternates.
func TestFieldAnnotations(t *testing.T) {
	f := loadFixtureDex(t, "decodernames.apk")
	anns, err := fixtureClass(t, f, "Lcom/example/dn/GsonArgs;").FieldAnnotations()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]string{}
	for ref, list := range anns {
		for _, a := range list {
			if a.Type != "Lcom/google/gson/annotations/SerializedName;" || a.Visibility != 1 {
				t.Errorf("%s: annotation %s visibility %d", ref.Name, a.Type, a.Visibility)
				continue
			}
			for _, e := range a.Elems {
				got[ref.Name] = append(got[ref.Name], e.Name+"="+join(e.Strings()))
			}
		}
	}
	want := map[string][]string{
		"origin":        {"value=calling_package"},
		"label":         {"alternate=caller_package", "value=label"},
		"callerPackage": {"value=display_name"},
		"go":            {"value=user_confirmed"},
		"confirmed":     {"value=notify"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("field annotations = %v, want %v", got, want)
	}
	// A class with no annotations directory has none.
	if anns, err := fixtureClass(t, f, "Lcom/example/dn/KtToolsKt;").FieldAnnotations(); err != nil || len(anns) != 0 {
		t.Errorf("KtToolsKt: %v, %v", anns, err)
	}
}

// TestParameterAnnotations reads Moshi's @Json(name) from the constructor
// parameters kotlinc puts it on (a property declared in the primary
// constructor).
func TestParameterAnnotations(t *testing.T) {
	f := loadFixtureDex(t, "decodernames.apk")
	c := fixtureClass(t, f, "Lcom/example/dn/MoshiArgs;")
	pa, err := c.ParameterAnnotations()
	if err != nil {
		t.Fatal(err)
	}
	var ctor *Method
	for _, m := range c.Direct {
		if m.Ref.Name == "<init>" {
			ctor = m
		}
	}
	lists, ok := pa[ctor.Index]
	if !ok || len(lists) != 2 {
		t.Fatalf("constructor parameter annotations = %v", pa)
	}
	for i, want := range []string{"caller_package", "subject"} {
		if len(lists[i]) != 1 || lists[i][0].Type != "Lcom/squareup/moshi/Json;" {
			t.Fatalf("parameter %d: %v", i, lists[i])
		}
		if e, ok := lists[i][0].Elem("name"); !ok || join(e.Strings()) != want {
			t.Errorf("parameter %d name = %v, want %s", i, e, want)
		}
	}
}

func join(ss []string) string {
	out := ""
	for i, s := range ss {
		if i > 0 {
			out += ","
		}
		out += s
	}
	return out
}

// TestMemberAnnotationsHostile: a directory whose sizes or offsets run past
// the file gives an error, not a panic.
func TestMemberAnnotationsHostile(t *testing.T) {
	f := loadFixtureDex(t, "decodernames.apk")
	c := fixtureClass(t, f, "Lcom/example/dn/GsonArgs;")
	dir := f.u32(f.classDefs.off + 32*uint32(c.Index) + 20)
	for _, patch := range []struct {
		at  uint32
		val uint32
	}{
		{dir + 4, 0xffffff},                 // fields_size
		{dir + 12, 0x7fffffff},              // annotated_parameters_size
		{dir + 16 + 4, uint32(len(f.data))}, // first field's annotation set
	} {
		data := append([]byte(nil), f.data...)
		putU32(data, patch.at, patch.val)
		g, err := Parse("classes.dex", data)
		if err != nil {
			continue
		}
		gc, err := g.Class(c.Index)
		if err != nil {
			continue
		}
		if _, err := gc.FieldAnnotations(); err == nil {
			t.Errorf("patch %#x=%#x: no error", patch.at, patch.val)
		}
		_, _ = gc.ParameterAnnotations()
		_, _ = gc.MethodAnnotations()
	}
}

func putU32(b []byte, at, v uint32) {
	b[at], b[at+1], b[at+2], b[at+3] = byte(v), byte(v>>8), byte(v>>16), byte(v>>24)
}

// TestMethodAnnotations reads the app's own runtime @Tool annotation of
// rev56_j1's reflective tools (javac's shape through D8): the tool name
// on extendLoan, none on call().
func TestMethodAnnotations(t *testing.T) {
	f := loadFixtureDex(t, "rev56_j1.apk")
	c := fixtureClass(t, f, "Lcom/drillshare/lending/LendingProvider;")
	anns, err := c.MethodAnnotations()
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]string{}
	for _, m := range c.Methods() {
		for _, a := range anns[m.Index] {
			if a.Type != "Lcom/drillshare/core/Tool;" || a.Visibility != 1 {
				continue
			}
			if e, ok := a.Elem("name"); ok {
				names[m.Ref.Name] = e.Value.Str
			}
		}
	}
	if names["extendLoan"] != "extend_loan" {
		t.Errorf("extendLoan's @Tool name = %q (all %v)", names["extendLoan"], names)
	}
	if _, ok := names["call"]; ok {
		t.Errorf("call() has a @Tool annotation: %v", names)
	}
}
