package dexrules

import "testing"

func TestRequestKeyed(t *testing.T) {
	for _, tc := range []struct {
		sql  string
		want bool
	}{
		{"request_id = ?", true},
		{"owner_uid = ? AND `request_id`=?", true},
		{"requestId IN (?, ?)", true},
		{"CREATE TABLE ledger (id INTEGER PRIMARY KEY, request_id TEXT NOT NULL UNIQUE, cents INTEGER)", true},
		{"CREATE TABLE r (request_id TEXT PRIMARY KEY, outcome TEXT)", true},
		{"CREATE TABLE r (owner_uid INTEGER, request_id TEXT, UNIQUE (owner_uid, request_id))", true},
		{"CREATE UNIQUE INDEX IF NOT EXISTS `index_ops_request_id` ON `ops` (`request_id`)", true},
		// Near misses: a plain column, a projection, a longer name.
		{"CREATE TABLE notes (id INTEGER PRIMARY KEY, owner_uid INTEGER NOT NULL, request_id TEXT, body TEXT)", false},
		{"CREATE TABLE operations (id TEXT PRIMARY KEY, request_id TEXT NOT NULL, state TEXT)", false},
		{"SELECT id, request_id FROM operations WHERE id = ?", false},
		{"parent_request_id = ?", false},
		{"request_ids", false},
		{"CREATE INDEX ops_request ON ops (request_id)", false},
	} {
		if got := requestKeyed(tc.sql); got != tc.want {
			t.Errorf("requestKeyed(%q) = %v, want %v", tc.sql, got, tc.want)
		}
	}
}

// TestMutationCode: the code a search for an executor's own writes sets
// aside — the SDK's mutation body handed to execute, and the executor's
// call of its function parameter.
func TestMutationCode(t *testing.T) {
	prog := fixtureProgram(t, "mutexec618")
	c := prog.Classes["Lcom/mx/CachedExecutor;"]
	bodies, passes := mutationCode(prog, c)
	var names []string
	for b := range bodies {
		names = append(names, Short(b))
	}
	if len(names) != 1 || names[0] != "com.clawseed.cetp.sdk.CetpV2ContentProvider$$ExternalSyntheticLambda0.invoke" {
		t.Errorf("mutation bodies = %v, want the SDK's lambda", names)
	}
	exec := prog.Lookup(c.Name, "execute(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;")
	if exec == nil || len(passes[exec]) != 1 {
		t.Fatalf("passes = %v, want the one invoke in execute", passes)
	}
	for addr := range passes[exec] {
		if addr != 0x28 {
			t.Errorf("the invoke passed over is at %#x, want 0x28", addr)
		}
	}
}
