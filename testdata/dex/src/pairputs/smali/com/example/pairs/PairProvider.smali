# Kotlin sketch (PairProvider.kt), compiled by kotlinc and D8 (fail() as R8
# emits it: its first pair inlined to new Pair, TuplesKt.to and bundleOf
# renamed b.a.a and b.b.a, the array built by filled-new-array):
#   package com.example.pairs                                                  // 1
#
#   class PairProvider : ContentProvider() {                                   // 3
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
#           val uid = Binder.getCallingUid()                                   // 5
#           if (method == "session") return session()                          // 6
#           if (method == "uuid") return uuid()                                // 7
#           if (method == "confirm") return confirm(requireContext())          // 8
#           if (method == "confirm_ok") return confirmOk(requireContext())     // 9
#           if (method == "elsewhere") return elsewhere(requireContext())      // 10
#           if (method == "fixed") return fixed()                              // 11
#           if (method == "json") return bundleOf("response" to jsonFail())    // 12
#           if (method == "op") return op()                                    // 13
#           if (method == "flip") return flipped()                             // 14
#           if (method == "auth") return auth(requireContext())                // 14
#           if (method == "spread") return spread(requireContext())            // 14
#           if (method == "flip_res") return flipRes(requireContext())         // 14
#           if (method == "kv") return kv()                                    // 66
#           if (method == "two_deep") return twoDeep()                         // 66
#           return fail()                                                      // 15
#       }
#       // true positive CETP613: a session token from kotlin.random.Random
#       private fun session() = bundleOf("session_token" to Random.nextLong().toString()) // 18
#       // near miss CETP613: UUID.randomUUID()
#       private fun uuid() = bundleOf("session_token" to UUID.randomUUID().toString()) // 20
#       // true positive CETP508: a resolution, but no resume_token
#       private fun confirm(ctx: Context) = bundleOf("error_code" to "USER_ACTION_REQUIRED", // 22
#           "resolution" to PendingIntent.getActivity(ctx, 0, Intent(ctx, ConfirmActivity::class.java), FLAG_IMMUTABLE)) // 23
#       // near miss CETP508 and CETP615: both keys, a declared Activity
#       private fun confirmOk(ctx: Context) = bundleOf("error_code" to "USER_ACTION_REQUIRED", // 25
#           "resolution" to PendingIntent.getActivity(ctx, 1, Intent(ctx, ConfirmActivity::class.java), FLAG_IMMUTABLE), // 26
#           "resume_token" to UUID.randomUUID().toString())                    // 27
#       // true positive CETP615: the resolution opens a class the manifest does not declare
#       private fun elsewhere(ctx: Context) = bundleOf("error_code" to "AUTH_REQUIRED", // 29
#           "resolution" to PendingIntent.getActivity(ctx, 2,
#               Intent().setClassName(ctx, "com.example.pairs.MissingActivity"), FLAG_IMMUTABLE), // 30
#           "resume_token" to UUID.randomUUID().toString())                    // 31
#       // near miss CETP607: a fixed message
#       private fun fixed() = bundleOf("error_code" to "INTERNAL", "error_message" to "Something went wrong") // 33
#       // true positive CETP607: exception text in a JSON object made from mapOf(pair)
#       private fun jsonFail(): String = try { work(); "{}" } catch (e: Exception) { // 35
#           JSONObject(mapOf("error_message" to e.toString())).toString() }   // 36
#       // true positive CETP613: Bundle().apply { putString(...) } with the clock
#       private fun op() = Bundle().apply { putString("operation_id", System.currentTimeMillis().toString()) } // 38
#       // limit, a note of CETP607 and CETP613: the pair comes from flip (b.a.b), which is no `to`
#       private fun flipped() = bundleOf(flip(Random.nextLong().toString(), "session_token")) // 40
#       // true positive CETP607 in the R8 shape
#       private fun fail(): Bundle = try { work(); Bundle() } catch (e: Exception) { // 42
#           bundleOf("error_code" to "INTERNAL", "error_message" to e.message) } // 43
#       private fun work() {}                                                  // 44
#       override fun onCreate() = true                                         // 45
#       private fun auth(ctx: Context) = authRequired(                         // 46
#           "resolution" to PendingIntent.getActivity(ctx, 3, Intent(ctx, ConfirmActivity::class.java), FLAG_IMMUTABLE), // 47
#           "resume_token" to UUID.randomUUID().toString())                    // 48
#       // near miss CETP508: the resolution keys come in pairs spread into
#       // bundleOf (a SpreadBuilder array, not read): no error, a note of
#       // CETP508, 607, 612 and 613
#       private fun authRequired(vararg extra: Pair<String, Any?>) =
#           bundleOf("error_code" to "AUTH_REQUIRED", *extra)                  // 53
#       // true positive CETP615: a local array spread alone (kotlinc copies it
#       // with Arrays.copyOf) holding a resolution to an undeclared class
#       private fun spread(ctx: Context): Bundle {
#           val pairs = arrayOf("resolution" to PendingIntent.getActivity(ctx, 4,
#               Intent().setClassName(ctx, "com.example.pairs.GoneActivity"), FLAG_IMMUTABLE)) // 58
#           return bundleOf(*pairs)                                            // 59
#       }
#       // limit: the resolution pair comes from flip: notes of CETP615 and 623
#       // (and 607, 612, 613) at the bundleOf
#       private fun flipRes(ctx: Context) = bundleOf(flip(                    // 63
#           PendingIntent.getActivity(ctx, 5, Intent(ctx, ConfirmActivity::class.java), FLAG_IMMUTABLE), "resolution")) // 64
#       // true positive CETP613: the pair is made by a companion's @JvmStatic
#       // helper (Tokens.kt), read one level deep
#       private fun kv() = bundleOf(Tokens.token())                            // 68
#       // limit: a pair comes through two helpers; notes of 607, 612, 613, and
#       // of 615 and 623 for the resolution beside it
#       private fun twoDeep() = bundleOf(outer(), "resolution" to              // 70
#           PendingIntent.getActivity(requireContext(), 6, Intent(requireContext(), ConfirmActivity::class.java), FLAG_IMMUTABLE))
#       private fun outer() = Tokens.token()                                   // 71
#   }
.class public final Lcom/example/pairs/PairProvider;
.super Landroid/content/ContentProvider;
.source "PairProvider.kt"

.method public constructor <init>()V
    .registers 1
    .line 3
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 45
    const/4 v0, 0x1
    return v0
.end method

.method private final work()V
    .registers 1
    .line 44
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    .line 6
    const-string v0, "session"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_0
    invoke-direct {p0}, Lcom/example/pairs/PairProvider;->session()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .line 7
    :cond_0
    const-string v0, "uuid"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    invoke-direct {p0}, Lcom/example/pairs/PairProvider;->uuid()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .line 8
    :cond_1
    const-string v0, "confirm"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_2
    invoke-virtual {p0}, Landroid/content/ContentProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    invoke-direct {p0, v0}, Lcom/example/pairs/PairProvider;->confirm(Landroid/content/Context;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .line 9
    :cond_2
    const-string v0, "confirm_ok"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_3
    invoke-virtual {p0}, Landroid/content/ContentProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    invoke-direct {p0, v0}, Lcom/example/pairs/PairProvider;->confirmOk(Landroid/content/Context;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .line 10
    :cond_3
    const-string v0, "elsewhere"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_4
    invoke-virtual {p0}, Landroid/content/ContentProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    invoke-direct {p0, v0}, Lcom/example/pairs/PairProvider;->elsewhere(Landroid/content/Context;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .line 11
    :cond_4
    const-string v0, "fixed"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_5
    invoke-direct {p0}, Lcom/example/pairs/PairProvider;->fixed()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .line 12
    :cond_5
    const-string v0, "json"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_6
    const/4 v0, 0x1
    new-array v0, v0, [Lkotlin/Pair;
    const-string v1, "response"
    invoke-direct {p0}, Lcom/example/pairs/PairProvider;->jsonFail()Ljava/lang/String;
    move-result-object v2
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    invoke-static {v0}, Landroidx/core/os/BundleKt;->bundleOf([Lkotlin/Pair;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .line 13
    :cond_6
    const-string v0, "op"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_7
    invoke-direct {p0}, Lcom/example/pairs/PairProvider;->op()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .line 14
    :cond_7
    const-string v0, "flip"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_8
    invoke-direct {p0}, Lcom/example/pairs/PairProvider;->flipped()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :cond_8
    const-string v0, "auth"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_9
    invoke-virtual {p0}, Landroid/content/ContentProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    invoke-direct {p0, v0}, Lcom/example/pairs/PairProvider;->auth(Landroid/content/Context;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :cond_9
    const-string v0, "spread"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_10
    invoke-virtual {p0}, Landroid/content/ContentProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    invoke-direct {p0, v0}, Lcom/example/pairs/PairProvider;->spread(Landroid/content/Context;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :cond_10
    const-string v0, "flip_res"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_11
    invoke-virtual {p0}, Landroid/content/ContentProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    invoke-direct {p0, v0}, Lcom/example/pairs/PairProvider;->flipRes(Landroid/content/Context;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :cond_11
    .line 66
    const-string v0, "kv"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_12
    invoke-direct {p0}, Lcom/example/pairs/PairProvider;->kv()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :cond_12
    const-string v0, "two_deep"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_13
    invoke-direct {p0}, Lcom/example/pairs/PairProvider;->twoDeep()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .line 15
    :cond_13
    invoke-direct {p0}, Lcom/example/pairs/PairProvider;->fail()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final kv()Landroid/os/Bundle;
    .registers 4
    .line 68
    const/4 v0, 0x1
    new-array v0, v0, [Lkotlin/Pair;
    sget-object v1, Lcom/example/pairs/Tokens;->Companion:Lcom/example/pairs/Tokens$Companion;
    invoke-virtual {v1}, Lcom/example/pairs/Tokens$Companion;->token()Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    invoke-static {v0}, Landroidx/core/os/BundleKt;->bundleOf([Lkotlin/Pair;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final twoDeep()Landroid/os/Bundle;
    .registers 8
    .line 70
    const/4 v0, 0x2
    new-array v0, v0, [Lkotlin/Pair;
    invoke-direct {p0}, Lcom/example/pairs/PairProvider;->outer()Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    const-string v1, "resolution"
    invoke-virtual {p0}, Landroid/content/ContentProvider;->requireContext()Landroid/content/Context;
    move-result-object v2
    new-instance v3, Landroid/content/Intent;
    invoke-virtual {p0}, Landroid/content/ContentProvider;->requireContext()Landroid/content/Context;
    move-result-object v4
    const-class v5, Lcom/example/pairs/ConfirmActivity;
    invoke-direct {v3, v4, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v4, 0x6
    const/high16 v5, 0x4000000
    invoke-static {v2, v4, v3, v5}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x1
    aput-object v1, v0, v2
    invoke-static {v0}, Landroidx/core/os/BundleKt;->bundleOf([Lkotlin/Pair;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final outer()Lkotlin/Pair;
    .registers 2
    .line 71
    sget-object v0, Lcom/example/pairs/Tokens;->Companion:Lcom/example/pairs/Tokens$Companion;
    invoke-virtual {v0}, Lcom/example/pairs/Tokens$Companion;->token()Lkotlin/Pair;
    move-result-object v0
    return-object v0
.end method

.method private final session()Landroid/os/Bundle;
    .registers 5
    .line 18
    const/4 v0, 0x1
    new-array v0, v0, [Lkotlin/Pair;
    const-string v1, "session_token"
    sget-object v2, Lkotlin/random/Random;->Default:Lkotlin/random/Random$Default;
    invoke-virtual {v2}, Lkotlin/random/Random$Default;->nextLong()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v2
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    invoke-static {v0}, Landroidx/core/os/BundleKt;->bundleOf([Lkotlin/Pair;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final uuid()Landroid/os/Bundle;
    .registers 4
    .line 20
    const/4 v0, 0x1
    new-array v0, v0, [Lkotlin/Pair;
    const-string v1, "session_token"
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v2
    invoke-virtual {v2}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v3, "toString(...)"
    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    invoke-static {v0}, Landroidx/core/os/BundleKt;->bundleOf([Lkotlin/Pair;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final confirm(Landroid/content/Context;)Landroid/os/Bundle;
    .registers 7
    .line 22
    const/4 v0, 0x2
    new-array v0, v0, [Lkotlin/Pair;
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    .line 23
    const-string v1, "resolution"
    new-instance v2, Landroid/content/Intent;
    const-class v3, Lcom/example/pairs/ConfirmActivity;
    invoke-direct {v2, p1, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v3, 0x0
    const/high16 v4, 0x4000000
    invoke-static {p1, v3, v2, v4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x1
    aput-object v1, v0, v2
    .line 22
    invoke-static {v0}, Landroidx/core/os/BundleKt;->bundleOf([Lkotlin/Pair;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final confirmOk(Landroid/content/Context;)Landroid/os/Bundle;
    .registers 7
    .line 25
    const/4 v0, 0x3
    new-array v0, v0, [Lkotlin/Pair;
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    .line 26
    const-string v1, "resolution"
    new-instance v2, Landroid/content/Intent;
    const-class v3, Lcom/example/pairs/ConfirmActivity;
    invoke-direct {v2, p1, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v3, 0x1
    const/high16 v4, 0x4000000
    invoke-static {p1, v3, v2, v4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x1
    aput-object v1, v0, v2
    .line 27
    const-string v1, "resume_token"
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v2
    invoke-virtual {v2}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v3, "toString(...)"
    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x2
    aput-object v1, v0, v2
    .line 25
    invoke-static {v0}, Landroidx/core/os/BundleKt;->bundleOf([Lkotlin/Pair;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final elsewhere(Landroid/content/Context;)Landroid/os/Bundle;
    .registers 7
    .line 29
    const/4 v0, 0x3
    new-array v0, v0, [Lkotlin/Pair;
    const-string v1, "error_code"
    const-string v2, "AUTH_REQUIRED"
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    .line 30
    const-string v1, "resolution"
    new-instance v2, Landroid/content/Intent;
    invoke-direct {v2}, Landroid/content/Intent;-><init>()V
    const-string v3, "com.example.pairs.MissingActivity"
    invoke-virtual {v2, p1, v3}, Landroid/content/Intent;->setClassName(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v2
    const/4 v3, 0x2
    const/high16 v4, 0x4000000
    invoke-static {p1, v3, v2, v4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x1
    aput-object v1, v0, v2
    .line 31
    const-string v1, "resume_token"
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v2
    invoke-virtual {v2}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v3, "toString(...)"
    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x2
    aput-object v1, v0, v2
    .line 29
    invoke-static {v0}, Landroidx/core/os/BundleKt;->bundleOf([Lkotlin/Pair;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final fixed()Landroid/os/Bundle;
    .registers 4
    .line 33
    const/4 v0, 0x2
    new-array v0, v0, [Lkotlin/Pair;
    const-string v1, "error_code"
    const-string v2, "INTERNAL"
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    const-string v1, "error_message"
    const-string v2, "Something went wrong"
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x1
    aput-object v1, v0, v2
    invoke-static {v0}, Landroidx/core/os/BundleKt;->bundleOf([Lkotlin/Pair;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final jsonFail()Ljava/lang/String;
    .registers 4
    .line 35
    :try_start_0
    invoke-direct {p0}, Lcom/example/pairs/PairProvider;->work()V
    const-string v0, "{}"
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_0
    :catch_0
    move-exception v0
    .line 36
    new-instance v1, Lorg/json/JSONObject;
    const-string v2, "error_message"
    invoke-virtual {v0}, Ljava/lang/Exception;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v2, v0}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v0
    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapOf(Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v0
    invoke-direct {v1, v0}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V
    invoke-virtual {v1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "toString(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    :goto_0
    .line 35
    return-object v0
.end method

.method private final op()Landroid/os/Bundle;
    .registers 5
    .line 38
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v1
    const-string v2, "operation_id"
    invoke-virtual {v0, v2, v1}, Landroid/os/BaseBundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method private final flipped()Landroid/os/Bundle;
    .registers 4
    .line 40
    const/4 v0, 0x1
    new-array v0, v0, [Lkotlin/Pair;
    sget-object v1, Lkotlin/random/Random;->Default:Lkotlin/random/Random$Default;
    invoke-virtual {v1}, Lkotlin/random/Random$Default;->nextLong()J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v1
    const-string v2, "session_token"
    invoke-static {v1, v2}, Lb/a;->b(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    invoke-static {v0}, Landroidx/core/os/BundleKt;->bundleOf([Lkotlin/Pair;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final fail()Landroid/os/Bundle;
    .registers 5
    .line 42
    :try_start_0
    invoke-direct {p0}, Lcom/example/pairs/PairProvider;->work()V
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0
    return-object v0
    :catch_0
    move-exception v0
    .line 43
    new-instance v1, Lkotlin/Pair;
    const-string v2, "error_code"
    const-string v3, "INTERNAL"
    invoke-direct {v1, v2, v3}, Lkotlin/Pair;-><init>(Ljava/lang/Object;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v0
    const-string v2, "error_message"
    invoke-static {v2, v0}, Lb/a;->a(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v0
    filled-new-array {v1, v0}, [Lkotlin/Pair;
    move-result-object v0
    invoke-static {v0}, Lb/b;->a([Lkotlin/Pair;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final auth(Landroid/content/Context;)Landroid/os/Bundle;
    .registers 7
    .line 46
    const/4 v0, 0x2
    new-array v0, v0, [Lkotlin/Pair;
    .line 47
    const-string v1, "resolution"
    new-instance v2, Landroid/content/Intent;
    const-class v3, Lcom/example/pairs/ConfirmActivity;
    invoke-direct {v2, p1, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v3, 0x3
    const/high16 v4, 0x4000000
    invoke-static {p1, v3, v2, v4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    .line 48
    const-string v1, "resume_token"
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v2
    invoke-virtual {v2}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v3, "toString(...)"
    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x1
    aput-object v1, v0, v2
    .line 46
    invoke-direct {p0, v0}, Lcom/example/pairs/PairProvider;->authRequired([Lkotlin/Pair;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final varargs authRequired([Lkotlin/Pair;)Landroid/os/Bundle;
    .registers 5
    .line 53
    new-instance v0, Lkotlin/jvm/internal/SpreadBuilder;
    const/4 v1, 0x2
    invoke-direct {v0, v1}, Lkotlin/jvm/internal/SpreadBuilder;-><init>(I)V
    const-string v1, "error_code"
    const-string v2, "AUTH_REQUIRED"
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    invoke-virtual {v0, v1}, Lkotlin/jvm/internal/SpreadBuilder;->add(Ljava/lang/Object;)V
    invoke-virtual {v0, p1}, Lkotlin/jvm/internal/SpreadBuilder;->addSpread(Ljava/lang/Object;)V
    invoke-virtual {v0}, Lkotlin/jvm/internal/SpreadBuilder;->size()I
    move-result v1
    new-array v1, v1, [Lkotlin/Pair;
    invoke-virtual {v0, v1}, Lkotlin/jvm/internal/SpreadBuilder;->toArray([Ljava/lang/Object;)[Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lkotlin/Pair;
    invoke-static {v0}, Landroidx/core/os/BundleKt;->bundleOf([Lkotlin/Pair;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final spread(Landroid/content/Context;)Landroid/os/Bundle;
    .registers 7
    .line 58
    const/4 v0, 0x1
    new-array v0, v0, [Lkotlin/Pair;
    const-string v1, "resolution"
    new-instance v2, Landroid/content/Intent;
    invoke-direct {v2}, Landroid/content/Intent;-><init>()V
    const-string v3, "com.example.pairs.GoneActivity"
    invoke-virtual {v2, p1, v3}, Landroid/content/Intent;->setClassName(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v2
    const/4 v3, 0x4
    const/high16 v4, 0x4000000
    invoke-static {p1, v3, v2, v4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    .line 59
    array-length v1, v0
    invoke-static {v0, v1}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;
    move-result-object v0
    const-string v1, "copyOf(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, [Lkotlin/Pair;
    invoke-static {v0}, Landroidx/core/os/BundleKt;->bundleOf([Lkotlin/Pair;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final flipRes(Landroid/content/Context;)Landroid/os/Bundle;
    .registers 7
    .line 63
    const/4 v0, 0x1
    new-array v0, v0, [Lkotlin/Pair;
    .line 64
    new-instance v1, Landroid/content/Intent;
    const-class v2, Lcom/example/pairs/ConfirmActivity;
    invoke-direct {v1, p1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v2, 0x5
    const/high16 v3, 0x4000000
    invoke-static {p1, v2, v1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v1
    const-string v2, "resolution"
    invoke-static {v1, v2}, Lb/a;->b(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    .line 63
    invoke-static {v0}, Landroidx/core/os/BundleKt;->bundleOf([Lkotlin/Pair;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
