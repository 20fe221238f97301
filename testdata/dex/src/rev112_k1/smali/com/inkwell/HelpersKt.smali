.class public final Lcom/inkwell/HelpersKt;
.super Ljava/lang/Object;
.source "Helpers.kt"

# static fields
.field private static final diskThread:Ljava/util/concurrent/ExecutorService;
.field public static final ACTION_CONFIRM_SHARE:Ljava/lang/String; = "com.inkwell.action.CONFIRM_SHARE"


# direct methods
.method public static final withDeadline(Landroid/os/Bundle;Lkotlin/jvm/functions/Function0;)Landroid/os/Bundle;
    .registers 9
    const-string v1, "req"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "block"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    const-string v1, "deadline_at_ms"
    invoke-virtual {v7, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v5
    .line 18
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v5, v2
    if-gtz v0, :L40
    .line 19
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    const-string v2, "DEADLINE_EXCEEDED"
    const-string v3, "the deadline has passed"
    const/4 v4, 0x1
    invoke-virtual {v0, v7, v2, v3, v4}, Lcom/inkwell/Envelope;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L40
    .line 21
    invoke-interface {v8}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    return-object v0
.end method

.method public static final guarded(ILkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    .registers 4
    const-string v1, "block"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    sget-object v0, Lcom/inkwell/Access;->INSTANCE:Lcom/inkwell/Access;
    invoke-virtual {v0, v2}, Lcom/inkwell/Access;->allows(I)Z
    move-result v0
    if-eqz v0, :L25
    invoke-interface {v3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v0
    goto :L26
:L25
    const/4 v0, 0x0
:L26
    return-object v0
.end method

.method public static final retrying(ILkotlin/jvm/functions/Function0;)V
    .registers 6
    const-string v1, "block"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    move v2, v4
:L8
    .line 28
    nop
:L9
    .line 29
    nop
    .line 30
    invoke-interface {v5}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    .line 31
    return-void
:L18
    .line 32
    move-exception v3
    .line 33
    add-int/lit8 v2, v2, -0x1
    if-gtz v2, :L8
    throw v3
    .catch Landroid/database/sqlite/SQLiteException; {:L9 .. :L18} :L18
.end method

.method public static final onDiskThread(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    .registers 3
    const-string v1, "block"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 38
    sget-object v0, Lcom/inkwell/HelpersKt;->diskThread:Ljava/util/concurrent/ExecutorService;
    new-instance v1, Lcom/inkwell/HelpersKt$$ExternalSyntheticLambda0;
    invoke-direct {v1, v2}, Lcom/inkwell/HelpersKt$$ExternalSyntheticLambda0;-><init>(Lkotlin/jvm/functions/Function0;)V
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/concurrent/Future;->get()Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final problemIn(Lkotlin/jvm/functions/Function0;)Ljava/lang/String;
    .registers 6
    const-string v1, "block"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
:L6
    .line 41
    nop
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-interface {v5}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
:L21
    goto :L37
:L24
    move-exception v2
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v2}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
:L37
    .line 41
    invoke-static {v3}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-eqz v0, :L67
    move-object v2, v0
    .line 50
    const/4 v4, 0x0
    .line 41
    invoke-virtual {v2}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L64
    invoke-virtual {v2}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;
    move-result-object v0
:L64
    .line 41
    goto :L69
:L67
    .line 41
    const/4 v0, 0x0
:L69
    return-object v0
    .catch Ljava/lang/Throwable; {:L6 .. :L21} :L24
.end method

.method public static final confirmIntent(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/String;)Landroid/content/Intent;
    .registers 11
    const-string v1, "ctx"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "action"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "subject"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 45
    move-object v0, v9
    if-eqz v9, :L42
    move-object v5, v0
    .line 50
    const/4 v6, 0x0
    .line 45
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0, v7, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 45
    nop
    .line 45
    goto :L57
:L42
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0}, Landroid/content/Intent;-><init>()V
    invoke-virtual {v7}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
:L57
    move-object v3, v0
    move-object v4, v3
    const/4 v5, 0x0
    .line 46
    invoke-virtual {v4, v8}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;
    .line 47
    const-string v1, "subject"
    invoke-virtual {v4, v1, v10}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 48
    nop
    .line 45
    .line 45
    const-string v2, "apply(...)"
    invoke-static {v3, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 48
    return-object v3
.end method

.method public static synthetic confirmIntent$default(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/String;ILjava/lang/Object;)Landroid/content/Intent;
    .registers 8
    .line 44
    const/4 v1, 0x4
    and-int v0, v6, v1
    if-eqz v0, :L9
    const/4 v4, 0x0
:L9
    const/16 v1, 0x8
    and-int v0, v6, v1
    if-eqz v0, :L20
    const-string v5, ""
:L20
    invoke-static {v2, v3, v4, v5}, Lcom/inkwell/HelpersKt;->confirmIntent(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    return-object v0
.end method

.method public static final confirmIntent(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Class;)Landroid/content/Intent;
    .registers 9
    const-string v1, "ctx"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "action"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v3, 0x0
    const/16 v4, 0x8
    const/4 v5, 0x0
    move-object v0, v6
    move-object v1, v7
    move-object v2, v8
    invoke-static/range {v0 .. v5}, Lcom/inkwell/HelpersKt;->confirmIntent$default(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/String;ILjava/lang/Object;)Landroid/content/Intent;
    move-result-object v0
    return-object v0
.end method

.method public static final confirmIntent(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;
    .registers 8
    const-string v1, "ctx"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "action"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/16 v4, 0xc
    const/4 v5, 0x0
    move-object v0, v6
    move-object v1, v7
    invoke-static/range {v0 .. v5}, Lcom/inkwell/HelpersKt;->confirmIntent$default(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/String;ILjava/lang/Object;)Landroid/content/Intent;
    move-result-object v0
    return-object v0
.end method

.method public static final onDiskThread$lambda$0(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    .registers 2
    .line 38
    invoke-interface {v1}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3
    .line 12
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    const-string v2, "newSingleThreadExecutor(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    sput-object v0, Lcom/inkwell/HelpersKt;->diskThread:Ljava/util/concurrent/ExecutorService;
    return-void
.end method

