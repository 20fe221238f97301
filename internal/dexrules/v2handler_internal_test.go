package dexrules

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// TestOtherV2Handler: the names a handler of another v2 method than
// execute_tool goes by, derived from the protocol's method names, and
// only with the request's Bundle among its parameters.
func TestOtherV2Handler(t *testing.T) {
	bundle := []string{"I", "Landroid/os/Bundle;"}
	for _, tc := range []struct {
		name   string
		params []string
		want   bool
	}{
		{"negotiate", bundle, true},
		{"onNegotiate", bundle, true},
		{"providerInfo", bundle, true},
		{"getProviderInfo", bundle, true},
		{"handleGetProviderInfo", bundle, true},
		{"listTools", bundle, true},
		{"get_operation", bundle, true},
		{"cancelOperation", bundle, true},
		{"executeTool", bundle, false},
		{"handleExecuteTool", bundle, false},
		{"negotiateLimits", bundle, false},
		{"cancelOperation", []string{"Lorg/json/JSONObject;"}, false},
	} {
		m := &dex.Method{Class: &dex.Class{Name: "Lcom/example/Provider;"}, Ref: &dex.MethodRef{Class: "Lcom/example/Provider;", Name: tc.name, Params: tc.params, Return: "Landroid/os/Bundle;"}}
		if got := otherV2Handler(m); got != tc.want {
			t.Errorf("%s%v: %v, want %v", tc.name, tc.params, got, tc.want)
		}
	}
}
