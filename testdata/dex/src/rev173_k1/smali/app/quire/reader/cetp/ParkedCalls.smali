.class public final Lapp/quire/reader/cetp/ParkedCalls;
.super Ljava/lang/Object;
.source "ParkedCalls.kt"


# static fields
.field public static final CONFIRM:Ljava/lang/String; = "confirm"

.field public static final GRANT:Ljava/lang/String; = "grant"

.field public static final INSTANCE:Lapp/quire/reader/cetp/ParkedCalls;

.field private static final MAX_PARKED:I = 0x20

.field public static final SIGN_IN:Ljava/lang/String; = "sign_in"

.field private static final TTL_MS:J = 0x927c0L

.field private static final lock:Lkotlinx/coroutines/sync/Mutex;

.field private static final nextSeq:Lkotlinx/coroutines/flow/MutableStateFlow;

.field private static final state:Lkotlinx/coroutines/flow/MutableStateFlow;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    new-instance v0, Lapp/quire/reader/cetp/ParkedCalls;

    invoke-direct {v0}, Lapp/quire/reader/cetp/ParkedCalls;-><init>()V

    sput-object v0, Lapp/quire/reader/cetp/ParkedCalls;->INSTANCE:Lapp/quire/reader/cetp/ParkedCalls;

    .line 38
    const/4 v0, 0x0

    const/4 v1, 0x1

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/sync/MutexKt;->Mutex$default(ZILjava/lang/Object;)Lkotlinx/coroutines/sync/Mutex;

    move-result-object v0

    sput-object v0, Lapp/quire/reader/cetp/ParkedCalls;->lock:Lkotlinx/coroutines/sync/Mutex;

    .line 39
    const-wide/16 v0, 0x0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    invoke-static {v0}, Lkotlinx/coroutines/flow/StateFlowKt;->MutableStateFlow(Ljava/lang/Object;)Lkotlinx/coroutines/flow/MutableStateFlow;

    move-result-object v0

    sput-object v0, Lapp/quire/reader/cetp/ParkedCalls;->nextSeq:Lkotlinx/coroutines/flow/MutableStateFlow;

    .line 40
    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;

    move-result-object v0

    invoke-static {v0}, Lkotlinx/coroutines/flow/StateFlowKt;->MutableStateFlow(Ljava/lang/Object;)Lkotlinx/coroutines/flow/MutableStateFlow;

    move-result-object v0

    sput-object v0, Lapp/quire/reader/cetp/ParkedCalls;->state:Lkotlinx/coroutines/flow/MutableStateFlow;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final consume(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 22

    move-object/from16 v0, p2

    instance-of v0, v0, Lapp/quire/reader/cetp/ParkedCalls$consume$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p2

    check-cast v0, Lapp/quire/reader/cetp/ParkedCalls$consume$1;

    move-object/from16 v17, v0

    move-object/from16 v0, v17

    iget v0, v0, Lapp/quire/reader/cetp/ParkedCalls$consume$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    move-object/from16 v1, v17

    iget v1, v1, Lapp/quire/reader/cetp/ParkedCalls$consume$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    move-object/from16 v0, v17

    iput v1, v0, Lapp/quire/reader/cetp/ParkedCalls$consume$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v0, Lapp/quire/reader/cetp/ParkedCalls$consume$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p2

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/ParkedCalls$consume$1;-><init>(Lapp/quire/reader/cetp/ParkedCalls;Lkotlin/coroutines/Continuation;)V

    move-object/from16 v17, v0

    :goto_0
    move-object/from16 v0, v17

    iget-object v0, v0, Lapp/quire/reader/cetp/ParkedCalls$consume$1;->result:Ljava/lang/Object;

    move-object/from16 v16, v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v18

    .line 79
    move-object/from16 v0, v17

    iget v0, v0, Lapp/quire/reader/cetp/ParkedCalls$consume$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_4

    :pswitch_0
    move-object/from16 v0, v16

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    sget-object v5, Lapp/quire/reader/cetp/ParkedCalls;->lock:Lkotlinx/coroutines/sync/Mutex;

    .line 126
    const/4 v6, 0x0

    const/4 v7, 0x0

    .line 127
    move-object/from16 v4, p1

    move-object/from16 v3, v17

    iput-object v4, v3, Lapp/quire/reader/cetp/ParkedCalls$consume$1;->L$0:Ljava/lang/Object;

    move-object/from16 v3, v17

    iput-object v5, v3, Lapp/quire/reader/cetp/ParkedCalls$consume$1;->L$1:Ljava/lang/Object;

    const/4 v4, 0x1

    move-object/from16 v3, v17

    iput v4, v3, Lapp/quire/reader/cetp/ParkedCalls$consume$1;->label:I

    move-object/from16 v2, v17

    invoke-interface {v5, v6, v2}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v18

    if-ne v0, v2, :cond_1

    .line 79
    return-object v18

    :pswitch_1
    const/4 v7, 0x0

    const/4 v6, 0x0

    move-object/from16 v0, v17

    iget-object v5, v0, Lapp/quire/reader/cetp/ParkedCalls$consume$1;->L$1:Ljava/lang/Object;

    check-cast v5, Lkotlinx/coroutines/sync/Mutex;

    move-object/from16 v0, v17

    iget-object v0, v0, Lapp/quire/reader/cetp/ParkedCalls$consume$1;->L$0:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p1, v0

    move-object/from16 v0, v16

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v16

    .line 129
    :cond_1
    :try_start_0
    const/4 v8, 0x0

    .line 80
    sget-object v0, Lapp/quire/reader/cetp/ParkedCalls;->INSTANCE:Lapp/quire/reader/cetp/ParkedCalls;

    sget-object v0, Lapp/quire/reader/cetp/ParkedCalls;->state:Lkotlinx/coroutines/flow/MutableStateFlow;

    invoke-interface {v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    move-object/from16 v1, p1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/cetp/Parked;

    if-nez v0, :cond_2

    const/4 v0, 0x0

    goto :goto_2

    :cond_2
    move-object v9, v0

    .line 81
    sget-object v0, Lapp/quire/reader/cetp/ParkedCalls;->INSTANCE:Lapp/quire/reader/cetp/ParkedCalls;

    sget-object v10, Lapp/quire/reader/cetp/ParkedCalls;->state:Lkotlinx/coroutines/flow/MutableStateFlow;

    const/4 v11, 0x0

    .line 131
    :cond_3
    invoke-interface {v10}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;

    move-result-object v12

    .line 132
    move-object v0, v12

    check-cast v0, Ljava/util/Map;

    move-object v13, v0

    const/4 v14, 0x0

    .line 81
    move-object/from16 v1, p1

    invoke-static {v13, v1}, Lkotlin/collections/MapsKt;->minus(Ljava/util/Map;Ljava/lang/Object;)Ljava/util/Map;

    move-result-object v13

    .line 133
    invoke-interface {v10, v12, v13}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 82
    move-object v10, v9

    move-object v11, v10

    .line 120
    const/4 v12, 0x0

    .line 82
    invoke-virtual {v11}, Lapp/quire/reader/cetp/Parked;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_4

    const/4 v0, 0x1

    goto :goto_1

    :cond_4
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_5

    move-object v0, v10

    goto :goto_2

    :cond_5
    const/4 v0, 0x0

    .line 129
    :goto_2
    move-object v15, v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 135
    invoke-interface {v5, v6}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    .line 129
    move-object v0, v15

    goto :goto_3

    .line 135
    :catchall_0
    move-exception v8

    invoke-interface {v5, v6}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    throw v8

    .line 83
    :goto_3
    return-object v0

    .line 79
    :goto_4
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method public final decide(Ljava/lang/String;Z)V
    .registers 13

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 72
    sget-object v3, Lapp/quire/reader/cetp/ParkedCalls;->state:Lkotlinx/coroutines/flow/MutableStateFlow;

    const/4 v4, 0x0

    .line 122
    :cond_0
    invoke-interface {v3}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;

    move-result-object v5

    .line 123
    move-object v0, v5

    check-cast v0, Ljava/util/Map;

    move-object v6, v0

    const/4 v7, 0x0

    .line 73
    invoke-interface {v6, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    check-cast v8, Lapp/quire/reader/cetp/Parked;

    .line 74
    if-eqz v8, :cond_1

    invoke-virtual {v8}, Lapp/quire/reader/cetp/Parked;->getDecided()Z

    move-result v0

    if-eqz v0, :cond_2

    :cond_1
    move-object v0, v6

    goto :goto_0

    :cond_2
    invoke-virtual {v8, p2}, Lapp/quire/reader/cetp/Parked;->answered(Z)Lapp/quire/reader/cetp/Parked;

    move-result-object v2

    invoke-static {p1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v1

    invoke-static {v6, v1}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    .line 123
    :goto_0
    move-object v9, v0

    .line 124
    invoke-interface {v3, v5, v9}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 76
    return-void
.end method

.method public final getState()Lkotlinx/coroutines/flow/MutableStateFlow;
    .registers 2

    .line 40
    sget-object v0, Lapp/quire/reader/cetp/ParkedCalls;->state:Lkotlinx/coroutines/flow/MutableStateFlow;

    return-object v0
.end method

.method public final park(Ljava/lang/String;Lapp/quire/reader/cetp/Call;Ljava/lang/String;Ljava/util/List;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 54

    move-object/from16 v0, p5

    instance-of v0, v0, Lapp/quire/reader/cetp/ParkedCalls$park$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p5

    check-cast v0, Lapp/quire/reader/cetp/ParkedCalls$park$1;

    move-object/from16 v46, v0

    move-object/from16 v0, v46

    iget v0, v0, Lapp/quire/reader/cetp/ParkedCalls$park$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    move-object/from16 v1, v46

    iget v1, v1, Lapp/quire/reader/cetp/ParkedCalls$park$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    move-object/from16 v0, v46

    iput v1, v0, Lapp/quire/reader/cetp/ParkedCalls$park$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v0, Lapp/quire/reader/cetp/ParkedCalls$park$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p5

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/ParkedCalls$park$1;-><init>(Lapp/quire/reader/cetp/ParkedCalls;Lkotlin/coroutines/Continuation;)V

    move-object/from16 v46, v0

    :goto_0
    move-object/from16 v0, v46

    iget-object v0, v0, Lapp/quire/reader/cetp/ParkedCalls$park$1;->result:Ljava/lang/Object;

    move-object/from16 v45, v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v47

    .line 43
    move-object/from16 v0, v46

    iget v0, v0, Lapp/quire/reader/cetp/ParkedCalls$park$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_4

    :pswitch_0
    move-object/from16 v0, v45

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    sget-object v19, Lapp/quire/reader/cetp/ParkedCalls;->lock:Lkotlinx/coroutines/sync/Mutex;

    .line 96
    const/16 v20, 0x0

    const/16 v21, 0x0

    .line 97
    move-object/from16 v4, p1

    move-object/from16 v3, v46

    iput-object v4, v3, Lapp/quire/reader/cetp/ParkedCalls$park$1;->L$0:Ljava/lang/Object;

    move-object/from16 v4, p2

    move-object/from16 v3, v46

    iput-object v4, v3, Lapp/quire/reader/cetp/ParkedCalls$park$1;->L$1:Ljava/lang/Object;

    move-object/from16 v4, p3

    move-object/from16 v3, v46

    iput-object v4, v3, Lapp/quire/reader/cetp/ParkedCalls$park$1;->L$2:Ljava/lang/Object;

    move-object/from16 v4, p4

    move-object/from16 v3, v46

    iput-object v4, v3, Lapp/quire/reader/cetp/ParkedCalls$park$1;->L$3:Ljava/lang/Object;

    move-object/from16 v4, v19

    move-object/from16 v3, v46

    iput-object v4, v3, Lapp/quire/reader/cetp/ParkedCalls$park$1;->L$4:Ljava/lang/Object;

    const/4 v4, 0x1

    move-object/from16 v3, v46

    iput v4, v3, Lapp/quire/reader/cetp/ParkedCalls$park$1;->label:I

    move-object/from16 v0, v19

    move-object/from16 v1, v20

    move-object/from16 v2, v46

    invoke-interface {v0, v1, v2}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v47

    if-ne v0, v2, :cond_1

    .line 43
    return-object v47

    :pswitch_1
    const/16 v21, 0x0

    const/16 v20, 0x0

    move-object/from16 v0, v46

    iget-object v0, v0, Lapp/quire/reader/cetp/ParkedCalls$park$1;->L$4:Ljava/lang/Object;

    check-cast v0, Lkotlinx/coroutines/sync/Mutex;

    move-object/from16 v19, v0

    move-object/from16 v0, v46

    iget-object v0, v0, Lapp/quire/reader/cetp/ParkedCalls$park$1;->L$3:Ljava/lang/Object;

    check-cast v0, Ljava/util/List;

    move-object/from16 p4, v0

    move-object/from16 v0, v46

    iget-object v0, v0, Lapp/quire/reader/cetp/ParkedCalls$park$1;->L$2:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p3, v0

    move-object/from16 v0, v46

    iget-object v0, v0, Lapp/quire/reader/cetp/ParkedCalls$park$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/Call;

    move-object/from16 p2, v0

    move-object/from16 v0, v46

    iget-object v0, v0, Lapp/quire/reader/cetp/ParkedCalls$park$1;->L$0:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p1, v0

    move-object/from16 v0, v45

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v45

    .line 99
    :cond_1
    :try_start_0
    const/16 v22, 0x0

    .line 44
    sget-object v0, Lapp/quire/reader/cetp/ParkedCalls;->nextSeq:Lkotlinx/coroutines/flow/MutableStateFlow;

    invoke-interface {v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v0

    const-wide/16 v2, 0x1

    add-long v23, v0, v2

    .line 45
    sget-object v0, Lapp/quire/reader/cetp/ParkedCalls;->nextSeq:Lkotlinx/coroutines/flow/MutableStateFlow;

    move-wide/from16 v1, v23

    invoke-static {v1, v2}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v1

    invoke-interface {v0, v1}, Lkotlinx/coroutines/flow/MutableStateFlow;->setValue(Ljava/lang/Object;)V

    .line 46
    new-instance v0, Lapp/quire/reader/cetp/Parked;

    .line 47
    const/4 v2, 0x0

    const/4 v3, 0x1

    const/4 v4, 0x0

    invoke-static {v2, v3, v4}, Lapp/quire/reader/cetp/Tokens;->fresh$default(IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v2

    .line 50
    move-object/from16 v6, p2

    invoke-virtual {v6}, Lapp/quire/reader/cetp/Call;->getCaller()Lapp/quire/reader/cetp/Caller;

    move-result-object v6

    invoke-virtual {v6}, Lapp/quire/reader/cetp/Caller;->getUid()I

    move-result v6

    .line 51
    move-object/from16 v7, p2

    invoke-virtual {v7}, Lapp/quire/reader/cetp/Call;->getCaller()Lapp/quire/reader/cetp/Caller;

    move-result-object v7

    invoke-virtual {v7}, Lapp/quire/reader/cetp/Caller;->getPkg()Ljava/lang/String;

    move-result-object v7

    .line 52
    move-object/from16 v8, p2

    invoke-virtual {v8}, Lapp/quire/reader/cetp/Call;->getProviderId()Ljava/lang/String;

    move-result-object v8

    .line 53
    move-object/from16 v9, p2

    invoke-virtual {v9}, Lapp/quire/reader/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v9

    .line 54
    move-object/from16 v10, p2

    invoke-virtual {v10}, Lapp/quire/reader/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v10

    .line 55
    move-object/from16 v11, p2

    invoke-virtual {v11}, Lapp/quire/reader/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v11

    .line 58
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v14

    const-wide/32 v16, 0x927c0

    add-long v14, v14, v16

    .line 46
    move-object v1, v2

    move-wide/from16 v2, v23

    move-object/from16 v4, p1

    move v5, v6

    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    move-object v10, v11

    move-object/from16 v11, p3

    move-object/from16 v12, p4

    move-wide v13, v14

    const/4 v15, 0x0

    const/16 v16, 0x0

    const/16 v17, 0x3000

    const/16 v18, 0x0

    invoke-direct/range {v0 .. v18}, Lapp/quire/reader/cetp/Parked;-><init>(Ljava/lang/String;JLjava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;JZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object/from16 v25, v0

    .line 60
    sget-object v0, Lapp/quire/reader/cetp/ParkedCalls;->INSTANCE:Lapp/quire/reader/cetp/ParkedCalls;

    sget-object v26, Lapp/quire/reader/cetp/ParkedCalls;->state:Lkotlinx/coroutines/flow/MutableStateFlow;

    const/16 v27, 0x0

    .line 101
    :cond_2
    move-object/from16 v0, v26

    invoke-interface {v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;

    move-result-object v28

    .line 102
    move-object/from16 v0, v28

    check-cast v0, Ljava/util/Map;

    move-object/from16 v29, v0

    const/16 v30, 0x0

    .line 61
    move-object/from16 v0, v29

    invoke-interface {v0}, Ljava/util/Map;->size()I

    move-result v0

    const/16 v1, 0x20

    if-ge v0, v1, :cond_3

    move-object/from16 v0, v29

    goto :goto_2

    :cond_3
    move-object/from16 v1, v29

    invoke-interface {v1}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v31

    check-cast v31, Ljava/lang/Iterable;

    move-object/from16 v32, v29

    const/16 v33, 0x0

    .line 103
    move-object/from16 v0, v31

    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v34

    .line 104
    move-object/from16 v0, v34

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-nez v0, :cond_4

    new-instance v0, Ljava/util/NoSuchElementException;

    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V

    throw v0

    .line 105
    :cond_4
    move-object/from16 v0, v34

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v35

    .line 106
    move-object/from16 v0, v34

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-nez v0, :cond_5

    move-object/from16 v0, v35

    goto :goto_1

    .line 107
    :cond_5
    move-object/from16 v0, v35

    check-cast v0, Lapp/quire/reader/cetp/Parked;

    move-object/from16 v36, v0

    const/16 v38, 0x0

    .line 61
    move-object/from16 v0, v36

    invoke-virtual {v0}, Lapp/quire/reader/cetp/Parked;->getSeq()J

    move-result-wide v36

    .line 109
    :cond_6
    move-object/from16 v0, v34

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v38

    .line 110
    move-object/from16 v0, v38

    check-cast v0, Lapp/quire/reader/cetp/Parked;

    move-object/from16 v39, v0

    const/16 v41, 0x0

    .line 61
    move-object/from16 v0, v39

    invoke-virtual {v0}, Lapp/quire/reader/cetp/Parked;->getSeq()J

    move-result-wide v39

    .line 111
    cmp-long v0, v36, v39

    if-lez v0, :cond_7

    .line 112
    move-object/from16 v35, v38

    .line 113
    move-wide/from16 v36, v39

    .line 115
    :cond_7
    move-object/from16 v0, v34

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-nez v0, :cond_6

    .line 116
    move-object/from16 v0, v35

    :goto_1
    check-cast v0, Lapp/quire/reader/cetp/Parked;

    .line 61
    invoke-virtual {v0}, Lapp/quire/reader/cetp/Parked;->getToken()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, v32

    invoke-static {v0, v1}, Lkotlin/collections/MapsKt;->minus(Ljava/util/Map;Ljava/lang/Object;)Ljava/util/Map;

    move-result-object v0

    :goto_2
    move-object/from16 v42, v0

    .line 62
    move-object/from16 v1, v25

    invoke-virtual {v1}, Lapp/quire/reader/cetp/Parked;->getToken()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v2, v25

    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v1

    move-object/from16 v0, v42

    invoke-static {v0, v1}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v29

    .line 117
    move-object/from16 v0, v26

    move-object/from16 v1, v28

    move-object/from16 v2, v29

    invoke-interface {v0, v1, v2}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 99
    move-object/from16 v43, v25
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 119
    move-object/from16 v0, v19

    move-object/from16 v1, v20

    invoke-interface {v0, v1}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    .line 99
    move-object/from16 v0, v43

    goto :goto_3

    .line 119
    :catchall_0
    move-exception v44

    move-object/from16 v0, v19

    move-object/from16 v1, v20

    invoke-interface {v0, v1}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    throw v44

    .line 65
    :goto_3
    return-object v0

    .line 43
    :goto_4
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method public final pending(Ljava/lang/String;)Lapp/quire/reader/cetp/Parked;
    .registers 9

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 69
    sget-object v0, Lapp/quire/reader/cetp/ParkedCalls;->state:Lkotlinx/coroutines/flow/MutableStateFlow;

    invoke-interface {v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/cetp/Parked;

    if-eqz v0, :cond_2

    move-object v4, v0

    move-object v5, v4

    .line 120
    const/4 v6, 0x0

    .line 69
    invoke-virtual {v5}, Lapp/quire/reader/cetp/Parked;->getDecided()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {v5}, Lapp/quire/reader/cetp/Parked;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    move-object v0, v4

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    return-object v0
.end method

.method public final redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 28

    move-object/from16 v0, p7

    instance-of v0, v0, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p7

    check-cast v0, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;

    move-object/from16 v18, v0

    move-object/from16 v0, v18

    iget v0, v0, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    move-object/from16 v1, v18

    iget v1, v1, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    move-object/from16 v0, v18

    iput v1, v0, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v0, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p7

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;-><init>(Lapp/quire/reader/cetp/ParkedCalls;Lkotlin/coroutines/Continuation;)V

    move-object/from16 v18, v0

    :goto_0
    move-object/from16 v0, v18

    iget-object v0, v0, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;->result:Ljava/lang/Object;

    move-object/from16 v17, v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v19

    .line 86
    move-object/from16 v0, v18

    iget v0, v0, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_8

    :pswitch_0
    move-object/from16 v0, v17

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 87
    sget-object v5, Lapp/quire/reader/cetp/ParkedCalls;->lock:Lkotlinx/coroutines/sync/Mutex;

    .line 136
    const/4 v6, 0x0

    const/4 v7, 0x0

    .line 137
    move-object/from16 v4, p1

    move-object/from16 v3, v18

    iput-object v4, v3, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;->L$0:Ljava/lang/Object;

    move-object/from16 v4, p3

    move-object/from16 v3, v18

    iput-object v4, v3, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;->L$1:Ljava/lang/Object;

    move-object/from16 v4, p4

    move-object/from16 v3, v18

    iput-object v4, v3, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;->L$2:Ljava/lang/Object;

    move-object/from16 v4, p5

    move-object/from16 v3, v18

    iput-object v4, v3, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;->L$3:Ljava/lang/Object;

    move-object/from16 v4, p6

    move-object/from16 v3, v18

    iput-object v4, v3, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;->L$4:Ljava/lang/Object;

    move-object/from16 v3, v18

    iput-object v5, v3, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;->L$5:Ljava/lang/Object;

    move/from16 v4, p2

    move-object/from16 v3, v18

    iput v4, v3, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;->I$0:I

    const/4 v4, 0x1

    move-object/from16 v3, v18

    iput v4, v3, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;->label:I

    move-object/from16 v2, v18

    invoke-interface {v5, v6, v2}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v19

    if-ne v0, v2, :cond_1

    .line 86
    return-object v19

    :pswitch_1
    const/4 v7, 0x0

    move-object/from16 v0, v18

    iget v0, v0, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;->I$0:I

    move/from16 p2, v0

    const/4 v6, 0x0

    move-object/from16 v0, v18

    iget-object v5, v0, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;->L$5:Ljava/lang/Object;

    check-cast v5, Lkotlinx/coroutines/sync/Mutex;

    move-object/from16 v0, v18

    iget-object v0, v0, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;->L$4:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p6, v0

    move-object/from16 v0, v18

    iget-object v0, v0, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;->L$3:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p5, v0

    move-object/from16 v0, v18

    iget-object v0, v0, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;->L$2:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p4, v0

    move-object/from16 v0, v18

    iget-object v0, v0, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;->L$1:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p3, v0

    move-object/from16 v0, v18

    iget-object v0, v0, Lapp/quire/reader/cetp/ParkedCalls$redeem$1;->L$0:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p1, v0

    move-object/from16 v0, v17

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v17

    .line 139
    :cond_1
    :try_start_0
    const/4 v8, 0x0

    .line 88
    sget-object v0, Lapp/quire/reader/cetp/ParkedCalls;->INSTANCE:Lapp/quire/reader/cetp/ParkedCalls;

    sget-object v0, Lapp/quire/reader/cetp/ParkedCalls;->state:Lkotlinx/coroutines/flow/MutableStateFlow;

    invoke-interface {v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    move-object/from16 v1, p1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/cetp/Parked;

    if-nez v0, :cond_2

    const/4 v0, 0x0

    goto/16 :goto_6

    :cond_2
    move-object v9, v0

    .line 89
    sget-object v0, Lapp/quire/reader/cetp/ParkedCalls;->INSTANCE:Lapp/quire/reader/cetp/ParkedCalls;

    sget-object v10, Lapp/quire/reader/cetp/ParkedCalls;->state:Lkotlinx/coroutines/flow/MutableStateFlow;

    const/4 v11, 0x0

    .line 141
    :cond_3
    invoke-interface {v10}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;

    move-result-object v12

    .line 142
    move-object v0, v12

    check-cast v0, Ljava/util/Map;

    move-object v13, v0

    const/4 v14, 0x0

    .line 89
    move-object/from16 v1, p1

    invoke-static {v13, v1}, Lkotlin/collections/MapsKt;->minus(Ljava/util/Map;Ljava/lang/Object;)Ljava/util/Map;

    move-result-object v13

    .line 143
    invoke-interface {v10, v12, v13}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 90
    move-object v11, v9

    move-object v12, v11

    .line 120
    const/4 v13, 0x0

    .line 90
    invoke-virtual {v12}, Lapp/quire/reader/cetp/Parked;->getUid()I

    move-result v0

    move/from16 v1, p2

    if-ne v0, v1, :cond_4

    invoke-virtual {v12}, Lapp/quire/reader/cetp/Parked;->getProviderId()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p3

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-virtual {v12}, Lapp/quire/reader/cetp/Parked;->getTool()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p4

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v0, 0x1

    goto :goto_1

    :cond_4
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_5

    move-object v0, v11

    goto :goto_2

    :cond_5
    const/4 v0, 0x0

    :goto_2
    move-object v10, v0

    .line 91
    if-eqz v10, :cond_a

    .line 90
    move-object v12, v10

    .line 91
    move-object v13, v12

    .line 120
    const/4 v14, 0x0

    .line 91
    invoke-virtual {v13}, Lapp/quire/reader/cetp/Parked;->getRequestId()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p5

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    invoke-virtual {v13}, Lapp/quire/reader/cetp/Parked;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p6

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    const/4 v0, 0x1

    goto :goto_3

    :cond_6
    const/4 v0, 0x0

    :goto_3
    if-eqz v0, :cond_7

    move-object v0, v12

    goto :goto_4

    :cond_7
    const/4 v0, 0x0

    :goto_4
    move-object v11, v0

    .line 92
    if-eqz v11, :cond_a

    .line 90
    move-object v12, v11

    .line 92
    move-object v13, v12

    .line 120
    const/4 v14, 0x0

    .line 92
    invoke-virtual {v13}, Lapp/quire/reader/cetp/Parked;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_8

    const/4 v0, 0x1

    goto :goto_5

    :cond_8
    const/4 v0, 0x0

    :goto_5
    if-eqz v0, :cond_9

    move-object v0, v12

    goto :goto_6

    :cond_9
    const/4 v0, 0x0

    goto :goto_6

    .line 91
    :cond_a
    const/4 v0, 0x0

    .line 139
    :goto_6
    move-object v15, v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 145
    invoke-interface {v5, v6}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    .line 139
    move-object v0, v15

    goto :goto_7

    .line 145
    :catchall_0
    move-exception v16

    invoke-interface {v5, v6}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    throw v16

    .line 93
    :goto_7
    return-object v0

    .line 86
    :goto_8
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
