package dexrules_test

import "testing"

// The rev32_r apps (testdata/dex/src/rev32_r*, labels in
// testdata/dex/rev32_labels_r.md): Java tool providers written blind, in
// the shapes an R8 release build leaves — helpers inlined into call(),
// classes and lambdas merged, string and API-model outlines, names
// minified; r1 keeps line numbers and ships mapping.txt, r2 keeps lines
// under "SourceFile" (no path to give), r3 keeps no debug information.
// Each test asserts every finding of its app, so the near misses are
// asserted silent. First run: 17 of 19 labelled defects, no false
// positive.

// TestRev32R8Payments: a mutable resolution inlined into call() (CETP601,
// line 26), getPackagesForUid()[0] in a minified helper (CETP604), the
// calling UID read in a merged lambda run on an executor (CETP603), an
// exception's text in the reply through a string outline (CETP607), an
// Activity of another package as the resolution (CETP615), and a resume
// token looked up and never removed on pay_contact's branch (CETP620,
// line 38) while pay_bill's branch of the same call(), where R8 inlined
// consume(token), removes it — missed at the first run, when the removal
// anywhere in call() spent every branch's token.
func TestRev32R8Payments(t *testing.T) {
	const call = "Lcom/ledgerly/pay/tools/PayToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	const src = "com/ledgerly/pay/tools/PayToolProvider.java"
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev32_r1", allCode), []dexWant{
			{"CETP615", "error", "Lcom/ledgerly/pay/tools/a;->b(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;@0x16", "com/ledgerly/pay/tools/ActivityResolutions.java", 4},
			{"CETP604", "warning", "Lcom/ledgerly/pay/tools/d;->b(Landroid/content/Context;I)Ljava/lang/String;@0xe", "com/ledgerly/pay/tools/PartnerAllowlist.java", 2},
			{"CETP603", "error", "Lcom/ledgerly/pay/tools/PayToolProvider$$ExternalSyntheticLambda0;->run()V@0x10", src, 2},
			{"CETP601", "error", call + "@0x143", src, 26},
			{"CETP620", "warning", call + "@0x195", src, 38},
			{"CETP607", "warning", call + "@0x245", src, 53},
		})
	}
}

// TestRev32R8SmartHome: R8 full mode, every source file "SourceFile", so
// findings carry the method and offset but no line: an implicit Intent in
// a minified resolution helper (CETP602), a caller package read from the
// extras through a merged interface (CETP606), the calling UID read inside
// a cleared-identity window (CETP611), a firmware-update id from Random
// (CETP613), an unboxed enum's command replayed (CETP614), a request
// value in SQL (CETP622) and a resolution Activity that never finishes
// (CETP623, a note by the catalog's level).
func TestRev32R8SmartHome(t *testing.T) {
	const call = "Lcom/homeflow/app/cetp/HomeToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	const apk = "../../testdata/dex/rev32_r2.apk"
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev32_r2", allCode), []dexWant{
			{"CETP602", "error", "Lcom/homeflow/app/cetp/HomeToolProvider;->b(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;@0x19", apk, 0},
			{"CETP606", "error", "Lcom/homeflow/app/cetp/a;->a(Landroid/os/Bundle;)Z@0x2", apk, 0},
			{"CETP611", "error", call + "@0x27e", apk, 0},
			{"CETP613", "error", call + "@0x301", apk, 0},
			{"CETP614", "error", call + "@0x205", apk, 0},
			{"CETP622", "error", "Lcom/homeflow/app/cetp/b;->a(Ljava/lang/String;)Ljava/lang/String;@0x19", apk, 0},
			{"CETP623", "note", call + "@0x1c8", apk, 0},
		})
	}
}

// TestRev32R8Notes: no debug information, everything repackaged into q:
// the attribution source read through an API-model outline in a merged
// lambda's branch posted to a Handler (CETP603; the other branch silent),
// openFile with no caller check (CETP605), a pipe's write end handed out
// (CETP612), the one signature check (CETP616), an operation looked up by
// its id alone on get_operation's branch (CETP620) — missed at the first
// run, when a session check R8 inlined ahead of it, and cancel_operation's
// owner check on another branch, bound it — and a grant when any of the
// UID's packages is listed (CETP624).
func TestRev32R8Notes(t *testing.T) {
	const call = "Lcom/quillnote/sync/NotesToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	const apk = "../../testdata/dex/rev32_r3.apk"
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev32_r3", allCode), []dexWant{
			{"CETP603", "error", "Lq/b;->run()V@0x3f", apk, 0},
			{"CETP605", "warning", "Lcom/quillnote/sync/NotesToolProvider;->openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;@0x0", apk, 0},
			{"CETP612", "error", call + "@0x215", apk, 0},
			{"CETP616", "warning", call + "@0x19", apk, 0},
			{"CETP620", "warning", call + "@0xba", apk, 0},
			{"CETP624", "warning", call + "@0x24d", apk, 0},
		})
	}
}

// The rev32_k apps (labels in testdata/dex/rev32_labels_k.md): Kotlin 2
// providers compiled for JVM 17 and dexed as D8 leaves them (indy lambdas
// as $$ExternalSyntheticLambdaN, data objects in a registry, default
// arguments through $default methods, extension properties, inline scope
// functions). First run: 13 of 16 labelled defects, no false positive; after: 16.

// TestRev32KotlinRides: a resolution helper's default flags taken by one
// caller (CETP601 at the $default call, line 75; the caller passing
// FLAG_IMMUTABLE silent), an Intent made with apply { setPackage } (CETP602),
// getCallingUid in a Handler.post lambda (CETP603), an exception's message
// in a runCatching getOrElse reply (CETP607) and a confirmation flag read
// from the arguments through an extension property (CETP614).
func TestRev32KotlinRides(t *testing.T) {
	const src = "com/example/r32k1/RideTool.kt"
	const cancel = "Lcom/example/r32k1/CancelRide;->run(Lcom/example/r32k1/ToolCall;)Landroid/os/Bundle;"
	const tip = "Lcom/example/r32k1/TipDriver;->run(Lcom/example/r32k1/ToolCall;)Landroid/os/Bundle;"
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev32_k1", allCode), []dexWant{
			{"CETP614", "error", cancel + "@0x17", src, 70},
			{"CETP601", "error", cancel + "@0x40", src, 75},
			{"CETP602", "error", tip + "@0x56", src, 94},
			{"CETP607", "warning", tip + "@0xbb", src, 98},
			{"CETP603", "error", "Lcom/example/r32k1/ShareTrip;->run$lambda$1(Ljava/lang/String;)V@0x5", src, 114},
		})
	}
}

// TestRev32KotlinFitness: request text in rawQuery SQL (CETP622), the UID
// read inside an inlined withProviderIdentity block (CETP611), a caller
// package read from the extras by an extension property (CETP606) and
// getPackagesForUid()[0] in another (CETP604), and a request carrying a
// resume token handed to the tool's resume(), whose override deletes rows,
// before execute() reads deadline_at_ms (CETP619 at call()'s call of
// execute(), line 42 — missed at the first run, when execute() counted as
// a check because it reads the key on its other path).
func TestRev32KotlinFitness(t *testing.T) {
	const src = "com/example/r32k2/FitnessTool.kt"
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev32_k2", allCode), []dexWant{
			{"CETP622", "error", "Lcom/example/r32k2/Workouts;->run(Lcom/example/r32k2/ToolCall;)Landroid/os/Bundle;@0x34", src, 54},
			{"CETP611", "error", "Lcom/example/r32k2/ExportHistory;->run(Lcom/example/r32k2/ToolCall;)Landroid/os/Bundle;@0x42", src, 114},
			{"CETP606", "error", "Lcom/example/r32k2/RequestsKt;->getCallingPackage(Landroid/os/Bundle;)Ljava/lang/String;@0x7", "com/example/r32k2/Requests.kt", 17},
			{"CETP604", "warning", "Lcom/example/r32k2/RequestsKt;->getOwnerPackage(Lcom/example/r32k2/ToolCall;)Ljava/lang/String;@0x27", "com/example/r32k2/Requests.kt", 24},
			{"CETP619", "warning", "Lcom/example/r32k2/PulseToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x59", "com/example/r32k2/PulseToolProvider.kt", 42},
		})
	}
}

// TestRev32KotlinMessaging: a legacy signature check (CETP616), a grant
// when any of the UID's packages is a partner (CETP624), a resume token
// from the clock through a data class's default argument (CETP613), a
// resume token looked up alone and never removed (CETP620), and a
// resolution aimed at another package's Activity through a reply helper
// needsUser(pi, token) (CETP615 — missed at the first run: a helper taking
// a String beside its PendingIntent was read as an outline given its key,
// though it names "resolution" itself), and a hand-written executor object
// deduplicating the request_id with getOrPut on a ConcurrentHashMap field
// while no code writes the request_id anywhere durable (CETP618,
// Outbox.kt:15 — missed at the first run, when CETP618 read only classes
// implementing the SDK's CetpMutationExecutor). The resume-token maps are
// no deduplication, and rev32_k2's request cache in front of a requests
// table is silent.
func TestRev32KotlinMessaging(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev32_k3", allCode), []dexWant{
			{"CETP613", "error", "Lcom/example/r32k3/PendingSend;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V@0x3c", "com/example/r32k3/Commands.kt", 31},
			{"CETP615", "error", "Lcom/example/r32k3/ParleyToolProvider;->askToDelete(Landroid/content/Context;ILcom/example/r32k3/Command$Delete;)Landroid/os/Bundle;@0x40", "com/example/r32k3/ParleyToolProvider.kt", 78},
			{"CETP616", "warning", "Lcom/example/r32k3/Callers;->trusted(Landroid/content/Context;I)Z@0x41", "com/example/r32k3/Callers.kt", 18},
			{"CETP618", "error", "Lcom/example/r32k3/SendExecutor;->once(Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Landroid/os/Bundle;@0xf", "com/example/r32k3/Outbox.kt", 15},
			{"CETP620", "warning", "Lcom/example/r32k3/ParleyToolProvider;->send(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;@0x2", "com/example/r32k3/ParleyToolProvider.kt", 65},
			{"CETP624", "warning", "Lcom/example/r32k3/Callers;->isPartner(Landroid/content/Context;I)Z@0x18", "com/example/r32k3/Callers.kt", 23},
		})
	}
}
