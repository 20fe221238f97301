package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestFieldOwner: a field reference names the class declaring the field,
// as the runtime resolves it, whatever class javac qualified it by
// (rev83_j1: DeleteRequest's constructor reads the inherited args as
// DeleteRequest.args; ToolRequest declares it).
func TestFieldOwner(t *testing.T) {
	p := fixtureProgram(t, "rev83_j1")
	const (
		sub  = "Lcom/plotshare/shed/DeleteRequest;"
		base = "Lcom/plotshare/shed/ToolRequest;"
		json = "Lorg/json/JSONObject;"
	)
	for _, tc := range []struct {
		class, name, typ, want string
	}{
		{sub, "args", json, base},                                      // inherited: the declaring class
		{base, "args", json, base},                                     // declared where named
		{sub, "confirmed", "Z", sub},                                   // the subclass's own
		{sub, "args", "Ljava/lang/String;", sub},                       // no such field: unchanged
		{"Lcom/example/Absent;", "args", json, "Lcom/example/Absent;"}, // not the program's
	} {
		if got := p.fieldOwner(tc.class, tc.name, tc.typ); got != tc.want {
			t.Errorf("fieldOwner(%s, %s, %s) = %s, want %s", tc.class, tc.name, tc.typ, got, tc.want)
		}
	}
	// The references the code holds are resolved: the constructor's read
	// of args is ToolRequest's field, the one ToolRequest's stores write.
	c := p.Classes[sub]
	for _, m := range c.Direct {
		if m.Ref.Name != "<init>" {
			continue
		}
		code, err := m.Code()
		if err != nil || code == nil {
			t.Fatal("DeleteRequest.<init> has no code", err)
		}
		found := false
		_ = dex.Walk(code.Insns, func(in *dex.Insn) bool {
			if in.Op < dex.OpIget || in.Op >= dex.OpIput {
				return true
			}
			if fr, err := m.Class.File.Field(in.Index); err == nil && fr.Name == "args" {
				found = true
				if fr.Class != base {
					t.Errorf("DeleteRequest.<init> reads %s, want %s's field", fr, base)
				}
			}
			return true
		})
		if !found {
			t.Error("DeleteRequest.<init> reads no args field")
		}
	}
}

// TestInstanceOf: an instance-of the bound analyses decide, over
// rev82_k1's sealed ToolResult (a data object Proceed, final data
// classes NeedsUser and Ok) and its providers, whose superclass is the
// framework's.
func TestInstanceOf(t *testing.T) {
	p := fixtureProgram(t, "rev82_k1")
	e := &model{p: p}
	const (
		result   = "Lcom/tidelog/ToolResult;"
		proceed  = "Lcom/tidelog/ToolResult$Proceed;"
		needs    = "Lcom/tidelog/ToolResult$NeedsUser;"
		provider = "Lcom/tidelog/TripProvider;"
	)
	newOf := func(class string) regflow.Alt { return regflow.Alt{Kind: regflow.New, Str: class} }
	instance := regflow.Alt{Kind: regflow.Field, Field: p.Classes[proceed].StaticFields[0].Ref}
	null := regflow.Alt{Kind: regflow.Const}
	for _, tc := range []struct {
		name   string
		v      regflow.Value
		class  string
		is, ok bool
	}{
		{"made of the class", regflow.One(newOf(needs)), needs, true, true},
		{"made of a case of the sealed type", regflow.One(newOf(needs)), result, true, true},
		{"made of another case", regflow.One(newOf(needs)), proceed, false, true},
		{"null", regflow.One(null), proceed, false, true},
		{"another case or null", regflow.Value{Alts: []regflow.Alt{newOf(needs), null}}, proceed, false, true},
		{"a final object's INSTANCE tested for another case", regflow.One(instance), needs, false, true},
		{"a final object's INSTANCE tested for its own class (or null)", regflow.One(instance), proceed, false, false},
		{"cases disagree", regflow.Value{Alts: []regflow.Alt{newOf(needs), newOf(proceed)}}, proceed, false, false},
		{"a framework superclass may implement it", regflow.One(newOf(provider)), "Ljava/lang/Runnable;", false, false},
		{"unknown", regflow.Unknown, proceed, false, false},
	} {
		is, ok := e.InstanceOf(tc.v, tc.class)
		if is != tc.is || ok != tc.ok {
			t.Errorf("%s: InstanceOf = %v, %v; want %v, %v", tc.name, is, ok, tc.is, tc.ok)
		}
	}
}

// TestParamObjectSources: the objects call() may pass to rev82_k1's
// toBundle(ToolResult), answered one by one for NeedsUser.resumeToken:
// sign_waiver's from a java.util.Random, renew_waiver's from SecureRandom,
// and none of the sealed type's other cases (they cannot hold the field),
// although call() passes one of several tools' results whose others the
// analysis cannot answer for.
func TestParamObjectSources(t *testing.T) {
	p := fixtureProgram(t, "rev82_k1")
	toBundle := p.Lookup("Lcom/tidelog/ToolKt;", "toBundle(Lcom/tidelog/ToolResult;)Landroid/os/Bundle;")
	if toBundle == nil {
		t.Fatal("no ToolKt.toBundle")
	}
	var field *dex.FieldRef
	for _, f := range p.Classes["Lcom/tidelog/ToolResult$NeedsUser;"].InstanceFields {
		if f.Ref.Name == "resumeToken" {
			field = f.Ref
		}
	}
	if field == nil {
		t.Fatal("no NeedsUser.resumeToken")
	}
	got := map[string]regflow.Taint{}
	for _, s := range p.ParamObjectSources(toBundle, regflow.One(regflow.Alt{Kind: regflow.Param, Int: 0}), field) {
		got[s.Maker.Ref.Name] |= s.Taint &^ regflow.ParamTaints
	}
	if tn := got["signWaiver"]; tn&regflow.TaintRandom == 0 || tn&regflow.TaintSecure != 0 {
		t.Errorf("signWaiver's object: taint %v, want java.util.Random only", tn)
	}
	if tn := got["renewWaiver"]; tn&regflow.TaintSecure == 0 || tn&regflow.TaintPredictable != 0 {
		t.Errorf("renewWaiver's object: taint %v, want SecureRandom only", tn)
	}
	for name := range got {
		if name != "signWaiver" && name != "renewWaiver" && name != "deleteTrip" && name != "archiveTrip" {
			t.Errorf("an object from %s, which makes no NeedsUser", name)
		}
	}
}
