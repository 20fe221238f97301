package dexrules_test

import (
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/rules"
)

// TestRev51KotlinSDK (rev51_k1, "WaterWheel" garden watering rota: Kotlin
// 2 through D8, two providers on the ClawSeed SDK's base class with a
// Kotlin SDK stub bundled — a sealed result with a companion of factories,
// file$default/needsUser building Failure/NeedsUser/File objects that
// toBundle puts —, runCatching, a `when` over a sealed class of parsed
// arguments, extension functions, `object` singletons, a thread writing a
// pipe; a helper's blind app, labels in testdata/dex/rev51_labels_k.md,
// first scanned at stop 48). Its first run found 7 of 10 labelled defects
// (607, 614, 616, 617, 618, 621, 622) with no false finding; CETP612 was a
// note. Fixed since:
//   - CETP612: the descriptor in the result's File.fd field is stored by a
//     constructor that Companion.file passes its own parameter to, which
//     file$default passes on from pipeLog's `pipe[1]`: a parameter handed
//     on is followed to its callers (up to the search's depth).
//   - CETP623: the resolution in NeedsUser.resolution is whatever the
//     needsUser(pi, token) factories' callers pass: the PendingIntents
//     those constructions pass are resolution sites (askKeeper's, which
//     opens ValveConfirmActivity, never finishing).
//   - CETP620: with the SDK in the APK, request.resumeToken is summarized
//     into the SDK request's field, which now names the token as its
//     getter does; ValveTokens.pending[token] is looked up by the token
//     alone and never removed.
//
// 10 of 10 (CETP623 a note, the rule's level); the near misses silent.
func TestRev51KotlinSDK(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev51_k1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/clawseed/cetp/sdk/CetpProviderResultKt;->putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)V@0x18", "com/clawseed/cetp/sdk/CetpProviderResult.kt", 57},
			{"CETP607", "warning", "Lcom/waterwheel/valves/ValveProvider;->valveLog(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x4f", "com/waterwheel/valves/ValveProvider.kt", 57},
			{"CETP612", "error", "Lcom/waterwheel/valves/ValveProvider;->pipeLog(J)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x44", "com/waterwheel/valves/ValveProvider.kt", 65},
			{"CETP614", "error", "Lcom/waterwheel/rota/RotaProvider;->swap(Lcom/waterwheel/rota/RotaArgs$Swap;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x4", "com/waterwheel/rota/RotaProvider.kt", 123},
			{"CETP616", "warning", "Lcom/waterwheel/valves/ValveProviderKt;->isKeeperApp(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Landroid/content/pm/PackageManager;)Z@0x20", "com/waterwheel/valves/ValveProvider.kt", 110},
			{"CETP617", "error", "Lcom/waterwheel/valves/ValveProvider;->authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;@0x2e", "com/waterwheel/valves/ValveProvider.kt", 42},
			{"CETP618", "error", "Lcom/waterwheel/valves/ValveOnce;-><clinit>()V@0xe", "com/waterwheel/valves/ValveProvider.kt", 120},
			{"CETP620", "warning", "Lcom/waterwheel/valves/ValveProvider;->openValve(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x5b", "com/waterwheel/valves/ValveProvider.kt", 79},
			{"CETP621", "error", "Lcom/waterwheel/rota/RotaProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x24", "com/waterwheel/rota/RotaProvider.kt", 59},
			{"CETP622", "error", "Lcom/waterwheel/valves/ValveProvider;->runValve(Ljava/lang/String;I)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x26", "com/waterwheel/valves/ValveProvider.kt", 95},
			{"CETP623", "note", "Lcom/waterwheel/valves/ValveProvider;->askKeeper(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x3e", "com/waterwheel/valves/ValveProvider.kt", 90},
		})
	}
}

// TestResolutionFieldBudget: with the budget for a resolution field's
// constructions lowered to one call site, rev51_k1's NeedsUser.resolution
// (filled by two needsUser calls) says where the search stopped instead
// of leaving the other PendingIntent unjudged in silence.
func TestResolutionFieldBudget(t *testing.T) {
	defer func(n int) { program.MaxStoredArgCallers = n }(program.MaxStoredArgCallers)
	program.MaxStoredArgCallers = 1
	for _, f := range runDex(t, "rev51_k1", false, "CETP623") {
		if f.Level == rules.Note && strings.Contains(f.Message, "cannot tell which PendingIntents") && strings.Contains(f.Message, "NeedsUser.resolution") {
			return
		}
	}
	t.Error("no note for the resolution field's constructions past the budget")
}
