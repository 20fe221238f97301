.class public final Lcom/spokeshare/WalletDesk;
.super Lcom/spokeshare/Desk;
.source "WalletDesk.kt"

# static fields
.field public static final Companion:Lcom/spokeshare/WalletDesk$Companion;


# instance fields
.field private final catalog:Lcom/spokeshare/Catalog;
.field private final ledger:Lcom/spokeshare/Ledger;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/spokeshare/WalletDesk$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/spokeshare/WalletDesk$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/spokeshare/WalletDesk;->Companion:Lcom/spokeshare/WalletDesk$Companion;
    return-void
.end method

.method public constructor <init>(Landroid/content/Context;Lcom/spokeshare/Ledger;Lcom/spokeshare/Receipts;)V
    .registers 6
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "ledger"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "receipts"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    sget-object v1, Lcom/spokeshare/Desks;->INSTANCE:Lcom/spokeshare/Desks;
    invoke-virtual {v1}, Lcom/spokeshare/Desks;->getWallet()Lcom/spokeshare/DeskStore;
    move-result-object v1
    invoke-direct {p0, p1, v1, p3}, Lcom/spokeshare/Desk;-><init>(Landroid/content/Context;Lcom/spokeshare/DeskStore;Lcom/spokeshare/Receipts;)V
    iput-object p2, p0, Lcom/spokeshare/WalletDesk;->ledger:Lcom/spokeshare/Ledger;
    .line 17
    sget-object v0, Lcom/spokeshare/Catalog;->Companion:Lcom/spokeshare/Catalog$Companion;
    invoke-virtual {v0}, Lcom/spokeshare/Catalog$Companion;->getWALLET()Lcom/spokeshare/Catalog;
    move-result-object v0
    iput-object v0, p0, Lcom/spokeshare/WalletDesk;->catalog:Lcom/spokeshare/Catalog;
    .line 16
    return-void
.end method

.method public static final synthetic access$balance(Lcom/spokeshare/WalletDesk;Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 16
    invoke-direct {p0, p1, p2}, Lcom/spokeshare/WalletDesk;->balance(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getLedger$p(Lcom/spokeshare/WalletDesk;)Lcom/spokeshare/Ledger;
    .registers 2
    .line 16
    iget-object v0, p0, Lcom/spokeshare/WalletDesk;->ledger:Lcom/spokeshare/Ledger;
    return-object v0
.end method

.method public static final synthetic access$payments(Lcom/spokeshare/WalletDesk;Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 16
    invoke-direct {p0, p1, p2}, Lcom/spokeshare/WalletDesk;->payments(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$topUp(Lcom/spokeshare/WalletDesk;Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 16
    invoke-direct {p0, p1, p2}, Lcom/spokeshare/WalletDesk;->topUp(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$transfer(Lcom/spokeshare/WalletDesk;Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 16
    invoke-direct {p0, p1, p2}, Lcom/spokeshare/WalletDesk;->transfer(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method private final balance(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 10
    .line 55
    new-instance v0, Lcom/spokeshare/WalletDesk$balance$2;
    const/4 v1, 0x0
    invoke-direct {v0, p0, p1, v1}, Lcom/spokeshare/WalletDesk$balance$2;-><init>(Lcom/spokeshare/WalletDesk;Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v2
    .line 56
    const/4 v3, 0x0
    .line 108
    move-object v4, v2
    const/4 v5, 0x0
    .line 109
    const/4 v6, 0x0
    .line 110
    new-instance v0, Lcom/spokeshare/WalletDesk$balance$$inlined$map$1;
    invoke-direct {v0, v4}, Lcom/spokeshare/WalletDesk$balance$$inlined$map$1;-><init>(Lkotlinx/coroutines/flow/Flow;)V
    check-cast v0, Lkotlinx/coroutines/flow/Flow;
    .line 57
    invoke-static {v0, p2}, Lkotlinx/coroutines/flow/FlowKt;->first(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final newResumeToken()Ljava/lang/String;
    .registers 1
    sget-object v0, Lcom/spokeshare/WalletDesk;->Companion:Lcom/spokeshare/WalletDesk$Companion;
    invoke-virtual {v0}, Lcom/spokeshare/WalletDesk$Companion;->newResumeToken()Ljava/lang/String;
    move-result-object v0
    .line 93
    return-object v0
.end method

.method private final payments(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 15
    .line 60
    invoke-virtual {p1}, Lcom/spokeshare/State$Working;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "merchant"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "optString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v6
    .line 61
    invoke-virtual {v6}, Ljava/lang/String;->length()I
    move-result v0
    const/16 v1, 0x3c
    if-le v0, v1, :L52
    new-instance v0, Lcom/spokeshare/Action$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "merchant is too long"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L52
    .line 62
    new-instance v0, Lcom/spokeshare/WalletDesk$payments$2;
    const/4 v5, 0x0
    invoke-direct {v0, p0, p1, v6, v5}, Lcom/spokeshare/WalletDesk$payments$2;-><init>(Lcom/spokeshare/WalletDesk;Lcom/spokeshare/State$Working;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v7
    .line 63
    const/4 v8, 0x0
    .line 113
    move-object v9, v7
    const/4 v10, 0x0
    .line 114
    const/4 v11, 0x0
    .line 115
    new-instance v0, Lcom/spokeshare/WalletDesk$payments$$inlined$map$1;
    invoke-direct {v0, v9}, Lcom/spokeshare/WalletDesk$payments$$inlined$map$1;-><init>(Lkotlinx/coroutines/flow/Flow;)V
    check-cast v0, Lkotlinx/coroutines/flow/Flow;
    .line 64
    invoke-static {v0, p2}, Lkotlinx/coroutines/flow/FlowKt;->first(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 62
    return-object v0
.end method

.method private final topUp(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 21
    move-object/from16 v0, p2
    instance-of v0, v0, Lcom/spokeshare/WalletDesk$topUp$1;
    if-eqz v0, :L41
    move-object/from16 v0, p2
    check-cast v0, Lcom/spokeshare/WalletDesk$topUp$1;
    move-object/from16 v16, v0
    move-object/from16 v0, v16
    iget v0, v0, Lcom/spokeshare/WalletDesk$topUp$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L41
    move-object/from16 v1, v16
    iget v1, v1, Lcom/spokeshare/WalletDesk$topUp$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    move-object/from16 v0, v16
    iput v1, v0, Lcom/spokeshare/WalletDesk$topUp$1;->label:I
    goto :L52
:L41
    new-instance v0, Lcom/spokeshare/WalletDesk$topUp$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p2
    invoke-direct {v0, v2, v3}, Lcom/spokeshare/WalletDesk$topUp$1;-><init>(Lcom/spokeshare/WalletDesk;Lkotlin/coroutines/Continuation;)V
    move-object/from16 v16, v0
:L52
    move-object/from16 v0, v16
    iget-object v15, v0, Lcom/spokeshare/WalletDesk$topUp$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v17
    .line 67
    move-object/from16 v0, v16
    iget v0, v0, Lcom/spokeshare/WalletDesk$topUp$1;->label:I
    packed-switch v0, :pswitch_data_69
    goto/16 :L399
:L92
    invoke-static {v15}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 68
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/spokeshare/State$Working;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "amount_cents"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result v7
    .line 69
    const/16 v0, 0x64
    if-gt v0, v7, :L130
    const/16 v1, 0x2711
    if-ge v7, v1, :L126
    const/4 v0, 0x1
    goto :L131
:L126
    const/4 v0, 0x0
    goto :L131
:L130
    const/4 v0, 0x0
:L131
    if-nez v0, :L150
    new-instance v0, Lcom/spokeshare/Action$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "amount_cents must be 100 to 10000"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L150
    .line 70
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/spokeshare/State$Working;->getApproved()Z
    move-result v0
    if-nez v0, :L226
    .line 71
    new-instance v0, Lcom/spokeshare/Action$NeedsUser;
    div-int/lit8 v3, v7, 0x64
    const-string v8, "%02d"
    const/4 v4, 0x1
    new-array v9, v4, [Ljava/lang/Object;
    rem-int/lit8 v6, v7, 0x64
    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v6
    const/4 v5, 0x0
    aput-object v6, v9, v5
    array-length v6, v9
    invoke-static {v9, v6}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;
    move-result-object v5
    invoke-static {v8, v5}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v4
    const-string v6, "format(...)"
    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "Charge your saved card "
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, "."
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, " EUR?"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    const-class v2, Lcom/spokeshare/TopUpActivity;
    const/high16 v4, 0xc000000
    invoke-direct {v0, v2, v3, v4}, Lcom/spokeshare/Action$NeedsUser;-><init>(Ljava/lang/Class;Ljava/lang/String;I)V
    return-object v0
:L226
    .line 73
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/spokeshare/WalletDesk$topUp$left$1;
    move-object/from16 v3, p0
    move-object/from16 v4, p1
    const/4 v6, 0x0
    invoke-direct {v1, v3, v4, v7, v6}, Lcom/spokeshare/WalletDesk$topUp$left$1;-><init>(Lcom/spokeshare/WalletDesk;Lcom/spokeshare/State$Working;ILkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object/from16 v4, p1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v16
    iput-object v4, v3, Lcom/spokeshare/WalletDesk$topUp$1;->L$0:Ljava/lang/Object;
    move-object/from16 v3, v16
    iput v7, v3, Lcom/spokeshare/WalletDesk$topUp$1;->I$0:I
    const/4 v4, 0x1
    move-object/from16 v3, v16
    iput v4, v3, Lcom/spokeshare/WalletDesk$topUp$1;->label:I
    move-object/from16 v2, v16
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    move-object/from16 v2, v17
    if-ne v0, v2, :L303
    .line 67
    return-object v17
:L281
    move-object/from16 v0, v16
    iget v7, v0, Lcom/spokeshare/WalletDesk$topUp$1;->I$0:I
    move-object/from16 v0, v16
    iget-object v0, v0, Lcom/spokeshare/WalletDesk$topUp$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/spokeshare/State$Working;
    move-object/from16 p1, v0
    invoke-static {v15}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v15
:L303
    .line 73
    check-cast v0, Lkotlin/Result;
    invoke-virtual {v0}, Lkotlin/Result;->unbox-impl()Ljava/lang/Object;
    move-result-object v8
    .line 74
    move-object v9, v8
    invoke-static {v9}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L373
    move-object v0, v9
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v10
    .line 107
    const/4 v12, 0x0
    .line 74
    new-instance v0, Lcom/spokeshare/Action$Loaded;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "balance_cents"
    invoke-virtual {v2, v3, v10, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/spokeshare/Action$Loaded;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/spokeshare/Action;
    goto :L398
:L373
    move-object v13, v0
    .line 107
    const/4 v14, 0x0
    .line 74
    new-instance v0, Lcom/spokeshare/Action$Failed;
    invoke-static {v13}, Lcom/spokeshare/ProtocolKt;->userText(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v3
    const-string v2, "UNAVAILABLE"
    const/4 v4, 0x1
    invoke-direct {v0, v2, v3, v4}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    check-cast v0, Lcom/spokeshare/Action;
:L398
    return-object v0
:L399
    .line 67
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_69
    .packed-switch 0x0
        :L92
        :L281
    .end packed-switch
.end method

.method private final transfer(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 20
    move-object/from16 v0, p2
    instance-of v0, v0, Lcom/spokeshare/WalletDesk$transfer$1;
    if-eqz v0, :L41
    move-object/from16 v0, p2
    check-cast v0, Lcom/spokeshare/WalletDesk$transfer$1;
    move-object v15, v0
    iget v0, v15, Lcom/spokeshare/WalletDesk$transfer$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L41
    iget v1, v15, Lcom/spokeshare/WalletDesk$transfer$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v15, Lcom/spokeshare/WalletDesk$transfer$1;->label:I
    goto :L52
:L41
    new-instance v15, Lcom/spokeshare/WalletDesk$transfer$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p2
    invoke-direct {v15, v2, v3}, Lcom/spokeshare/WalletDesk$transfer$1;-><init>(Lcom/spokeshare/WalletDesk;Lkotlin/coroutines/Continuation;)V
:L52
    iget-object v14, v15, Lcom/spokeshare/WalletDesk$transfer$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v16
    .line 77
    iget v0, v15, Lcom/spokeshare/WalletDesk$transfer$1;->label:I
    packed-switch v0, :pswitch_data_69
    goto/16 :L451
:L92
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 78
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/spokeshare/State$Working;->getCounterpart()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L122
    new-instance v0, Lcom/spokeshare/Action$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "to_package is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L122
    move-object v8, v0
    .line 79
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/spokeshare/State$Working;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "amount_cents"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result v9
    .line 80
    const/4 v0, 0x1
    if-gt v0, v9, :L158
    const/16 v1, 0x1389
    if-ge v9, v1, :L154
    const/4 v0, 0x1
    goto :L159
:L154
    const/4 v0, 0x0
    goto :L159
:L158
    const/4 v0, 0x0
:L159
    if-nez v0, :L178
    new-instance v0, Lcom/spokeshare/Action$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "amount_cents must be 1 to 5000"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L178
    .line 81
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/spokeshare/State$Working;->getApproved()Z
    move-result v0
    if-nez v0, :L257
    .line 82
    new-instance v0, Lcom/spokeshare/Action$NeedsUser;
    div-int/lit8 v3, v9, 0x64
    const-string v10, "%02d"
    const/4 v4, 0x1
    new-array v11, v4, [Ljava/lang/Object;
    rem-int/lit8 v6, v9, 0x64
    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v6
    const/4 v5, 0x0
    aput-object v6, v11, v5
    array-length v6, v11
    invoke-static {v11, v6}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;
    move-result-object v5
    invoke-static {v10, v5}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v4
    const-string v6, "format(...)"
    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "Send "
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v7, "."
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v7, " EUR of ride credit to "
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v7, "?"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    const-class v2, Lcom/spokeshare/TransferActivity;
    const/high16 v4, 0xc000000
    invoke-direct {v0, v2, v3, v4}, Lcom/spokeshare/Action$NeedsUser;-><init>(Ljava/lang/Class;Ljava/lang/String;I)V
    return-object v0
:L257
    .line 84
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/spokeshare/WalletDesk$transfer$moved$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p1
    move-object v4, v8
    move v5, v9
    const/4 v6, 0x0
    invoke-direct/range {v1 .. v6}, Lcom/spokeshare/WalletDesk$transfer$moved$1;-><init>(Lcom/spokeshare/WalletDesk;Lcom/spokeshare/State$Working;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object/from16 v4, p1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v15, Lcom/spokeshare/WalletDesk$transfer$1;->L$0:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v15, Lcom/spokeshare/WalletDesk$transfer$1;->L$1:Ljava/lang/Object;
    iput v9, v15, Lcom/spokeshare/WalletDesk$transfer$1;->I$0:I
    const/4 v4, 0x1
    iput v4, v15, Lcom/spokeshare/WalletDesk$transfer$1;->label:I
    invoke-static {v0, v1, v15}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    move-object/from16 v2, v16
    if-ne v0, v2, :L356
    .line 77
    return-object v16
:L324
    iget v9, v15, Lcom/spokeshare/WalletDesk$transfer$1;->I$0:I
    iget-object v8, v15, Lcom/spokeshare/WalletDesk$transfer$1;->L$1:Ljava/lang/Object;
    check-cast v8, Ljava/lang/String;
    iget-object v0, v15, Lcom/spokeshare/WalletDesk$transfer$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/spokeshare/State$Working;
    move-object/from16 p1, v0
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v14
:L356
    .line 84
    check-cast v0, Lkotlin/Result;
    invoke-virtual {v0}, Lkotlin/Result;->unbox-impl()Ljava/lang/Object;
    move-result-object v10
    .line 85
    move-object v11, v10
    invoke-static {v11}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L423
    move-object v0, v11
    check-cast v0, Ljava/lang/String;
    move-object v12, v0
    .line 107
    const/4 v13, 0x0
    .line 85
    new-instance v0, Lcom/spokeshare/Action$Loaded;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "transfer_id"
    invoke-virtual {v2, v3, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/spokeshare/Action$Loaded;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/spokeshare/Action;
    goto :L450
:L423
    move-object v12, v0
    .line 107
    const/4 v13, 0x0
    .line 85
    new-instance v0, Lcom/spokeshare/Action$Failed;
    invoke-static {v12}, Lcom/spokeshare/ProtocolKt;->userText(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v2
    const-string v1, "CONFLICT"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/spokeshare/Action;
:L450
    return-object v0
:L451
    .line 77
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_69
    .packed-switch 0x0
        :L92
        :L324
    .end packed-switch
.end method


# virtual methods
.method public getCatalog()Lcom/spokeshare/Catalog;
    .registers 2
    .line 17
    iget-object v0, p0, Lcom/spokeshare/WalletDesk;->catalog:Lcom/spokeshare/Catalog;
    return-object v0
.end method

.method protected parse(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 26
    .line 29
    move-object/from16 v0, p0
    move-object/from16 v1, p1
    invoke-virtual {v0, v1}, Lcom/spokeshare/WalletDesk;->argsOf(Lcom/spokeshare/State$Working;)Lorg/json/JSONObject;
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
    .line 30
    move-object/from16 v0, p0
    move-object/from16 v1, p1
    invoke-virtual {v0, v1}, Lcom/spokeshare/WalletDesk;->redeemed(Lcom/spokeshare/State$Working;)Lcom/spokeshare/Ticket;
    move-result-object v7
    .line 31
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
    .line 32
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
    .line 33
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/spokeshare/State$Working;->getEnv()Lcom/spokeshare/Envelope;
    move-result-object v0
    invoke-virtual {v0}, Lcom/spokeshare/Envelope;->getTool()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L112
    const-string v0, ""
:L112
    move-object v8, v0
    .line 35
    const-string v1, "transfer_credit"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L137
    const-string v1, "confirmed"
    invoke-virtual {v6, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L137
    const/4 v0, 0x1
    goto :L138
:L137
    const/4 v0, 0x0
:L138
    move v9, v0
    .line 39
    move-object v0, v8
    move-object v1, v6
    move-object v2, v7
    if-eqz v7, :L162
    invoke-virtual {v2}, Lcom/spokeshare/Ticket;->getDecision()Ljava/lang/Boolean;
    move-result-object v2
    const/4 v3, 0x1
    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;
    move-result-object v3
    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v2
    goto :L164
:L162
    const/4 v2, 0x0
:L164
    if-nez v2, :L172
    if-eqz v9, :L176
:L172
    const/4 v2, 0x1
    goto :L177
:L176
    const/4 v2, 0x0
:L177
    .line 41
    const-string v4, "caller_package"
    invoke-virtual {v6, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v11
    check-cast v11, Ljava/lang/CharSequence;
    invoke-interface {v11}, Ljava/lang/CharSequence;->length()I
    move-result v3
    if-nez v3, :L202
    const/4 v3, 0x1
    goto :L203
:L202
    const/4 v3, 0x0
:L203
    if-eqz v3, :L235
    .line 107
    move v15, v2
    move-object v14, v1
    move-object v13, v0
    const/4 v12, 0x0
    .line 41
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/spokeshare/State$Working;->getCaller()Lcom/spokeshare/Caller;
    move-result-object v0
    invoke-virtual {v0}, Lcom/spokeshare/Caller;->getPkg()Ljava/lang/String;
    move-result-object v16
    move-object v0, v13
    move-object v1, v14
    move v2, v15
    move-object/from16 v3, v16
    goto :L237
:L235
    move-object v3, v11
:L237
    const-string v5, "ifEmpty(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v3, Ljava/lang/String;
    .line 42
    const-string v5, "to_package"
    invoke-virtual {v6, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v10
    check-cast v10, Ljava/lang/CharSequence;
    invoke-interface {v10}, Ljava/lang/CharSequence;->length()I
    move-result v4
    if-nez v4, :L271
    const/4 v4, 0x1
    goto :L272
:L271
    const/4 v4, 0x0
:L272
    if-eqz v4, :L302
    .line 107
    move-object/from16 v16, v3
    move v15, v2
    move-object v14, v1
    move-object v13, v0
    const/4 v11, 0x0
    .line 42
    const/16 v17, 0x0
    move-object v0, v13
    move-object v1, v14
    move v2, v15
    move-object/from16 v3, v16
    move-object/from16 v4, v17
    goto :L304
:L302
    move-object v4, v10
:L304
    check-cast v4, Ljava/lang/String;
    .line 36
    move-object/from16 v18, v4
    move-object/from16 v19, v3
    move/from16 v20, v2
    move-object/from16 v21, v1
    move-object/from16 v22, v0
    new-instance v0, Lcom/spokeshare/Action$Parsed;
    move-object/from16 v1, v22
    move-object/from16 v2, v21
    move/from16 v3, v20
    move-object/from16 v4, v19
    move-object/from16 v5, v18
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Action$Parsed;-><init>(Ljava/lang/String;Lorg/json/JSONObject;ZLjava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method protected perform(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 10
    .line 46
    invoke-virtual {p1}, Lcom/spokeshare/State$Working;->getTool()Ljava/lang/String;
    move-result-object v6
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_9
    goto :L128
:L52
    const-string v1, "get_balance"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L100
    goto :L128
:L64
    const-string v1, "top_up"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L114
    goto :L128
:L76
    const-string v1, "list_payments"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L107
    goto :L128
:L88
    const-string v1, "transfer_credit"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L121
    goto :L128
:L100
    .line 47
    invoke-direct {p0, p1, p2}, Lcom/spokeshare/WalletDesk;->balance(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 52
    return-object v0
:L107
    .line 48
    invoke-direct {p0, p1, p2}, Lcom/spokeshare/WalletDesk;->payments(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 52
    return-object v0
:L114
    .line 49
    invoke-direct {p0, p1, p2}, Lcom/spokeshare/WalletDesk;->topUp(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 52
    return-object v0
:L121
    .line 50
    invoke-direct {p0, p1, p2}, Lcom/spokeshare/WalletDesk;->transfer(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 52
    return-object v0
:L128
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
        -0x4d099e52 -> :L76
        -0x33bd4a3b -> :L64
        -0xfa8110d -> :L52
        0x444541cd -> :L88
    .end sparse-switch
.end method

.method protected resumeToken()Ljava/lang/String;
    .registers 2
    .line 88
    sget-object v0, Lcom/spokeshare/WalletDesk;->Companion:Lcom/spokeshare/WalletDesk$Companion;
    invoke-virtual {v0}, Lcom/spokeshare/WalletDesk$Companion;->newResumeToken()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method protected session(Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 14
    .line 20
    invoke-virtual {p2}, Lcom/spokeshare/Envelope;->getSessionToken()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L11
    const/4 v0, 0x0
    return-object v0
:L11
    move-object v2, v0
    .line 21
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    .line 22
    new-instance v0, Lcom/spokeshare/WalletDesk$session$2;
    const/4 v1, 0x0
    invoke-direct {v0, p0, v1}, Lcom/spokeshare/WalletDesk$session$2;-><init>(Lcom/spokeshare/WalletDesk;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v5
    .line 23
    const/4 v6, 0x0
    .line 97
    move-object v7, v5
    const/4 v8, 0x0
    .line 98
    const/4 v9, 0x0
    .line 99
    new-instance v5, Lcom/spokeshare/WalletDesk$session$$inlined$map$1;
    invoke-direct {v5, v7, v2}, Lcom/spokeshare/WalletDesk$session$$inlined$map$1;-><init>(Lkotlinx/coroutines/flow/Flow;Ljava/lang/String;)V
    check-cast v5, Lkotlinx/coroutines/flow/Flow;
    .line 24
    const/4 v6, 0x0
    .line 102
    move-object v7, v5
    const/4 v8, 0x0
    .line 103
    const/4 v9, 0x0
    .line 104
    new-instance v0, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1;
    invoke-direct {v0, v7, p1, v3, v4}, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1;-><init>(Lkotlinx/coroutines/flow/Flow;Lcom/spokeshare/Caller;J)V
    check-cast v0, Lkotlinx/coroutines/flow/Flow;
    .line 25
    invoke-static {v0, p3}, Lkotlinx/coroutines/flow/FlowKt;->firstOrNull(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 22
    return-object v0
.end method
