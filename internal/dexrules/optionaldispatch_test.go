package dexrules_test

import "testing"

// TestOptionalDispatch (optionaldispatch): a function value taken from an
// Optional (`Optional.ofNullable(tool).map(handlers::get).orElseThrow()`)
// is what the map function returns — the lambdas put into the handlers
// map — so the handlers are reached and find_items' SQL is reported; an
// Optional chain that filters the key by membership in an app map before
// unwrapping it (with a constant fallback) validates it.
func TestOptionalDispatch(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "optionaldispatch", allCode, "CETP622", "CETP619"), []dexWant{
			{"CETP622", "error", "Lcom/od/Items;->named(Ljava/lang/String;)Landroid/database/Cursor;@0x19", "com/od/Items.java", 40},
		})
	}
}
