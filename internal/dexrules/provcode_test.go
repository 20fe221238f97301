package dexrules_test

import "testing"

const (
	pcAuth  = "Lcom/example/pc/Auth;->"
	pcAuthJ = "com/example/pc/Auth.java"
	pcRes   = "Lcom/example/pc/Resolutions;->"
	pcResJ  = "com/example/pc/Resolutions.java"
	pcPI    = "(Landroid/content/Context;)Landroid/app/PendingIntent;"
)

// TestLegacySignatureCheck: the first certificate of PackageInfo.signatures
// trusted with nothing that follows key rotation is a warning at the read;
// the same read as a pre-28 fallback beside hasSigningCertificate is not;
// a lookup whose signatures are never read is CETP609's.
func TestLegacySignatureCheck(t *testing.T) {
	got := runDex(t, "provcode", false, "CETP616")
	checkDex(t, got, []dexWant{
		{"CETP616", "warning", pcAuth + "legacyTrusted(Landroid/content/Context;Ljava/lang/String;)Z@0xc", pcAuthJ, 41},
	})
}

// TestSignatureLookupDiscarded: DiscardingProvider asks for GET_SIGNATURES
// and throws the PackageInfo away (a note at its caller read); the
// rotation-aware RotatingProvider and ToolProvider, which reads the
// signatures, verify.
func TestSignatureLookupDiscarded(t *testing.T) {
	got := runDex(t, "provcode", false, "CETP609")
	checkDex(t, got, []dexWant{
		{"CETP609", "note", "Lcom/example/pc/DiscardingProvider;->" + cidCall + "@0x0", "com/example/pc/DiscardingProvider.java", 10},
	})
}

// TestAmbiguousPackageAccepted: a Java for-each returning true on the first
// trusted package and Kotlin's `in` over the array are warnings; a loop
// requiring every package, and a check preceded by a one-package guard
// (Java and Kotlin), are not.
func TestAmbiguousPackageAccepted(t *testing.T) {
	got := runDex(t, "provcode", false, "CETP624")
	checkDex(t, got, []dexWant{
		{"CETP624", "warning", pcAuth + "anyPackageTrusted(Landroid/content/Context;I)Z@0x10", pcAuthJ, 72},
		{"CETP624", "warning", "Lcom/example/pc/MembershipKt;->trustedByMembership(Landroid/content/Context;I)Z@0x13", "com/example/pc/Membership.kt", 11},
	})
}

// TestForeignPendingIntentTarget: a resolution Intent aimed at another
// package by setClassName, and one naming an Activity the manifest does not
// declare, are errors; setClassName with getPackageName() and a
// ComponentName in the app's own package are not.
func TestForeignPendingIntentTarget(t *testing.T) {
	got := runDex(t, "provcode", false, "CETP615")
	checkDex(t, got, []dexWant{
		{"CETP615", "error", pcRes + "foreign" + pcPI + "@0xf", pcResJ, 12},
		{"CETP615", "error", pcRes + "undeclared" + pcPI + "@0xa", pcResJ, 17},
	})
}

// TestConfirmationActivityNeverFinishes: StuckActivity never finishes or
// sets a result; ConfirmActivity does in its D8-desugared click listener;
// the foreign target is CETP615's, not a note here.
func TestConfirmationActivityNeverFinishes(t *testing.T) {
	got := runDex(t, "provcode", false, "CETP623")
	checkDex(t, got, []dexWant{
		{"CETP623", "note", pcRes + "stuck" + pcPI + "@0xa", pcResJ, 28},
	})
}

// TestEntryPointPermissionLevels: ACCESS_TOOLS and a normal-level
// permission are no caller check (warnings naming the check); a
// signature-level readPermission the platform enforces guards query, and
// a signature-level permission enforced in code guards delete.
func TestEntryPointPermissionLevels(t *testing.T) {
	got := runDex(t, "provcode", false, "CETP605")
	gp := "Lcom/example/pc/GuardedProvider;->"
	checkDex(t, got, []dexWant{
		{"CETP605", "warning", gp + cidCall + "@0x0", "com/example/pc/GuardedProvider.java", 10},
		{"CETP605", "warning", gp + "insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;@0x0", "com/example/pc/GuardedProvider.java", 19},
		// The CETP625 pair checks no caller at all.
		{"CETP605", "warning", "Lcom/example/pc/PlainProvider;->" + cidCall + "@0x0", "com/example/pc/PlainProvider.java", 10},
		{"CETP605", "warning", "Lcom/example/pc/SessionProvider;->" + cidCall + "@0x0", "com/example/pc/SessionProvider.java", 10},
	})
}

// TestMutationWithoutExecutor: a CetpV2ContentProvider subclass declaring a
// create tool without overriding mutationExecutor is an error at the
// ToolEffect it uses; one that overrides it (QuoteProvider) and one with
// read tools only (PriceProvider) are not.
func TestMutationWithoutExecutor(t *testing.T) {
	got := runDex(t, "provcode", false, "CETP608")
	checkDex(t, got, []dexWant{
		{"CETP608", "error", "Lcom/example/pc/AlertProvider;-><init>()V@0x9", "com/example/pc/AlertProvider.kt", 12},
	})
}

// TestAuthorizeAlwaysAllows: AlertProvider.authorize returns Allow without
// reading the request; QuoteProvider decides from the request's caller.
func TestAuthorizeAlwaysAllows(t *testing.T) {
	got := runDex(t, "provcode", false, "CETP617")
	checkDex(t, got, []dexWant{
		{"CETP617", "error", "Lcom/example/pc/AlertProvider;->authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;@0x7", "com/example/pc/AlertProvider.kt", 20},
	})
}

// TestSessionTokenIgnored: PlainProvider dispatches list_tools and
// execute_tool and never reads session_token; SessionProvider reads it
// first; the SDK subclasses leave sessions to the SDK.
func TestSessionTokenIgnored(t *testing.T) {
	got := runDex(t, "provcode", false, "CETP625")
	checkDex(t, got, []dexWant{
		{"CETP625", "warning", "Lcom/example/pc/PlainProvider;->" + cidCall + "@0x0", "com/example/pc/PlainProvider.java", 10},
	})
}

// TestSessionTokenByVersion: the same PlainProvider code advertised as
// v1 only has no sessions to check (v1 Consumers send no session_token);
// advertised dual-stack (versions 1,2) it is reported as under v2.
func TestSessionTokenByVersion(t *testing.T) {
	if got := runDex(t, "provcode_v1", false, "CETP625"); len(got) != 0 {
		t.Errorf("v1-only provider: got %v, want nothing", got)
	}
	got := runDex(t, "provcode_dual", false, "CETP625")
	checkDex(t, got, []dexWant{
		{"CETP625", "warning", "Lcom/example/pc/PlainProvider;->" + cidCall + "@0x0", "com/example/pc/PlainProvider.java", 10},
	})
}

// TestV1AuthorizeIntentInCode: the v2-only provider puts authorize_intent
// (a warning at the put); reading the key from a v1 answer is not a put.
func TestV1AuthorizeIntentInCode(t *testing.T) {
	got := runDex(t, "provcode", false, "CETP509")
	checkDex(t, got, []dexWant{
		{"CETP509", "warning", "Lcom/example/pc/LegacyErrors;->addHint(Landroid/os/Bundle;)V@0x4", "com/example/pc/LegacyErrors.java", 8},
	})
}

// TestResolutionIncompleteInCode: AUTH_REQUIRED returned to call() without
// resolution or resume_token is an error at the error_code put;
// USER_ACTION_REQUIRED with both keys is not.
func TestResolutionIncompleteInCode(t *testing.T) {
	got := runDex(t, "provcode", false, "CETP508")
	checkDex(t, got, []dexWant{
		{"CETP508", "error", "Lcom/example/pc/LegacyErrors;->authRequired(Ljava/lang/String;)Landroid/os/Bundle;@0x10", "com/example/pc/LegacyErrors.java", 22},
	})
}
