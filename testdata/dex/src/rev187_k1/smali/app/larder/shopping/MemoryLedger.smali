.class public final Lapp/larder/shopping/MemoryLedger;
.super Ljava/lang/Object;
.source "MemoryLedger.kt"

# interfaces
.implements Lapp/larder/core/MutationLedger;


# instance fields
.field private final records:Ljava/util/HashMap;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lapp/larder/shopping/MemoryLedger;->records:Ljava/util/HashMap;

    .line 15
    return-void
.end method


# virtual methods
.method public declared-synchronized once(Lapp/larder/core/ToolCall;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lapp/larder/core/Reply;
    .registers 13

    monitor-enter p0

    .line 24
    :try_start_0
    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "work"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    invoke-static {p1, p2}, Lapp/larder/core/LedgerKt;->ledgerKey(Lapp/larder/core/ToolCall;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 24
    iget-object v0, p0, Lapp/larder/shopping/MemoryLedger;->records:Ljava/util/HashMap;

    invoke-virtual {v0, v5}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    if-eqz v0, :cond_0

    move-object v7, v0

    .line 31
    const/4 v8, 0x0

    .line 24
    invoke-static {v7, p1}, Lapp/larder/core/LedgerKt;->answer(Lorg/json/JSONObject;Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;

    move-result-object v0

    monitor-exit p0

    return-object v0

    .line 25
    :cond_0
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;

    move-result-object v6

    check-cast v6, Lapp/larder/core/Reply;

    .line 26
    iget-object v0, p0, Lapp/larder/shopping/MemoryLedger;->records:Ljava/util/HashMap;

    check-cast v0, Ljava/util/Map;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p1}, Lapp/larder/core/ToolCall;->getTool()Ljava/lang/String;

    move-result-object v4

    const-string v3, "tool"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {p1}, Lapp/larder/core/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v4

    const-string v3, "digest"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-static {v6}, Lapp/larder/core/LedgerKt;->snapshot(Lapp/larder/core/Reply;)Lorg/json/JSONObject;

    move-result-object v4

    const-string v3, "reply"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-interface {v0, v5, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 27
    monitor-exit p0

    return-object v6
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized recorded(Lapp/larder/core/ToolCall;Ljava/lang/String;)Lapp/larder/core/Reply;
    .registers 5

    monitor-enter p0

    :try_start_0
    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    iget-object v0, p0, Lapp/larder/shopping/MemoryLedger;->records:Ljava/util/HashMap;

    invoke-static {p1, p2}, Lapp/larder/core/LedgerKt;->ledgerKey(Lapp/larder/core/ToolCall;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    if-eqz v0, :cond_0

    invoke-static {v0, p1}, Lapp/larder/core/LedgerKt;->answer(Lorg/json/JSONObject;Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    monitor-exit p0

    return-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
