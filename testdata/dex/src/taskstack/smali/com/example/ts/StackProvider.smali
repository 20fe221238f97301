# Kotlin sketch (StackProvider.kt), compiled by kotlinc and D8; every
# PendingIntent is put under "resolution":
#   package com.example.ts                                                      // 1
#
#   class StackProvider : ContentProvider() {                                   // 3
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
#           Binder.getCallingUid()                                              // 5
#           val ctx = requireContext()                                          // 6
#           val out = Bundle()                                                  // 7
#           out.putString("resume_token", UUID.randomUUID().toString())        // 8
#           // the stacked Intent names no component: CETP602
#           if (method == "implicit") out.putParcelable("resolution", TaskStackBuilder.create(ctx)
#               .addNextIntent(Intent("com.example.ts.CONFIRM")).getPendingIntent(1, FLAG_IMMUTABLE))              // 11
#           // explicit, but without FLAG_IMMUTABLE: CETP601
#           if (method == "mutable") out.putParcelable("resolution", TaskStackBuilder.create(ctx)
#               .addNextIntentWithParentStack(Intent(ctx, ConfirmActivity::class.java)).getPendingIntent(2, FLAG_UPDATE_CURRENT))  // 14
#           // near miss: parents from the manifest, then an explicit Intent of an
#           // Activity that finishes, immutable (the builder kept in a variable)
#           if (method == "ok") {                                               // 17
#               val sb = TaskStackBuilder.create(ctx)                           // 18
#               sb.addParentStack(MainActivity::class.java)                     // 19
#               sb.addNextIntent(Intent(ctx, ConfirmActivity::class.java))      // 20
#               out.putParcelable("resolution", sb.getPendingIntent(3, FLAG_IMMUTABLE or FLAG_UPDATE_CURRENT))  // 21
#           }
#           // the stack opens StuckActivity, which never finishes: CETP623
#           if (method == "stuck") out.putParcelable("resolution", TaskStackBuilder.create(ctx)
#               .addNextIntent(Intent(ctx, StuckActivity::class.java)).getPendingIntent(4, FLAG_IMMUTABLE))        // 25
#           // limit: a helper given the builder cannot see its Intents (note)
#           if (method == "given") out.putParcelable("resolution", stackPi(TaskStackBuilder.create(ctx)
#               .addNextIntent(Intent(ctx, ConfirmActivity::class.java))))     // 28
#           return out                                                          // 29
#       }
#       override fun onCreate() = true                                         // 31
#       fun stackPi(sb: TaskStackBuilder): PendingIntent = sb.getPendingIntent(5, FLAG_IMMUTABLE)  // 32
#   }
.class public final Lcom/example/ts/StackProvider;
.super Landroid/content/ContentProvider;
.source "StackProvider.kt"

.method public constructor <init>()V
    .registers 1
    .line 3
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public final stackPi(Landroid/app/TaskStackBuilder;)Landroid/app/PendingIntent;
    .registers 4
    const-string v0, "sb"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
    const/4 v0, 0x5
    const/high16 v1, 0x4000000
    invoke-virtual {p1, v0, v1}, Landroid/app/TaskStackBuilder;->getPendingIntent(II)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v1, "getPendingIntent(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 31
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    .line 6
    invoke-virtual {p0}, Landroid/content/ContentProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    .line 7
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
    .line 8
    const-string v3, "resume_token"
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v4
    invoke-virtual {v4}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v2, v3, v4}, Landroid/os/BaseBundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 11
    const-string v0, "implicit"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_0
    invoke-static {v1}, Landroid/app/TaskStackBuilder;->create(Landroid/content/Context;)Landroid/app/TaskStackBuilder;
    move-result-object v4
    new-instance v5, Landroid/content/Intent;
    const-string v6, "com.example.ts.CONFIRM"
    invoke-direct {v5, v6}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    invoke-virtual {v4, v5}, Landroid/app/TaskStackBuilder;->addNextIntent(Landroid/content/Intent;)Landroid/app/TaskStackBuilder;
    move-result-object v4
    const/4 v5, 0x1
    const/high16 v6, 0x4000000
    # CETP602: the stacked Intent is implicit
    invoke-virtual {v4, v5, v6}, Landroid/app/TaskStackBuilder;->getPendingIntent(II)Landroid/app/PendingIntent;
    move-result-object v4
    const-string v5, "resolution"
    check-cast v4, Landroid/os/Parcelable;
    invoke-virtual {v2, v5, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :cond_0
    .line 14
    const-string v0, "mutable"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    invoke-static {v1}, Landroid/app/TaskStackBuilder;->create(Landroid/content/Context;)Landroid/app/TaskStackBuilder;
    move-result-object v4
    new-instance v5, Landroid/content/Intent;
    const-class v6, Lcom/example/ts/ConfirmActivity;
    invoke-direct {v5, v1, v6}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-virtual {v4, v5}, Landroid/app/TaskStackBuilder;->addNextIntentWithParentStack(Landroid/content/Intent;)Landroid/app/TaskStackBuilder;
    move-result-object v4
    const/4 v5, 0x2
    const/high16 v6, 0x8000000
    # CETP601: no FLAG_IMMUTABLE
    invoke-virtual {v4, v5, v6}, Landroid/app/TaskStackBuilder;->getPendingIntent(II)Landroid/app/PendingIntent;
    move-result-object v4
    const-string v5, "resolution"
    check-cast v4, Landroid/os/Parcelable;
    invoke-virtual {v2, v5, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :cond_1
    .line 17
    const-string v0, "ok"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_2
    .line 18
    invoke-static {v1}, Landroid/app/TaskStackBuilder;->create(Landroid/content/Context;)Landroid/app/TaskStackBuilder;
    move-result-object v0
    const-string v4, "create(...)"
    invoke-static {v0, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    const-class v4, Lcom/example/ts/MainActivity;
    invoke-virtual {v0, v4}, Landroid/app/TaskStackBuilder;->addParentStack(Ljava/lang/Class;)Landroid/app/TaskStackBuilder;
    .line 20
    new-instance v4, Landroid/content/Intent;
    const-class v5, Lcom/example/ts/ConfirmActivity;
    invoke-direct {v4, v1, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-virtual {v0, v4}, Landroid/app/TaskStackBuilder;->addNextIntent(Landroid/content/Intent;)Landroid/app/TaskStackBuilder;
    .line 21
    const/4 v4, 0x3
    const/high16 v5, 0xc000000
    # near miss CETP601/602/623: explicit, immutable, ConfirmActivity finishes
    invoke-virtual {v0, v4, v5}, Landroid/app/TaskStackBuilder;->getPendingIntent(II)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v4, "resolution"
    check-cast v0, Landroid/os/Parcelable;
    invoke-virtual {v2, v4, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :cond_2
    .line 25
    const-string v0, "stuck"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_3
    invoke-static {v1}, Landroid/app/TaskStackBuilder;->create(Landroid/content/Context;)Landroid/app/TaskStackBuilder;
    move-result-object v4
    new-instance v5, Landroid/content/Intent;
    const-class v6, Lcom/example/ts/StuckActivity;
    invoke-direct {v5, v1, v6}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-virtual {v4, v5}, Landroid/app/TaskStackBuilder;->addNextIntent(Landroid/content/Intent;)Landroid/app/TaskStackBuilder;
    move-result-object v4
    const/4 v5, 0x4
    const/high16 v6, 0x4000000
    # CETP623: the stack opens StuckActivity, which never finishes
    invoke-virtual {v4, v5, v6}, Landroid/app/TaskStackBuilder;->getPendingIntent(II)Landroid/app/PendingIntent;
    move-result-object v4
    const-string v5, "resolution"
    check-cast v4, Landroid/os/Parcelable;
    invoke-virtual {v2, v5, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :cond_3
    .line 28
    const-string v0, "given"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_4
    invoke-static {v1}, Landroid/app/TaskStackBuilder;->create(Landroid/content/Context;)Landroid/app/TaskStackBuilder;
    move-result-object v4
    new-instance v5, Landroid/content/Intent;
    const-class v6, Lcom/example/ts/ConfirmActivity;
    invoke-direct {v5, v1, v6}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-virtual {v4, v5}, Landroid/app/TaskStackBuilder;->addNextIntent(Landroid/content/Intent;)Landroid/app/TaskStackBuilder;
    move-result-object v4
    const-string v5, "addNextIntent(...)"
    invoke-static {v4, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {p0, v4}, Lcom/example/ts/StackProvider;->stackPi(Landroid/app/TaskStackBuilder;)Landroid/app/PendingIntent;
    move-result-object v4
    const-string v5, "resolution"
    check-cast v4, Landroid/os/Parcelable;
    invoke-virtual {v2, v5, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :cond_4
    .line 29
    return-object v2
.end method
