.class public final Lcom/rc/TimeoutProvider;
.super Lcom/rc/Endpoint;
.source "Endpoint.kt"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 91
    invoke-direct {v1}, Lcom/rc/Endpoint;-><init>()V
    return-void
.end method


# virtual methods
.method public execute(Ljava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 13
    .line 93
    const-string v1, "deadline_at_ms"
    const-wide/16 v2, 0x0L
    invoke-virtual {v11, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    sub-long v0, v0, v2
    move-object v7, v0
    .line 94
    const-wide/16 v2, 0x0L
    cmp-long v0, v7, v2
    if-gtz v0, :L27
    const-string v1, "DEADLINE_EXCEEDED"
    invoke-virtual {v9, v1}, Lcom/rc/TimeoutProvider;->fail(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L27
    .line 95
    new-instance v2, Lcom/rc/TimeoutProvider$execute$2;
    const/4 v6, 0x0
    invoke-direct {v2, v9, v11, v6}, Lcom/rc/TimeoutProvider$execute$2;-><init>(Lcom/rc/TimeoutProvider;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    check-cast v2, Lkotlin/jvm/functions/Function2;
    invoke-static {v7, v8, v2, v12}, Lkotlinx/coroutines/TimeoutKt;->withTimeout(JLkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

