package program

import (
	"fmt"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestEnumCall: what a call on an enum constant reads as
// (testdata/dex/src/enumcodes, Kotlin sketches beside the smali).
func TestEnumCall(t *testing.T) {
	p := fixtureProgram(t, "enumcodes")
	const ec, kind = "Lcom/example/ec/ErrorCode;", "Lcom/example/ec/Kind;"
	constant := func(cls, name string) regflow.Value {
		return regflow.One(regflow.Alt{Kind: regflow.Field, Field: fieldRef(t, p, cls, name)})
	}
	call := func(cls, name string) *dex.MethodRef {
		return &dex.MethodRef{Class: cls, Name: name, Return: "Ljava/lang/String;"}
	}
	for _, tc := range []struct {
		what string
		ref  *dex.MethodRef
		recv regflow.Value
		want string // "" when not known
	}{
		{"name", call(ec, "name"), constant(ec, "AUTH_REQUIRED"), "AUTH_REQUIRED"},
		{"toString not overridden", call(ec, "toString"), constant(ec, "INTERNAL"), "INTERNAL"},
		{"Enum.name", call("Ljava/lang/Enum;", "name"), constant(ec, "USER_ACTION_REQUIRED"), "USER_ACTION_REQUIRED"},
		{"property from the constructor", call(ec, "getWire"), constant(ec, "AUTH_REQUIRED"), "AUTH_REQUIRED"},
		{"computed property", call(kind, "getWire"), constant(kind, "AUTH_REQUIRED"), ""},
		{"not a constant", call(ec, "getWire"), regflow.One(regflow.Alt{Kind: regflow.Param, Int: 1}), ""},
	} {
		t.Run(tc.what, func(t *testing.T) {
			v, ok := p.enumCall(tc.ref, tc.recv)
			got := ""
			if s, single := v.Single(); ok && single && s.Kind == regflow.Str {
				got = s.Str
			}
			if got != tc.want {
				t.Errorf("enumCall = %v, %v; want %q", v, ok, tc.want)
			}
		})
	}
	// A receiver not known: name() is one of the constants' names.
	v, ok := p.enumCall(call(ec, "name"), regflow.Unknown)
	if !ok || len(v.Alts) != 3 {
		t.Errorf("name() of any ErrorCode = %v, %v; want its 3 names", v, ok)
	}
	// A read of the property with no receiver known: one of the wires.
	if v, ok := p.fieldRead(fieldRef(t, p, ec, "wire")); !ok || len(v.Alts) != 3 || v.Top {
		t.Errorf("read of ErrorCode.wire = %v, %v; want its 3 strings", v, ok)
	}
}

// TestEnumEntries: the constants of an enum, their ordinals and the
// strings their constructors get (testdata/dex/src/enumcodes).
func TestEnumEntries(t *testing.T) {
	p := fixtureProgram(t, "enumcodes")
	for _, tc := range []struct {
		cls  string
		want []string // per constant: field name, ordinal, strings
	}{
		{"Lcom/example/ec/ErrorCode;", []string{
			"USER_ACTION_REQUIRED 0 [USER_ACTION_REQUIRED USER_ACTION_REQUIRED]",
			"AUTH_REQUIRED 1 [AUTH_REQUIRED AUTH_REQUIRED]",
			"INTERNAL 2 [INTERNAL INTERNAL]"}},
		{"Lcom/example/ec/NotAnEnum;", nil},
	} {
		t.Run(tc.cls, func(t *testing.T) {
			var got []string
			for _, e := range p.EnumEntries(tc.cls) {
				got = append(got, fmt.Sprintf("%s %d %v", e.Field.Name, e.Ordinal, e.Strings))
			}
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("EnumEntries = %q, want %q", got, tc.want)
			}
		})
	}
}
