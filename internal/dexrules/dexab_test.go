package dexrules_test

import "testing"

// TestDexABKotlinObjectExtras: rev19_binderid's object extras as kotlinc
// emits them. kotlinc's null checks (`!!` as Intrinsics.checkNotNull, a
// platform value checked with checkNotNullExpressionValue) keep nothing, so
// notifyDone (line 42), which only calls the binder back and logs the
// package name it reports after `!!`, is silent, even though the stdlib's
// Intrinsics is bundled (classes2.dex) and so is app code; grantPartner's
// package name compared with areEqual still decides (line 37). A uid boxed
// with Integer.valueOf / Long.valueOf and looked up in a map decides when
// the lookup does: containsKey (line 47) and the Boolean get returns (line
// 52); noteCaller (line 58), whose boxed uid only keys a put and a logged
// get, is silent.
func TestDexABKotlinObjectExtras(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "dexab_ktbinder", allCode), []dexWant{
			{"CETP606", "error", "Lcom/example/dab/LinkProvider;->grantPartner(Landroid/os/Bundle;)Landroid/os/Bundle;@0x2", "com/example/dab/LinkProvider.kt", 37},
			{"CETP606", "error", "Lcom/example/dab/LinkProvider;->grantKnown(Landroid/os/Bundle;)Landroid/os/Bundle;@0x2", "com/example/dab/LinkProvider.kt", 47},
			{"CETP606", "error", "Lcom/example/dab/LinkProvider;->grantFlag(Landroid/os/Bundle;)Landroid/os/Bundle;@0x2", "com/example/dab/LinkProvider.kt", 52},
		})
	}
}

// TestDexABObserverCallbacks: java.util.Observer is a callback the app
// calls itself, not a collection: update() on a field holding the app's
// TargetObserver reaches its summary, which names the Intent's component
// (openConfirm, line 36, silent; reported before), while the field holding
// AuditObserver, which only logs the Intent, leaves it implicit (CETP602,
// line 42).
func TestDexABObserverCallbacks(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "dexab_observer", allCode), []dexWant{
			{"CETP602", "error", "Lcom/example/dabo/ShareProvider;->openAudited()Landroid/os/Bundle;@0x13", "com/example/dabo/ShareProvider.java", 42},
		})
	}
}

// TestDexABKotlinR8NullChecks: dexab_ktbinder built by R8 with the stdlib
// minified (Intrinsics renamed b3.f): the renamed null checks are known by
// their bodies, so notifyDone (line 42) and noteCaller (line 58) stay
// silent and the same three true positives fire.
func TestDexABKotlinR8NullChecks(t *testing.T) {
	const sig = "(Landroid/os/Bundle;)Landroid/os/Bundle;@0x2"
	checkDex(t, runDex(t, "dexab_ktr8", false), []dexWant{
		{"CETP606", "error", "Lcom/example/dabr/LinkProvider;->grantPartner" + sig, "com/example/dabr/LinkProvider.kt", 37},
		{"CETP606", "error", "Lcom/example/dabr/LinkProvider;->grantKnown" + sig, "com/example/dabr/LinkProvider.kt", 47},
		{"CETP606", "error", "Lcom/example/dabr/LinkProvider;->grantFlag" + sig, "com/example/dabr/LinkProvider.kt", 52},
	})
}
