package dexrules_test

import "testing"

// TestRev73JavaSDKGuava (rev73_j1, "StallMart" market stalls: Java 11
// through D8 on the bundled SDK with Guava-style futures — three
// providers, tool declarations from a fluent builder, authorize deciding
// through java.util.function.Predicate rules combined with and/or,
// executeTool handlers returning ListenableFutures transformed with
// Futures.transform and waited on with get(timeout); a helper's blind app,
// labels in testdata/dex/rev73_labels_j.md, first scanned at stop 50). Its
// first run found 5 of 9 labelled defects (608, 621 in a transform
// function, 616, 613, 622), missed both CETP617s (an always-true rule
// or-ed into the chain; only always-true rules and-ed) and reported the
// CETP607 eleven times in the SDK's own call(), once per path that turns
// the tool's result into the reply, not in the tool that stored the
// exception text. Fixed since: a branch on Predicate.test of an
// always-true combination has a dead false edge, and what only that edge
// makes is no answer authorize gives (predicates.go); a stored exception
// text that reaches the reply through the SDK's code is reported once
// where the app stored it (requestPayout's error(..., e.getCause()
// .getMessage())). Left: CETP618 on an executor that keeps no record at
// all (the label's reading; the rule's text names an in-memory store).
// 8 of 9. Stop 65: CETP613 at requestPayout (the label's line 105 builds
// the token, 106 passes it; the SDK's two notes gone): a function value
// the SDK calls is the lambdas its origins place (pooltask603).
func TestRev73JavaSDKGuava(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev73_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;@0x21", "com/clawseed/cetp/sdk/CetpProviderResult.java", 57},
			{"CETP603", "note", "Lcom/google/common/util/concurrent/ImmediateFuture;->addListener(Ljava/lang/Runnable;Ljava/util/concurrent/Executor;)V@0x0", "com/google/common/util/concurrent/ImmediateFuture.java", 19},
			{"CETP607", "warning", "Lcom/stallmart/payouts/PayoutProvider;->requestPayout(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0xa3", "com/stallmart/payouts/PayoutProvider.java", 118},
			{"CETP608", "error", "Lcom/stallmart/market/MarketProvider;-><clinit>()V@0x1c", "com/stallmart/market/MarketProvider.java", 23},
			{"CETP613", "error", "Lcom/stallmart/payouts/PayoutProvider;->requestPayout(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x2d", "com/stallmart/payouts/PayoutProvider.java", 106},
			{"CETP613", "error", "Lcom/stallmart/payouts/PayoutProvider;->requestPayout(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x2d", "com/stallmart/payouts/PayoutProvider.java", 106},
			{"CETP616", "warning", "Lcom/stallmart/payouts/PayoutProvider;->isBankApp(Ljava/lang/String;)Z@0x10", "com/stallmart/payouts/PayoutProvider.java", 127},
			{"CETP617", "error", "Lcom/stallmart/market/MarketProvider;->authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;@0x1f", "com/stallmart/market/MarketProvider.java", 41},
			{"CETP617", "error", "Lcom/stallmart/payouts/PayoutProvider;->authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;@0x28", "com/stallmart/payouts/PayoutProvider.java", 67},
			{"CETP621", "error", "Lcom/stallmart/stalls/StallProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x50", "com/stallmart/stalls/StallProvider.java", 84},
			{"CETP622", "error", "Lcom/stallmart/market/MarketProvider;->marketHours(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x20", "com/stallmart/market/MarketProvider.java", 57},
		})
	}
}

// TestAuthorizePredicateNearMiss (predicates617: rev73_j1's smali with
// MarketProvider's chain `audit.and(scopesUnder("market."))`, an
// always-true rule and-ed with one that reads the scopes and can refuse;
// testdata/dex/src/predicates617/DEX_NOTE.md): no CETP617 for it, while
// PayoutProvider's chain with an always-true rule or-ed in still is one.
func TestAuthorizePredicateNearMiss(t *testing.T) {
	checkDex(t, runDex(t, "predicates617", false, "CETP617"), []dexWant{
		{"CETP617", "error", "Lcom/stallmart/payouts/PayoutProvider;->authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;@0x28", "com/stallmart/payouts/PayoutProvider.java", 67},
	})
}

// TestAuthorizePredicateTooDeep (predicatesdeep617: PayoutProvider's
// authorize tests an always-true rule or-ed with ten scope rules, one or
// at a time; testdata/dex/src/predicatesdeep617/DEX_NOTE.md): the
// combination nests deeper than CETP617 follows it, and the note says so
// where the analysis would otherwise pass an always-allow in silence.
// Below the bound (TestAuthorizePredicateNearMiss) the same reading gives
// its error or its silence.
func TestAuthorizePredicateTooDeep(t *testing.T) {
	got := runDex(t, "predicatesdeep617", false, "CETP617")
	wantOneNote(t, got, "Lcom/stallmart/payouts/PayoutProvider;->authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;@0x68",
		"more than 8 levels deep, further than CETP617 follows", "the Predicate depth note")
	if n := len(got); n != 1 {
		t.Errorf("%d CETP617 findings, want the note alone: %v", n, gotDex(got))
	}
}
