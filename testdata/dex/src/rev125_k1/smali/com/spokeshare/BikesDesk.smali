.class public final Lcom/spokeshare/BikesDesk;
.super Lcom/spokeshare/Desk;
.source "BikesDesk.kt"

# static fields
.field public static final Companion:Lcom/spokeshare/BikesDesk$Companion;
.field private static final secure:Lkotlin/random/Random;


# instance fields
.field private final catalog:Lcom/spokeshare/Catalog;
.field private final stations:Lcom/spokeshare/Stations;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/spokeshare/BikesDesk$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/spokeshare/BikesDesk$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/spokeshare/BikesDesk;->Companion:Lcom/spokeshare/BikesDesk$Companion;
    .line 99
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    check-cast v0, Ljava/util/Random;
    invoke-static {v0}, Lkotlin/random/PlatformRandomKt;->asKotlinRandom(Ljava/util/Random;)Lkotlin/random/Random;
    move-result-object v0
    sput-object v0, Lcom/spokeshare/BikesDesk;->secure:Lkotlin/random/Random;
    return-void
.end method

.method public constructor <init>(Landroid/content/Context;Lcom/spokeshare/Stations;Lcom/spokeshare/Receipts;)V
    .registers 6
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "stations"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "receipts"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    sget-object v1, Lcom/spokeshare/Desks;->INSTANCE:Lcom/spokeshare/Desks;
    invoke-virtual {v1}, Lcom/spokeshare/Desks;->getBikes()Lcom/spokeshare/DeskStore;
    move-result-object v1
    invoke-direct {p0, p1, v1, p3}, Lcom/spokeshare/Desk;-><init>(Landroid/content/Context;Lcom/spokeshare/DeskStore;Lcom/spokeshare/Receipts;)V
    iput-object p2, p0, Lcom/spokeshare/BikesDesk;->stations:Lcom/spokeshare/Stations;
    .line 20
    sget-object v0, Lcom/spokeshare/Catalog;->Companion:Lcom/spokeshare/Catalog$Companion;
    invoke-virtual {v0}, Lcom/spokeshare/Catalog$Companion;->getBIKES()Lcom/spokeshare/Catalog;
    move-result-object v0
    iput-object v0, p0, Lcom/spokeshare/BikesDesk;->catalog:Lcom/spokeshare/Catalog;
    .line 19
    return-void
.end method

.method public static final synthetic access$find(Lcom/spokeshare/BikesDesk;Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 19
    invoke-direct {p0, p1, p2}, Lcom/spokeshare/BikesDesk;->find(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getSecure$cp()Lkotlin/random/Random;
    .registers 1
    .line 19
    sget-object v0, Lcom/spokeshare/BikesDesk;->secure:Lkotlin/random/Random;
    return-object v0
.end method

.method public static final synthetic access$getStations$p(Lcom/spokeshare/BikesDesk;)Lcom/spokeshare/Stations;
    .registers 2
    .line 19
    iget-object v0, p0, Lcom/spokeshare/BikesDesk;->stations:Lcom/spokeshare/Stations;
    return-object v0
.end method

.method public static final synthetic access$reserve(Lcom/spokeshare/BikesDesk;Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 19
    invoke-direct {p0, p1, p2}, Lcom/spokeshare/BikesDesk;->reserve(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$rides(Lcom/spokeshare/BikesDesk;Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 19
    invoke-direct {p0, p1, p2}, Lcom/spokeshare/BikesDesk;->rides(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$share(Lcom/spokeshare/BikesDesk;Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 19
    invoke-direct {p0, p1, p2}, Lcom/spokeshare/BikesDesk;->share(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$unlock(Lcom/spokeshare/BikesDesk;Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 19
    invoke-direct {p0, p1, p2}, Lcom/spokeshare/BikesDesk;->unlock(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method private final find(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 15
    .line 55
    invoke-virtual {p1}, Lcom/spokeshare/State$Working;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "query"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "optString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v6
    .line 56
    move-object v0, v6
    check-cast v0, Ljava/lang/CharSequence;
    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-nez v0, :L43
    const/4 v0, 0x1
    goto :L44
:L43
    const/4 v0, 0x0
:L44
    if-nez v0, :L56
    invoke-virtual {v6}, Ljava/lang/String;->length()I
    move-result v0
    const/16 v1, 0x50
    if-le v0, v1, :L72
:L56
    new-instance v0, Lcom/spokeshare/Action$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "query must be 1 to 80 characters"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L72
    .line 57
    new-instance v0, Lcom/spokeshare/BikesDesk$find$2;
    const/4 v4, 0x0
    invoke-direct {v0, p0, v6, v4}, Lcom/spokeshare/BikesDesk$find$2;-><init>(Lcom/spokeshare/BikesDesk;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v7
    .line 58
    const/4 v8, 0x0
    .line 118
    move-object v9, v7
    const/4 v10, 0x0
    .line 119
    const/4 v11, 0x0
    .line 120
    new-instance v0, Lcom/spokeshare/BikesDesk$find$$inlined$map$1;
    invoke-direct {v0, v9}, Lcom/spokeshare/BikesDesk$find$$inlined$map$1;-><init>(Lkotlinx/coroutines/flow/Flow;)V
    check-cast v0, Lkotlinx/coroutines/flow/Flow;
    .line 59
    invoke-static {v0, p2}, Lkotlinx/coroutines/flow/FlowKt;->first(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 57
    return-object v0
.end method

.method public static final newResumeToken()Ljava/lang/String;
    .registers 1
    sget-object v0, Lcom/spokeshare/BikesDesk;->Companion:Lcom/spokeshare/BikesDesk$Companion;
    invoke-virtual {v0}, Lcom/spokeshare/BikesDesk$Companion;->newResumeToken()Ljava/lang/String;
    move-result-object v0
    .line 103
    return-object v0
.end method

.method private final reserve(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 20
    move-object/from16 v0, p2
    instance-of v0, v0, Lcom/spokeshare/BikesDesk$reserve$1;
    if-eqz v0, :L41
    move-object/from16 v0, p2
    check-cast v0, Lcom/spokeshare/BikesDesk$reserve$1;
    move-object v15, v0
    iget v0, v15, Lcom/spokeshare/BikesDesk$reserve$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L41
    iget v1, v15, Lcom/spokeshare/BikesDesk$reserve$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v15, Lcom/spokeshare/BikesDesk$reserve$1;->label:I
    goto :L52
:L41
    new-instance v15, Lcom/spokeshare/BikesDesk$reserve$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p2
    invoke-direct {v15, v2, v3}, Lcom/spokeshare/BikesDesk$reserve$1;-><init>(Lcom/spokeshare/BikesDesk;Lkotlin/coroutines/Continuation;)V
:L52
    iget-object v14, v15, Lcom/spokeshare/BikesDesk$reserve$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v16
    .line 67
    iget v0, v15, Lcom/spokeshare/BikesDesk$reserve$1;->label:I
    packed-switch v0, :pswitch_data_69
    goto/16 :L350
:L92
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 68
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/spokeshare/State$Working;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "bike_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 69
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v0, v7
    check-cast v0, Ljava/lang/CharSequence;
    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-nez v0, :L128
    const/4 v0, 0x1
    goto :L129
:L128
    const/4 v0, 0x0
:L129
    if-eqz v0, :L148
    new-instance v0, Lcom/spokeshare/Action$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "bike_id is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L148
    .line 70
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    move-object/from16 v2, p1
    invoke-virtual {v2}, Lcom/spokeshare/State$Working;->getArgs()Lorg/json/JSONObject;
    move-result-object v2
    const-string v3, "minutes"
    const/16 v4, 0xf
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result v2
    const/4 v3, 0x5
    const/16 v4, 0x1e
    invoke-static {v2, v3, v4}, Lkotlin/ranges/RangesKt;->coerceIn(III)I
    move-result v2
    int-to-long v2, v2
    const-wide/32 v4, 0xea60
    mul-long/2addr v2, v4
    add-long v8, v0, v2
    .line 71
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/spokeshare/BikesDesk$reserve$held$1;
    move-object/from16 v2, p0
    move-object v3, v7
    move-wide v4, v8
    const/4 v6, 0x0
    invoke-direct/range {v1 .. v6}, Lcom/spokeshare/BikesDesk$reserve$held$1;-><init>(Lcom/spokeshare/BikesDesk;Ljava/lang/String;JLkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object/from16 v4, p1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v15, Lcom/spokeshare/BikesDesk$reserve$1;->L$0:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v15, Lcom/spokeshare/BikesDesk$reserve$1;->L$1:Ljava/lang/Object;
    iput-wide v8, v15, Lcom/spokeshare/BikesDesk$reserve$1;->J$0:J
    const/4 v4, 0x1
    iput v4, v15, Lcom/spokeshare/BikesDesk$reserve$1;->label:I
    invoke-static {v0, v1, v15}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    move-object/from16 v2, v16
    if-ne v0, v2, :L275
    .line 67
    return-object v16
:L243
    iget-wide v8, v15, Lcom/spokeshare/BikesDesk$reserve$1;->J$0:J
    iget-object v7, v15, Lcom/spokeshare/BikesDesk$reserve$1;->L$1:Ljava/lang/Object;
    check-cast v7, Ljava/lang/String;
    iget-object v0, v15, Lcom/spokeshare/BikesDesk$reserve$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/spokeshare/State$Working;
    move-object/from16 p1, v0
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v14
:L275
    .line 71
    check-cast v0, Lkotlin/Result;
    invoke-virtual {v0}, Lkotlin/Result;->unbox-impl()Ljava/lang/Object;
    move-result-object v10
    .line 74
    move-object v11, v10
    invoke-static {v11}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L322
    move-object v0, v11
    check-cast v0, Lorg/json/JSONObject;
    move-object v12, v0
    .line 117
    const/4 v13, 0x0
    .line 74
    new-instance v0, Lcom/spokeshare/Action$Loaded;
    invoke-direct {v0, v12}, Lcom/spokeshare/Action$Loaded;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/spokeshare/Action;
    goto :L349
:L322
    move-object v12, v0
    .line 117
    const/4 v13, 0x0
    .line 74
    new-instance v0, Lcom/spokeshare/Action$Failed;
    invoke-static {v12}, Lcom/spokeshare/ProtocolKt;->userText(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v2
    const-string v1, "CONFLICT"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/spokeshare/Action;
:L349
    return-object v0
:L350
    .line 67
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_69
    .packed-switch 0x0
        :L92
        :L243
    .end packed-switch
.end method

.method private final rides(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 10
    .line 63
    new-instance v0, Lcom/spokeshare/BikesDesk$rides$2;
    const/4 v1, 0x0
    invoke-direct {v0, p0, p1, v1}, Lcom/spokeshare/BikesDesk$rides$2;-><init>(Lcom/spokeshare/BikesDesk;Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v2
    .line 64
    const/4 v3, 0x0
    .line 123
    move-object v4, v2
    const/4 v5, 0x0
    .line 124
    const/4 v6, 0x0
    .line 125
    new-instance v0, Lcom/spokeshare/BikesDesk$rides$$inlined$map$1;
    invoke-direct {v0, v4}, Lcom/spokeshare/BikesDesk$rides$$inlined$map$1;-><init>(Lkotlinx/coroutines/flow/Flow;)V
    check-cast v0, Lkotlinx/coroutines/flow/Flow;
    .line 65
    invoke-static {v0, p2}, Lkotlinx/coroutines/flow/FlowKt;->first(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method private final share(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 19
    move-object/from16 v0, p2
    instance-of v0, v0, Lcom/spokeshare/BikesDesk$share$1;
    if-eqz v0, :L41
    move-object/from16 v0, p2
    check-cast v0, Lcom/spokeshare/BikesDesk$share$1;
    move-object v14, v0
    iget v0, v14, Lcom/spokeshare/BikesDesk$share$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L41
    iget v1, v14, Lcom/spokeshare/BikesDesk$share$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v14, Lcom/spokeshare/BikesDesk$share$1;->label:I
    goto :L52
:L41
    new-instance v14, Lcom/spokeshare/BikesDesk$share$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p2
    invoke-direct {v14, v2, v3}, Lcom/spokeshare/BikesDesk$share$1;-><init>(Lcom/spokeshare/BikesDesk;Lkotlin/coroutines/Continuation;)V
:L52
    iget-object v13, v14, Lcom/spokeshare/BikesDesk$share$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v15
    .line 88
    iget v0, v14, Lcom/spokeshare/BikesDesk$share$1;->label:I
    packed-switch v0, :pswitch_data_69
    goto/16 :L353
:L92
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 89
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/spokeshare/State$Working;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "ride_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 90
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/spokeshare/State$Working;->getCounterpart()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L133
    new-instance v0, Lcom/spokeshare/Action$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "package_name is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L133
    move-object v8, v0
    .line 91
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v0, v7
    check-cast v0, Ljava/lang/CharSequence;
    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-nez v0, :L155
    const/4 v0, 0x1
    goto :L156
:L155
    const/4 v0, 0x0
:L156
    if-eqz v0, :L175
    new-instance v0, Lcom/spokeshare/Action$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "ride_id is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L175
    .line 92
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/spokeshare/BikesDesk$share$shared$1;
    move-object/from16 v2, p0
    move-object v3, v7
    move-object v4, v8
    move-object/from16 v5, p1
    const/4 v6, 0x0
    invoke-direct/range {v1 .. v6}, Lcom/spokeshare/BikesDesk$share$shared$1;-><init>(Lcom/spokeshare/BikesDesk;Ljava/lang/String;Ljava/lang/String;Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object/from16 v4, p1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v14, Lcom/spokeshare/BikesDesk$share$1;->L$0:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v14, Lcom/spokeshare/BikesDesk$share$1;->L$1:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v14, Lcom/spokeshare/BikesDesk$share$1;->L$2:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v14, Lcom/spokeshare/BikesDesk$share$1;->label:I
    invoke-static {v0, v1, v14}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L280
    .line 88
    return-object v15
:L245
    iget-object v8, v14, Lcom/spokeshare/BikesDesk$share$1;->L$2:Ljava/lang/Object;
    check-cast v8, Ljava/lang/String;
    iget-object v7, v14, Lcom/spokeshare/BikesDesk$share$1;->L$1:Ljava/lang/Object;
    check-cast v7, Ljava/lang/String;
    iget-object v0, v14, Lcom/spokeshare/BikesDesk$share$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/spokeshare/State$Working;
    move-object/from16 p1, v0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
:L280
    .line 92
    check-cast v0, Lkotlin/Result;
    invoke-virtual {v0}, Lkotlin/Result;->unbox-impl()Ljava/lang/Object;
    move-result-object v9
    .line 93
    move-object v10, v9
    invoke-static {v10}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L327
    move-object v0, v10
    check-cast v0, Lorg/json/JSONObject;
    move-object v11, v0
    .line 117
    const/4 v12, 0x0
    .line 93
    new-instance v0, Lcom/spokeshare/Action$Loaded;
    invoke-direct {v0, v11}, Lcom/spokeshare/Action$Loaded;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/spokeshare/Action;
    goto :L352
:L327
    move-object v11, v0
    .line 117
    const/4 v12, 0x0
    .line 93
    new-instance v0, Lcom/spokeshare/Action$Failed;
    invoke-static {v11}, Lcom/spokeshare/ProtocolKt;->userText(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v3
    const-string v2, "UNAVAILABLE"
    const/4 v4, 0x1
    invoke-direct {v0, v2, v3, v4}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    check-cast v0, Lcom/spokeshare/Action;
:L352
    return-object v0
:L353
    .line 88
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_69
    .packed-switch 0x0
        :L92
        :L245
    .end packed-switch
.end method

.method private final unlock(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 18
    move-object/from16 v0, p2
    instance-of v0, v0, Lcom/spokeshare/BikesDesk$unlock$1;
    if-eqz v0, :L41
    move-object/from16 v0, p2
    check-cast v0, Lcom/spokeshare/BikesDesk$unlock$1;
    move-object v13, v0
    iget v0, v13, Lcom/spokeshare/BikesDesk$unlock$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L41
    iget v1, v13, Lcom/spokeshare/BikesDesk$unlock$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v13, Lcom/spokeshare/BikesDesk$unlock$1;->label:I
    goto :L52
:L41
    new-instance v13, Lcom/spokeshare/BikesDesk$unlock$1;
    move-object/from16 v3, p2
    invoke-direct {v13, p0, v3}, Lcom/spokeshare/BikesDesk$unlock$1;-><init>(Lcom/spokeshare/BikesDesk;Lkotlin/coroutines/Continuation;)V
:L52
    iget-object v12, v13, Lcom/spokeshare/BikesDesk$unlock$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v14
    .line 77
    iget v0, v13, Lcom/spokeshare/BikesDesk$unlock$1;->label:I
    packed-switch v0, :pswitch_data_69
    goto/16 :L333
:L92
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 78
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/spokeshare/State$Working;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "bike_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 79
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v0, v7
    check-cast v0, Ljava/lang/CharSequence;
    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-nez v0, :L128
    const/4 v0, 0x1
    goto :L129
:L128
    const/4 v0, 0x0
:L129
    if-eqz v0, :L148
    new-instance v0, Lcom/spokeshare/Action$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "bike_id is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L148
    .line 80
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/spokeshare/State$Working;->getApproved()Z
    move-result v0
    if-nez v0, :L175
    .line 82
    new-instance v0, Lcom/spokeshare/Action$NeedsUser;
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "Unlock bike "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, " and start a paid ride?"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    const-class v2, Lcom/spokeshare/UnlockActivity;
    const/high16 v4, 0x8000000
    invoke-direct {v0, v2, v3, v4}, Lcom/spokeshare/Action$NeedsUser;-><init>(Ljava/lang/Class;Ljava/lang/String;I)V
    return-object v0
:L175
    .line 84
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/spokeshare/BikesDesk$unlock$ride$1;
    move-object/from16 v5, p1
    const/4 v6, 0x0
    invoke-direct {v1, p0, v7, v5, v6}, Lcom/spokeshare/BikesDesk$unlock$ride$1;-><init>(Lcom/spokeshare/BikesDesk;Ljava/lang/String;Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object/from16 v4, p1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v13, Lcom/spokeshare/BikesDesk$unlock$1;->L$0:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v13, Lcom/spokeshare/BikesDesk$unlock$1;->L$1:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v13, Lcom/spokeshare/BikesDesk$unlock$1;->label:I
    invoke-static {v0, v1, v13}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v14, :L258
    .line 77
    return-object v14
:L233
    iget-object v7, v13, Lcom/spokeshare/BikesDesk$unlock$1;->L$1:Ljava/lang/Object;
    check-cast v7, Ljava/lang/String;
    iget-object v0, v13, Lcom/spokeshare/BikesDesk$unlock$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/spokeshare/State$Working;
    move-object/from16 p1, v0
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v12
:L258
    .line 84
    check-cast v0, Lkotlin/Result;
    invoke-virtual {v0}, Lkotlin/Result;->unbox-impl()Ljava/lang/Object;
    move-result-object v8
    .line 85
    move-object v9, v8
    invoke-static {v9}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L305
    move-object v0, v9
    check-cast v0, Lorg/json/JSONObject;
    move-object v10, v0
    .line 117
    const/4 v11, 0x0
    .line 85
    new-instance v0, Lcom/spokeshare/Action$Loaded;
    invoke-direct {v0, v10}, Lcom/spokeshare/Action$Loaded;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/spokeshare/Action;
    goto :L332
:L305
    move-object v10, v0
    .line 117
    const/4 v11, 0x0
    .line 85
    new-instance v0, Lcom/spokeshare/Action$Failed;
    invoke-static {v10}, Lcom/spokeshare/ProtocolKt;->userText(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v2
    const-string v1, "CONFLICT"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/spokeshare/Action;
:L332
    return-object v0
:L333
    .line 77
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_69
    .packed-switch 0x0
        :L92
        :L233
    .end packed-switch
.end method


# virtual methods
.method public getCatalog()Lcom/spokeshare/Catalog;
    .registers 2
    .line 20
    iget-object v0, p0, Lcom/spokeshare/BikesDesk;->catalog:Lcom/spokeshare/Catalog;
    return-object v0
.end method

.method protected parse(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 23
    .line 32
    move-object/from16 v0, p0
    move-object/from16 v1, p1
    invoke-virtual {v0, v1}, Lcom/spokeshare/BikesDesk;->argsOf(Lcom/spokeshare/State$Working;)Lorg/json/JSONObject;
    move-result-object v0
    if-nez v0, :L25
    new-instance v0, Lcom/spokeshare/Action$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "args must be a JSON object"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L25
    move-object v6, v0
    .line 33
    move-object/from16 v0, p0
    move-object/from16 v1, p1
    invoke-virtual {v0, v1}, Lcom/spokeshare/BikesDesk;->redeemed(Lcom/spokeshare/State$Working;)Lcom/spokeshare/Ticket;
    move-result-object v7
    .line 34
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/spokeshare/State$Working;->getEnv()Lcom/spokeshare/Envelope;
    move-result-object v0
    invoke-virtual {v0}, Lcom/spokeshare/Envelope;->getResumeToken()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L63
    if-nez v7, :L63
    new-instance v0, Lcom/spokeshare/Action$Failed;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "resume_token is not valid for this call"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L63
    .line 35
    if-eqz v7, :L98
    invoke-virtual {v7}, Lcom/spokeshare/Ticket;->getDecision()Ljava/lang/Boolean;
    move-result-object v0
    const/4 v1, 0x1
    invoke-static {v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L98
    new-instance v0, Lcom/spokeshare/Action$Failed;
    const-string v1, "USER_CANCELLED"
    const-string v2, "The rider did not confirm"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L98
    .line 37
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/spokeshare/State$Working;->getEnv()Lcom/spokeshare/Envelope;
    move-result-object v0
    invoke-virtual {v0}, Lcom/spokeshare/Envelope;->getTool()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L113
    const-string v0, ""
:L113
    .line 39
    move-object v1, v6
    move-object v2, v7
    if-eqz v7, :L133
    invoke-virtual {v2}, Lcom/spokeshare/Ticket;->getDecision()Ljava/lang/Boolean;
    move-result-object v2
    const/4 v3, 0x1
    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;
    move-result-object v3
    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v2
    goto :L135
:L133
    const/4 v2, 0x0
:L135
    .line 40
    move-object/from16 v3, p1
    invoke-virtual {v3}, Lcom/spokeshare/State$Working;->getCaller()Lcom/spokeshare/Caller;
    move-result-object v3
    invoke-virtual {v3}, Lcom/spokeshare/Caller;->getPkg()Ljava/lang/String;
    move-result-object v3
    .line 41
    const-string v5, "package_name"
    invoke-virtual {v6, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v8
    check-cast v8, Ljava/lang/CharSequence;
    invoke-interface {v8}, Ljava/lang/CharSequence;->length()I
    move-result v4
    if-nez v4, :L167
    const/4 v4, 0x1
    goto :L168
:L167
    const/4 v4, 0x0
:L168
    if-eqz v4, :L198
    .line 117
    move-object v13, v3
    move v12, v2
    move-object v11, v1
    move-object v10, v0
    const/4 v9, 0x0
    .line 41
    const/4 v14, 0x0
    move-object v0, v10
    move-object v1, v11
    move v2, v12
    move-object v3, v13
    move-object v4, v14
    goto :L200
:L198
    move-object v4, v8
:L200
    check-cast v4, Ljava/lang/String;
    .line 36
    move-object v15, v4
    move-object/from16 v16, v3
    move/from16 v17, v2
    move-object/from16 v18, v1
    move-object/from16 v19, v0
    new-instance v0, Lcom/spokeshare/Action$Parsed;
    move-object/from16 v1, v19
    move-object/from16 v2, v18
    move/from16 v3, v17
    move-object/from16 v4, v16
    move-object v5, v15
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Action$Parsed;-><init>(Ljava/lang/String;Lorg/json/JSONObject;ZLjava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method protected perform(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 10
    .line 45
    invoke-virtual {p1}, Lcom/spokeshare/State$Working;->getTool()Ljava/lang/String;
    move-result-object v6
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_9
    goto :L155
:L60
    const-string v1, "list_rides"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L127
    goto :L155
:L72
    const-string v1, "unlock_bike"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L141
    goto :L155
:L84
    const-string v1, "find_station"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L120
    goto :L155
:L96
    const-string v1, "share_ride"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L148
    goto :L155
:L108
    const-string v1, "reserve_bike"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L134
    goto :L155
:L120
    .line 46
    invoke-direct {p0, p1, p2}, Lcom/spokeshare/BikesDesk;->find(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 52
    return-object v0
:L127
    .line 47
    invoke-direct {p0, p1, p2}, Lcom/spokeshare/BikesDesk;->rides(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 52
    return-object v0
:L134
    .line 48
    invoke-direct {p0, p1, p2}, Lcom/spokeshare/BikesDesk;->reserve(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 52
    return-object v0
:L141
    .line 49
    invoke-direct {p0, p1, p2}, Lcom/spokeshare/BikesDesk;->unlock(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 52
    return-object v0
:L148
    .line 50
    invoke-direct {p0, p1, p2}, Lcom/spokeshare/BikesDesk;->share(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 52
    return-object v0
:L155
    .line 51
    new-instance v0, Lcom/spokeshare/Action$Failed;
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "No tool of that name here"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/spokeshare/Action;
    .line 52
    return-object v0

:sswitch_data_9
    .sparse-switch
        -0x6a931aa8 -> :L96
        -0x42849a7c -> :L108
        -0x33621804 -> :L72
        0x205ad4ae -> :L84
        0x2a1b5b9a -> :L60
    .end sparse-switch
.end method

.method protected resumeToken()Ljava/lang/String;
    .registers 2
    .line 96
    sget-object v0, Lcom/spokeshare/BikesDesk;->Companion:Lcom/spokeshare/BikesDesk$Companion;
    invoke-virtual {v0}, Lcom/spokeshare/BikesDesk$Companion;->newResumeToken()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method protected session(Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 14
    .line 23
    invoke-virtual {p2}, Lcom/spokeshare/Envelope;->getSessionToken()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L11
    const/4 v0, 0x0
    return-object v0
:L11
    move-object v2, v0
    .line 24
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    .line 25
    new-instance v0, Lcom/spokeshare/BikesDesk$session$2;
    const/4 v1, 0x0
    invoke-direct {v0, p0, v1}, Lcom/spokeshare/BikesDesk$session$2;-><init>(Lcom/spokeshare/BikesDesk;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v5
    .line 26
    const/4 v6, 0x0
    .line 107
    move-object v7, v5
    const/4 v8, 0x0
    .line 108
    const/4 v9, 0x0
    .line 109
    new-instance v5, Lcom/spokeshare/BikesDesk$session$$inlined$map$1;
    invoke-direct {v5, v7, v2}, Lcom/spokeshare/BikesDesk$session$$inlined$map$1;-><init>(Lkotlinx/coroutines/flow/Flow;Ljava/lang/String;)V
    check-cast v5, Lkotlinx/coroutines/flow/Flow;
    .line 27
    const/4 v6, 0x0
    .line 112
    move-object v7, v5
    const/4 v8, 0x0
    .line 113
    const/4 v9, 0x0
    .line 114
    new-instance v0, Lcom/spokeshare/BikesDesk$session$$inlined$filter$1;
    invoke-direct {v0, v7, v3, v4}, Lcom/spokeshare/BikesDesk$session$$inlined$filter$1;-><init>(Lkotlinx/coroutines/flow/Flow;J)V
    check-cast v0, Lkotlinx/coroutines/flow/Flow;
    .line 28
    invoke-static {v0, p3}, Lkotlinx/coroutines/flow/FlowKt;->firstOrNull(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 25
    return-object v0
.end method
