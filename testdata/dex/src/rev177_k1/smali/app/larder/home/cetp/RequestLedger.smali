.class public final Lapp/larder/home/cetp/RequestLedger;
.super Ljava/lang/Object;
.source "Ledger.kt"


# instance fields
.field private final dao:Lapp/larder/home/data/RequestDao;


# direct methods
.method public constructor <init>(Lapp/larder/home/data/RequestDao;)V
    .registers 3

    const-string v0, "dao"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/home/cetp/RequestLedger;->dao:Lapp/larder/home/data/RequestDao;

    return-void
.end method

.method private final declared-synchronized claim(Lapp/larder/home/data/RequestRecord;)Lapp/larder/home/data/RequestRecord;
    .registers 5

    monitor-enter p0

    .line 27
    :try_start_0
    iget-object v0, p0, Lapp/larder/home/cetp/RequestLedger;->dao:Lapp/larder/home/data/RequestDao;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-interface {v0, p1, v1, v2}, Lapp/larder/home/data/RequestDao;->claim(Lapp/larder/home/data/RequestRecord;J)Lapp/larder/home/data/RequestRecord;

    move-result-object v0

    monitor-exit p0

    return-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method


# virtual methods
.method public final once(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;
    .registers 19

    const-string v1, "provider"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p4

    const-string v1, "tool"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p5

    const-string v1, "digest"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p6

    const-string v1, "work"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    new-instance v1, Lapp/larder/home/data/RequestRecord;

    move v2, p1

    move-object v3, p2

    move-object v4, p3

    move-object/from16 v5, p4

    move-object/from16 v6, p5

    const/4 v7, 0x0

    invoke-direct/range {v1 .. v7}, Lapp/larder/home/data/RequestRecord;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-direct {p0, v1}, Lapp/larder/home/cetp/RequestLedger;->claim(Lapp/larder/home/data/RequestRecord;)Lapp/larder/home/data/RequestRecord;

    move-result-object v8

    .line 11
    if-eqz v8, :cond_3

    .line 12
    invoke-virtual {v8}, Lapp/larder/home/data/RequestRecord;->getTool()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p4

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v8}, Lapp/larder/home/data/RequestRecord;->getDigest()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p5

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    :cond_0
    new-instance v0, Lapp/larder/home/cetp/ToolException;

    sget-object v2, Lapp/larder/home/cetp/ToolFailure$ReusedRequestId;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$ReusedRequestId;

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    .line 13
    :cond_1
    invoke-virtual {v8}, Lapp/larder/home/data/RequestRecord;->getResult()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    new-instance v0, Lapp/larder/home/cetp/ToolException;

    sget-object v2, Lapp/larder/home/cetp/ToolFailure$InFlight;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$InFlight;

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    :cond_2
    move-object v9, v0

    .line 14
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v9}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    return-object v0

    .line 17
    :cond_3
    :try_start_0
    move-object/from16 v0, p6

    invoke-interface {v0}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;

    move-result-object v10

    check-cast v10, Lorg/json/JSONObject;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 18
    :catch_0
    move-exception v11

    .line 19
    iget-object v0, p0, Lapp/larder/home/cetp/RequestLedger;->dao:Lapp/larder/home/data/RequestDao;

    invoke-interface {v0, p1, p2, p3}, Lapp/larder/home/data/RequestDao;->release(ILjava/lang/String;Ljava/lang/String;)I

    .line 20
    throw v11

    .line 16
    :goto_0
    move-object v9, v10

    .line 22
    iget-object v0, p0, Lapp/larder/home/cetp/RequestLedger;->dao:Lapp/larder/home/data/RequestDao;

    invoke-virtual {v9}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v4

    const-string v6, "toString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-interface {v0, p1, p2, p3, v4}, Lapp/larder/home/data/RequestDao;->complete(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)I

    .line 23
    return-object v9
.end method
