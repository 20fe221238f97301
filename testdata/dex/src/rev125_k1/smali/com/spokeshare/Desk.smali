.class public abstract Lcom/spokeshare/Desk;
.super Ljava/lang/Object;
.source "Desk.kt"

# static fields
.field public static final Companion:Lcom/spokeshare/Desk$Companion;
.field public static final SESSION_TTL:J = 0x1499700L
.field public static final TICKET_TTL:J = 0x927c0L


# instance fields
.field private final ctx:Landroid/content/Context;
.field private final receipts:Lcom/spokeshare/Receipts;
.field private final store:Lcom/spokeshare/DeskStore;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/spokeshare/Desk$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/spokeshare/Desk$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/spokeshare/Desk;->Companion:Lcom/spokeshare/Desk$Companion;
    return-void
.end method

.method public constructor <init>(Landroid/content/Context;Lcom/spokeshare/DeskStore;Lcom/spokeshare/Receipts;)V
    .registers 5
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "store"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "receipts"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 14
    iput-object p1, p0, Lcom/spokeshare/Desk;->ctx:Landroid/content/Context;
    .line 15
    iput-object p2, p0, Lcom/spokeshare/Desk;->store:Lcom/spokeshare/DeskStore;
    .line 16
    iput-object p3, p0, Lcom/spokeshare/Desk;->receipts:Lcom/spokeshare/Receipts;
    .line 13
    return-void
.end method

.method public static final synthetic access$checkTool(Lcom/spokeshare/Desk;Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 13
    invoke-direct {p0, p1, p2}, Lcom/spokeshare/Desk;->checkTool(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$execute(Lcom/spokeshare/Desk;Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 13
    invoke-direct {p0, p1, p2, p3}, Lcom/spokeshare/Desk;->execute(Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$interpret(Lcom/spokeshare/Desk;Lcom/spokeshare/Effect;Lcom/spokeshare/State;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 13
    invoke-direct {p0, p1, p2, p3}, Lcom/spokeshare/Desk;->interpret(Lcom/spokeshare/Effect;Lcom/spokeshare/State;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$run(Lcom/spokeshare/Desk;Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 13
    invoke-direct {p0, p1, p2}, Lcom/spokeshare/Desk;->run(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method private final ask(Lcom/spokeshare/State$Asking;)Lcom/spokeshare/Action;
    .registers 16
    .line 95
    invoke-virtual {p1}, Lcom/spokeshare/State$Asking;->getWork()Lcom/spokeshare/State$Working;
    move-result-object v11
    .line 96
    invoke-virtual {p0}, Lcom/spokeshare/Desk;->resumeToken()Ljava/lang/String;
    move-result-object v12
    .line 97
    iget-object v0, p0, Lcom/spokeshare/Desk;->store:Lcom/spokeshare/DeskStore;
    new-instance v1, Lcom/spokeshare/Ticket;
    invoke-virtual {v11}, Lcom/spokeshare/State$Working;->getCaller()Lcom/spokeshare/Caller;
    move-result-object v4
    invoke-virtual {v4}, Lcom/spokeshare/Caller;->getUid()I
    move-result v4
    invoke-virtual {v11}, Lcom/spokeshare/State$Working;->getTool()Ljava/lang/String;
    move-result-object v5
    invoke-virtual {v11}, Lcom/spokeshare/State$Working;->getEnv()Lcom/spokeshare/Envelope;
    move-result-object v6
    invoke-virtual {v6}, Lcom/spokeshare/Envelope;->getDigest()Ljava/lang/String;
    move-result-object v6
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v7
    const-wide/32 v9, 0x927c0
    add-long/2addr v7, v9
    move-object v2, v12
    move v3, v4
    move-object v4, v5
    move-object v5, v6
    move-wide v6, v7
    const/4 v8, 0x0
    const/16 v9, 0x20
    const/4 v10, 0x0
    invoke-direct/range {v1 .. v10}, Lcom/spokeshare/Ticket;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    invoke-virtual {v0, v1}, Lcom/spokeshare/DeskStore;->issue(Lcom/spokeshare/Ticket;)V
    .line 98
    iget-object v0, p0, Lcom/spokeshare/Desk;->ctx:Landroid/content/Context;
    invoke-virtual {p1}, Lcom/spokeshare/State$Asking;->getScreen()Ljava/lang/Class;
    move-result-object v1
    iget-object v2, p0, Lcom/spokeshare/Desk;->store:Lcom/spokeshare/DeskStore;
    invoke-virtual {v2}, Lcom/spokeshare/DeskStore;->getName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p1}, Lcom/spokeshare/State$Asking;->getPrompt()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {p1}, Lcom/spokeshare/State$Asking;->getFlags()I
    move-result v5
    move-object v3, v12
    invoke-static/range {v0 .. v5}, Lcom/spokeshare/Resolutions;->pending(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)Landroid/app/PendingIntent;
    move-result-object v13
    .line 99
    new-instance v0, Lcom/spokeshare/Action$Ticketed;
    invoke-direct {v0, v12, v13}, Lcom/spokeshare/Action$Ticketed;-><init>(Ljava/lang/String;Landroid/app/PendingIntent;)V
    check-cast v0, Lcom/spokeshare/Action;
    return-object v0
.end method

.method private final checkTool(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 10
    .line 77
    invoke-virtual {p1}, Lcom/spokeshare/State$Working;->getEnv()Lcom/spokeshare/Envelope;
    move-result-object v0
    invoke-virtual {v0}, Lcom/spokeshare/Envelope;->getTool()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L29
    new-instance v0, Lcom/spokeshare/Action$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "tool_name is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L29
    move-object v6, v0
    .line 78
    invoke-virtual {p0}, Lcom/spokeshare/Desk;->getCatalog()Lcom/spokeshare/Catalog;
    move-result-object v0
    invoke-virtual {v0, v6}, Lcom/spokeshare/Catalog;->has(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L58
    new-instance v0, Lcom/spokeshare/Action$Failed;
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "No tool of that name here"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L58
    .line 79
    invoke-direct {p0, p1, v6}, Lcom/spokeshare/Desk;->replay(Lcom/spokeshare/State$Working;Ljava/lang/String;)Lcom/spokeshare/Action;
    move-result-object v0
    if-nez v0, :L76
    invoke-virtual {p0, p1, p2}, Lcom/spokeshare/Desk;->parse(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 80
    return-object v0
:L76
    .line 79
    return-object v0
.end method

.method private final execute(Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 28
    move-object/from16 v0, p3
    instance-of v0, v0, Lcom/spokeshare/Desk$execute$1;
    if-eqz v0, :L39
    move-object/from16 v0, p3
    check-cast v0, Lcom/spokeshare/Desk$execute$1;
    move-object/from16 v22, v0
    move-object/from16 v0, v22
    iget v0, v0, Lcom/spokeshare/Desk$execute$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    move-object/from16 v1, v22
    iget v1, v1, Lcom/spokeshare/Desk$execute$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    move-object/from16 v0, v22
    iput v1, v0, Lcom/spokeshare/Desk$execute$1;->label:I
    goto :L50
:L39
    new-instance v0, Lcom/spokeshare/Desk$execute$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p3
    invoke-direct {v0, v2, v3}, Lcom/spokeshare/Desk$execute$1;-><init>(Lcom/spokeshare/Desk;Lkotlin/coroutines/Continuation;)V
    move-object/from16 v22, v0
:L50
    move-object/from16 v0, v22
    iget-object v0, v0, Lcom/spokeshare/Desk$execute$1;->result:Ljava/lang/Object;
    move-object/from16 v21, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v23
    .line 55
    move-object/from16 v0, v22
    iget v0, v0, Lcom/spokeshare/Desk$execute$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto/16 :L713
:L88
    move-object/from16 v0, v21
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 56
    new-instance v7, Lcom/spokeshare/CallStore;
    invoke-direct {v7}, Lcom/spokeshare/CallStore;-><init>()V
    .line 57
    new-instance v1, Lcom/spokeshare/Action$Received;
    move-object/from16 v3, p1
    move-object/from16 v4, p2
    invoke-direct {v1, v3, v4}, Lcom/spokeshare/Action$Received;-><init>(Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;)V
    check-cast v1, Lcom/spokeshare/Action;
    invoke-virtual {v7, v1}, Lcom/spokeshare/CallStore;->dispatch(Lcom/spokeshare/Action;)Ljava/util/List;
    move-result-object v8
:L121
    .line 58
    move-object v0, v8
    check-cast v0, Ljava/util/Collection;
    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z
    move-result v0
    if-nez v0, :L138
    const/4 v0, 0x1
    goto :L139
:L138
    const/4 v0, 0x0
:L139
    if-eqz v0, :L612
    .line 59
    invoke-virtual {v7}, Lcom/spokeshare/CallStore;->getState()Lkotlinx/coroutines/flow/MutableStateFlow;
    move-result-object v0
    invoke-interface {v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v9
    check-cast v9, Lcom/spokeshare/State;
    .line 60
    move-object v0, v8
    check-cast v0, Ljava/lang/Iterable;
    move-object v11, v0
    const/4 v12, 0x0
    .line 125
    move-object v13, v11
    new-instance v14, Ljava/util/ArrayList;
    const/16 v3, 0xa
    invoke-static {v11, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I
    move-result v2
    invoke-direct {v14, v2}, Ljava/util/ArrayList;-><init>(I)V
    check-cast v14, Ljava/util/Collection;
    const/4 v15, 0x0
    .line 126
    invoke-interface {v13}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v16
:L202
    move-object/from16 v0, v16
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L503
    move-object/from16 v0, v16
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v17
    .line 127
    move-object/from16 v1, v17
    check-cast v1, Lcom/spokeshare/Effect;
    move-object/from16 v18, v1
    move-object/from16 v20, v14
    const/16 v19, 0x0
    .line 60
    move-object/from16 v5, p1
    move-object/from16 v4, v22
    iput-object v5, v4, Lcom/spokeshare/Desk$execute$1;->L$0:Ljava/lang/Object;
    move-object/from16 v5, p2
    move-object/from16 v4, v22
    iput-object v5, v4, Lcom/spokeshare/Desk$execute$1;->L$1:Ljava/lang/Object;
    move-object/from16 v4, v22
    iput-object v7, v4, Lcom/spokeshare/Desk$execute$1;->L$2:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    move-object/from16 v4, v22
    iput-object v5, v4, Lcom/spokeshare/Desk$execute$1;->L$3:Ljava/lang/Object;
    move-object/from16 v4, v22
    iput-object v9, v4, Lcom/spokeshare/Desk$execute$1;->L$4:Ljava/lang/Object;
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    move-object/from16 v4, v22
    iput-object v5, v4, Lcom/spokeshare/Desk$execute$1;->L$5:Ljava/lang/Object;
    invoke-static {v13}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    move-object/from16 v4, v22
    iput-object v5, v4, Lcom/spokeshare/Desk$execute$1;->L$6:Ljava/lang/Object;
    move-object/from16 v4, v22
    iput-object v14, v4, Lcom/spokeshare/Desk$execute$1;->L$7:Ljava/lang/Object;
    move-object/from16 v5, v16
    move-object/from16 v4, v22
    iput-object v5, v4, Lcom/spokeshare/Desk$execute$1;->L$8:Ljava/lang/Object;
    move-object/from16 v5, v17
    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    move-object/from16 v4, v22
    iput-object v5, v4, Lcom/spokeshare/Desk$execute$1;->L$9:Ljava/lang/Object;
    move-object/from16 v5, v18
    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    move-object/from16 v4, v22
    iput-object v5, v4, Lcom/spokeshare/Desk$execute$1;->L$10:Ljava/lang/Object;
    move-object/from16 v5, v20
    move-object/from16 v4, v22
    iput-object v5, v4, Lcom/spokeshare/Desk$execute$1;->L$11:Ljava/lang/Object;
    const/4 v5, 0x1
    move-object/from16 v4, v22
    iput v5, v4, Lcom/spokeshare/Desk$execute$1;->label:I
    move-object/from16 v0, p0
    move-object/from16 v1, v18
    move-object/from16 v3, v22
    invoke-direct {v0, v1, v9, v3}, Lcom/spokeshare/Desk;->interpret(Lcom/spokeshare/Effect;Lcom/spokeshare/State;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    move-object/from16 v2, v23
    if-ne v0, v2, :L488
    .line 55
    return-object v23
:L357
    const/4 v12, 0x0
    const/4 v15, 0x0
    const/16 v19, 0x0
    move-object/from16 v0, v22
    iget-object v0, v0, Lcom/spokeshare/Desk$execute$1;->L$11:Ljava/lang/Object;
    check-cast v0, Ljava/util/Collection;
    move-object/from16 v20, v0
    move-object/from16 v0, v22
    iget-object v0, v0, Lcom/spokeshare/Desk$execute$1;->L$10:Ljava/lang/Object;
    check-cast v0, Lcom/spokeshare/Effect;
    move-object/from16 v18, v0
    move-object/from16 v0, v22
    iget-object v0, v0, Lcom/spokeshare/Desk$execute$1;->L$9:Ljava/lang/Object;
    move-object/from16 v17, v0
    move-object/from16 v0, v22
    iget-object v0, v0, Lcom/spokeshare/Desk$execute$1;->L$8:Ljava/lang/Object;
    check-cast v0, Ljava/util/Iterator;
    move-object/from16 v16, v0
    move-object/from16 v0, v22
    iget-object v14, v0, Lcom/spokeshare/Desk$execute$1;->L$7:Ljava/lang/Object;
    check-cast v14, Ljava/util/Collection;
    move-object/from16 v0, v22
    iget-object v13, v0, Lcom/spokeshare/Desk$execute$1;->L$6:Ljava/lang/Object;
    check-cast v13, Ljava/lang/Iterable;
    move-object/from16 v0, v22
    iget-object v11, v0, Lcom/spokeshare/Desk$execute$1;->L$5:Ljava/lang/Object;
    check-cast v11, Ljava/lang/Iterable;
    move-object/from16 v0, v22
    iget-object v9, v0, Lcom/spokeshare/Desk$execute$1;->L$4:Ljava/lang/Object;
    check-cast v9, Lcom/spokeshare/State;
    move-object/from16 v0, v22
    iget-object v8, v0, Lcom/spokeshare/Desk$execute$1;->L$3:Ljava/lang/Object;
    check-cast v8, Ljava/util/List;
    move-object/from16 v0, v22
    iget-object v7, v0, Lcom/spokeshare/Desk$execute$1;->L$2:Ljava/lang/Object;
    check-cast v7, Lcom/spokeshare/CallStore;
    move-object/from16 v0, v22
    iget-object v0, v0, Lcom/spokeshare/Desk$execute$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/spokeshare/Envelope;
    move-object/from16 p2, v0
    move-object/from16 v0, v22
    iget-object v0, v0, Lcom/spokeshare/Desk$execute$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/spokeshare/Caller;
    move-object/from16 p1, v0
    move-object/from16 v0, v21
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v21
:L488
    .line 60
    check-cast v0, Lcom/spokeshare/Action;
    .line 127
    move-object v1, v0
    move-object/from16 v0, v20
    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    goto/16 :L202
:L503
    .line 128
    move-object v0, v14
    check-cast v0, Ljava/util/List;
    .line 60
    move-object v10, v0
    .line 61
    move-object v0, v10
    check-cast v0, Ljava/lang/Iterable;
    move-object v11, v0
    const/4 v12, 0x0
    .line 129
    move-object v13, v11
    new-instance v14, Ljava/util/ArrayList;
    invoke-direct {v14}, Ljava/util/ArrayList;-><init>()V
    check-cast v14, Ljava/util/Collection;
    const/4 v15, 0x0
    .line 130
    invoke-interface {v13}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v16
:L549
    move-object/from16 v0, v16
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L601
    move-object/from16 v0, v16
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v17
    .line 131
    move-object/from16 v0, v17
    check-cast v0, Lcom/spokeshare/Action;
    move-object/from16 v18, v0
    const/16 v19, 0x0
    .line 61
    move-object/from16 v1, v18
    invoke-virtual {v7, v1}, Lcom/spokeshare/CallStore;->dispatch(Lcom/spokeshare/Action;)Ljava/util/List;
    move-result-object v18
    check-cast v18, Ljava/lang/Iterable;
    .line 132
    move-object/from16 v1, v18
    invoke-static {v14, v1}, Lkotlin/collections/CollectionsKt;->addAll(Ljava/util/Collection;Ljava/lang/Iterable;)Z
    goto :L549
:L601
    .line 134
    move-object v0, v14
    check-cast v0, Ljava/util/List;
    .line 61
    move-object v8, v0
    goto/16 :L121
:L612
    .line 63
    invoke-virtual {v7}, Lcom/spokeshare/CallStore;->getState()Lkotlinx/coroutines/flow/MutableStateFlow;
    move-result-object v0
    invoke-interface {v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v9
    check-cast v9, Lcom/spokeshare/State;
    .line 64
    instance-of v0, v9, Lcom/spokeshare/State$Done;
    if-eqz v0, :L705
    move-object/from16 v0, p0
    invoke-virtual {v0}, Lcom/spokeshare/Desk;->getCatalog()Lcom/spokeshare/Catalog;
    move-result-object v0
    move-object v1, v9
    check-cast v1, Lcom/spokeshare/State$Done;
    invoke-virtual {v1}, Lcom/spokeshare/State$Done;->getWork()Lcom/spokeshare/State$Working;
    move-result-object v1
    invoke-virtual {v1}, Lcom/spokeshare/State$Working;->getTool()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/spokeshare/Catalog;->mutates(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L705
    .line 65
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/spokeshare/Desk;->receipts:Lcom/spokeshare/Receipts;
    move-object/from16 v1, p1
    invoke-virtual {v1}, Lcom/spokeshare/Caller;->getUid()I
    move-result v1
    move-object/from16 v2, p0
    invoke-virtual {v2}, Lcom/spokeshare/Desk;->getCatalog()Lcom/spokeshare/Catalog;
    move-result-object v2
    invoke-virtual {v2}, Lcom/spokeshare/Catalog;->getProviderId()Ljava/lang/String;
    move-result-object v2
    move-object/from16 v3, p2
    invoke-virtual {v3}, Lcom/spokeshare/Envelope;->getRequestId()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v4, v9
    check-cast v4, Lcom/spokeshare/State$Done;
    invoke-virtual {v4}, Lcom/spokeshare/State$Done;->getWork()Lcom/spokeshare/State$Working;
    move-result-object v4
    invoke-virtual {v4}, Lcom/spokeshare/State$Working;->getTool()Ljava/lang/String;
    move-result-object v4
    move-object/from16 v5, p2
    invoke-virtual {v5}, Lcom/spokeshare/Envelope;->getDigest()Ljava/lang/String;
    move-result-object v5
    move-object v6, v9
    check-cast v6, Lcom/spokeshare/State$Done;
    invoke-virtual {v6}, Lcom/spokeshare/State$Done;->getValue()Lorg/json/JSONObject;
    move-result-object v6
    invoke-virtual/range {v0 .. v6}, Lcom/spokeshare/Receipts;->keep(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V
:L705
    .line 67
    move-object/from16 v0, p0
    move-object/from16 v1, p2
    invoke-direct {v0, v1, v9}, Lcom/spokeshare/Desk;->render(Lcom/spokeshare/Envelope;Lcom/spokeshare/State;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L713
    .line 55
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_67
    .packed-switch 0x0
        :L88
        :L357
    .end packed-switch
.end method

.method private final interpret(Lcom/spokeshare/Effect;Lcom/spokeshare/State;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 8
    .line 70
    move-object v3, p1
    .line 71
    sget-object v1, Lcom/spokeshare/Effect$Parse;->INSTANCE:Lcom/spokeshare/Effect$Parse;
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L31
    const-string v2, "null cannot be cast to non-null type com.spokeshare.State.Working"
    invoke-static {p2, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v1, p2
    check-cast v1, Lcom/spokeshare/State$Working;
    invoke-direct {p0, v1, p3}, Lcom/spokeshare/Desk;->checkTool(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 74
    return-object v0
:L31
    .line 72
    sget-object v1, Lcom/spokeshare/Effect$Run;->INSTANCE:Lcom/spokeshare/Effect$Run;
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L59
    const-string v2, "null cannot be cast to non-null type com.spokeshare.State.Working"
    invoke-static {p2, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v1, p2
    check-cast v1, Lcom/spokeshare/State$Working;
    invoke-direct {p0, v1, p3}, Lcom/spokeshare/Desk;->run(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 74
    return-object v0
:L59
    .line 73
    sget-object v1, Lcom/spokeshare/Effect$Ask;->INSTANCE:Lcom/spokeshare/Effect$Ask;
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L88
    const-string v2, "null cannot be cast to non-null type com.spokeshare.State.Asking"
    invoke-static {p2, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v1, p2
    check-cast v1, Lcom/spokeshare/State$Asking;
    invoke-direct {p0, v1}, Lcom/spokeshare/Desk;->ask(Lcom/spokeshare/State$Asking;)Lcom/spokeshare/Action;
    move-result-object v0
    goto :L96
:L88
    .line 70
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L96
    .line 74
    return-object v0
.end method

.method private final negotiate(Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;)Landroid/os/Bundle;
    .registers 14
    .line 39
    invoke-virtual {p2}, Lcom/spokeshare/Envelope;->getConsumerVersions()[I
    move-result-object v0
    if-nez v0, :L19
    const-string v1, "INVALID_REQUEST"
    const-string v2, "consumer_versions is required"
    const/4 v3, 0x0
    invoke-static {p2, v1, v2, v3}, Lcom/spokeshare/ProtocolKt;->error(Lcom/spokeshare/Envelope;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L19
    move-object v9, v0
    .line 40
    const/4 v1, 0x2
    invoke-static {v9, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z
    move-result v0
    if-nez v0, :L38
    const-string v1, "UNSUPPORTED_VERSION"
    const-string v2, "This provider serves CETP v2 only"
    const/4 v3, 0x0
    invoke-static {p2, v1, v2, v3}, Lcom/spokeshare/ProtocolKt;->error(Lcom/spokeshare/Envelope;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L38
    .line 41
    new-instance v0, Lcom/spokeshare/Session;
    sget-object v2, Lcom/spokeshare/Session;->Companion:Lcom/spokeshare/Session$Companion;
    invoke-virtual {v2}, Lcom/spokeshare/Session$Companion;->mint()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p1}, Lcom/spokeshare/Caller;->getUid()I
    move-result v3
    invoke-virtual {p1}, Lcom/spokeshare/Caller;->getPkg()Ljava/lang/String;
    move-result-object v4
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v5
    const-wide/32 v7, 0x1499700
    add-long/2addr v5, v7
    move-object v1, v2
    move v2, v3
    move-object v3, v4
    move-wide v4, v5
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Session;-><init>(Ljava/lang/String;ILjava/lang/String;J)V
    move-object v10, v0
    .line 42
    iget-object v0, p0, Lcom/spokeshare/Desk;->store:Lcom/spokeshare/DeskStore;
    invoke-virtual {v0, v10}, Lcom/spokeshare/DeskStore;->open(Lcom/spokeshare/Session;)V
    .line 44
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    .line 45
    const-string v2, "selected_version"
    const/4 v3, 0x2
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v1
    .line 46
    invoke-virtual {p0}, Lcom/spokeshare/Desk;->getCatalog()Lcom/spokeshare/Catalog;
    move-result-object v3
    invoke-virtual {v3}, Lcom/spokeshare/Catalog;->getProviderId()Ljava/lang/String;
    move-result-object v3
    const-string v2, "provider_id"
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    .line 47
    invoke-virtual {p0}, Lcom/spokeshare/Desk;->getCatalog()Lcom/spokeshare/Catalog;
    move-result-object v3
    invoke-virtual {v3}, Lcom/spokeshare/Catalog;->getProviderName()Ljava/lang/String;
    move-result-object v3
    const-string v2, "provider_name"
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    .line 48
    invoke-virtual {v10}, Lcom/spokeshare/Session;->getToken()Ljava/lang/String;
    move-result-object v3
    const-string v2, "session_token"
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    .line 49
    invoke-virtual {v10}, Lcom/spokeshare/Session;->getExpiresAt()J
    move-result-wide v3
    invoke-static {v3, v4}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;
    move-result-object v3
    invoke-virtual {v3}, Ljava/time/Instant;->toString()Ljava/lang/String;
    move-result-object v3
    const-string v2, "expires_at"
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    .line 50
    new-instance v3, Lorg/json/JSONArray;
    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V
    const-string v2, "capabilities"
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    .line 51
    sget-object v3, Lcom/spokeshare/Catalog;->Companion:Lcom/spokeshare/Catalog$Companion;
    invoke-virtual {v3}, Lcom/spokeshare/Catalog$Companion;->limits()Lorg/json/JSONObject;
    move-result-object v3
    const-string v2, "limits"
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 43
    invoke-static {p2, v1}, Lcom/spokeshare/ProtocolKt;->success(Lcom/spokeshare/Envelope;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final render(Lcom/spokeshare/Envelope;Lcom/spokeshare/State;)Landroid/os/Bundle;
    .registers 8
    .line 102
    move-object v4, p2
    .line 103
    instance-of v0, v4, Lcom/spokeshare/State$Done;
    if-eqz v0, :L23
    move-object v1, p2
    check-cast v1, Lcom/spokeshare/State$Done;
    invoke-virtual {v1}, Lcom/spokeshare/State$Done;->getValue()Lorg/json/JSONObject;
    move-result-object v1
    invoke-static {p1, v1}, Lcom/spokeshare/ProtocolKt;->inline(Lcom/spokeshare/Envelope;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L104
:L23
    .line 104
    instance-of v0, v4, Lcom/spokeshare/State$Error;
    if-eqz v0, :L58
    move-object v1, p2
    check-cast v1, Lcom/spokeshare/State$Error;
    invoke-virtual {v1}, Lcom/spokeshare/State$Error;->getCode()Ljava/lang/String;
    move-result-object v1
    move-object v2, p2
    check-cast v2, Lcom/spokeshare/State$Error;
    invoke-virtual {v2}, Lcom/spokeshare/State$Error;->getMessage()Ljava/lang/String;
    move-result-object v2
    move-object v3, p2
    check-cast v3, Lcom/spokeshare/State$Error;
    invoke-virtual {v3}, Lcom/spokeshare/State$Error;->getRetryable()Z
    move-result v3
    invoke-static {p1, v1, v2, v3}, Lcom/spokeshare/ProtocolKt;->error(Lcom/spokeshare/Envelope;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    goto :L104
:L58
    .line 105
    instance-of v0, v4, Lcom/spokeshare/State$Waiting;
    if-eqz v0, :L93
    move-object v1, p2
    check-cast v1, Lcom/spokeshare/State$Waiting;
    invoke-virtual {v1}, Lcom/spokeshare/State$Waiting;->getPrompt()Ljava/lang/String;
    move-result-object v1
    move-object v2, p2
    check-cast v2, Lcom/spokeshare/State$Waiting;
    invoke-virtual {v2}, Lcom/spokeshare/State$Waiting;->getResolution()Landroid/app/PendingIntent;
    move-result-object v2
    move-object v3, p2
    check-cast v3, Lcom/spokeshare/State$Waiting;
    invoke-virtual {v3}, Lcom/spokeshare/State$Waiting;->getToken()Ljava/lang/String;
    move-result-object v3
    invoke-static {p1, v1, v2, v3}, Lcom/spokeshare/ProtocolKt;->needsUser(Lcom/spokeshare/Envelope;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L104
:L93
    .line 106
    const-string v1, "INTERNAL_ERROR"
    const-string v2, "The call stopped before it finished"
    const/4 v3, 0x0
    invoke-static {p1, v1, v2, v3}, Lcom/spokeshare/ProtocolKt;->error(Lcom/spokeshare/Envelope;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
:L104
    .line 107
    return-object v0
.end method

.method private final replay(Lcom/spokeshare/State$Working;Ljava/lang/String;)Lcom/spokeshare/Action;
    .registers 10
    .line 89
    invoke-virtual {p0}, Lcom/spokeshare/Desk;->getCatalog()Lcom/spokeshare/Catalog;
    move-result-object v0
    invoke-virtual {v0, p2}, Lcom/spokeshare/Catalog;->mutates(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L13
    const/4 v0, 0x0
    return-object v0
:L13
    .line 90
    iget-object v0, p0, Lcom/spokeshare/Desk;->receipts:Lcom/spokeshare/Receipts;
    invoke-virtual {p1}, Lcom/spokeshare/State$Working;->getCaller()Lcom/spokeshare/Caller;
    move-result-object v1
    invoke-virtual {v1}, Lcom/spokeshare/Caller;->getUid()I
    move-result v1
    invoke-virtual {p0}, Lcom/spokeshare/Desk;->getCatalog()Lcom/spokeshare/Catalog;
    move-result-object v2
    invoke-virtual {v2}, Lcom/spokeshare/Catalog;->getProviderId()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p1}, Lcom/spokeshare/State$Working;->getEnv()Lcom/spokeshare/Envelope;
    move-result-object v3
    invoke-virtual {v3}, Lcom/spokeshare/Envelope;->getRequestId()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v1, v2, v3}, Lcom/spokeshare/Receipts;->find(ILjava/lang/String;Ljava/lang/String;)Lcom/spokeshare/Receipts$Receipt;
    move-result-object v0
    if-nez v0, :L52
    const/4 v0, 0x0
    return-object v0
:L52
    move-object v6, v0
    .line 91
    invoke-virtual {v6}, Lcom/spokeshare/Receipts$Receipt;->getTool()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L98
    invoke-virtual {v6}, Lcom/spokeshare/Receipts$Receipt;->getDigest()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p1}, Lcom/spokeshare/State$Working;->getEnv()Lcom/spokeshare/Envelope;
    move-result-object v1
    invoke-virtual {v1}, Lcom/spokeshare/Envelope;->getDigest()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L98
    new-instance v0, Lcom/spokeshare/Action$Loaded;
    invoke-virtual {v6}, Lcom/spokeshare/Receipts$Receipt;->getValue()Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/spokeshare/Action$Loaded;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/spokeshare/Action;
    goto :L116
:L98
    new-instance v0, Lcom/spokeshare/Action$Failed;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "request_id was already used for another call"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/spokeshare/Action;
:L116
    return-object v0
.end method

.method private final run(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 8
    .line 83
    invoke-virtual {p1}, Lcom/spokeshare/State$Working;->getEnv()Lcom/spokeshare/Envelope;
    move-result-object v0
    const-wide/16 v1, 0x0
    const/4 v3, 0x1
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/spokeshare/Envelope;->pastDeadline$default(Lcom/spokeshare/Envelope;JILjava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L28
    new-instance v0, Lcom/spokeshare/Action$Failed;
    const-string v2, "DEADLINE_EXCEEDED"
    const-string v3, "The deadline passed before the tool started"
    const/4 v4, 0x1
    invoke-direct {v0, v2, v3, v4}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    return-object v0
:L28
    .line 84
    invoke-virtual {p0, p1, p2}, Lcom/spokeshare/Desk;->perform(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method protected final argsOf(Lcom/spokeshare/State$Working;)Lorg/json/JSONObject;
    .registers 8
    const-string v1, "work"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 111
    move-object v3, p0
:L9
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v3
    check-cast v0, Lcom/spokeshare/Desk;
    move-object v4, v0
    .line 135
    const/4 v5, 0x0
    .line 111
    new-instance v0, Lorg/json/JSONObject;
    invoke-virtual {p1}, Lcom/spokeshare/State$Working;->getEnv()Lcom/spokeshare/Envelope;
    move-result-object v2
    invoke-virtual {v2}, Lcom/spokeshare/Envelope;->getArgs()Ljava/lang/String;
    move-result-object v2
    if-nez v2, :L41
    const-string v2, "{}"
:L41
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
:L48
    goto :L66
:L51
    move-exception v5
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v5}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
:L66
    move-object v3, v4
    invoke-static {v3}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L79
    const/4 v0, 0x0
    goto :L80
:L79
    move-object v0, v3
:L80
    check-cast v0, Lorg/json/JSONObject;
    return-object v0
    .catch Ljava/lang/Throwable; {:L9 .. :L48} :L51
.end method

.method public abstract getCatalog()Lcom/spokeshare/Catalog;
.end method

.method protected final getCtx()Landroid/content/Context;
    .registers 2
    .line 14
    iget-object v0, p0, Lcom/spokeshare/Desk;->ctx:Landroid/content/Context;
    return-object v0
.end method

.method protected final getStore()Lcom/spokeshare/DeskStore;
    .registers 2
    .line 15
    iget-object v0, p0, Lcom/spokeshare/Desk;->store:Lcom/spokeshare/DeskStore;
    return-object v0
.end method

.method protected abstract parse(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
.end method

.method protected abstract perform(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
.end method

.method protected final redeemed(Lcom/spokeshare/State$Working;)Lcom/spokeshare/Ticket;
    .registers 8
    const-string v1, "work"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 115
    invoke-virtual {p1}, Lcom/spokeshare/State$Working;->getEnv()Lcom/spokeshare/Envelope;
    move-result-object v0
    invoke-virtual {v0}, Lcom/spokeshare/Envelope;->getResumeToken()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L21
    const/4 v0, 0x0
    return-object v0
:L21
    move-object v5, v0
    .line 116
    iget-object v0, p0, Lcom/spokeshare/Desk;->store:Lcom/spokeshare/DeskStore;
    invoke-virtual {p1}, Lcom/spokeshare/State$Working;->getCaller()Lcom/spokeshare/Caller;
    move-result-object v2
    invoke-virtual {v2}, Lcom/spokeshare/Caller;->getUid()I
    move-result v2
    invoke-virtual {p1}, Lcom/spokeshare/State$Working;->getEnv()Lcom/spokeshare/Envelope;
    move-result-object v3
    invoke-virtual {v3}, Lcom/spokeshare/Envelope;->getTool()Ljava/lang/String;
    move-result-object v3
    move-object v1, v5
    if-nez v3, :L49
    const-string v3, ""
:L49
    invoke-virtual {p1}, Lcom/spokeshare/State$Working;->getEnv()Lcom/spokeshare/Envelope;
    move-result-object v4
    invoke-virtual {v4}, Lcom/spokeshare/Envelope;->getDigest()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/spokeshare/DeskStore;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Lcom/spokeshare/Ticket;
    move-result-object v0
    return-object v0
.end method

.method protected abstract resumeToken()Ljava/lang/String;
.end method

.method public final serve(Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 13
    instance-of v0, p3, Lcom/spokeshare/Desk$serve$1;
    if-eqz v0, :L39
    move-object v0, p3
    check-cast v0, Lcom/spokeshare/Desk$serve$1;
    move-object v7, v0
    iget v0, v7, Lcom/spokeshare/Desk$serve$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    iget v1, v7, Lcom/spokeshare/Desk$serve$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v7, Lcom/spokeshare/Desk$serve$1;->label:I
    goto :L50
:L39
    new-instance v7, Lcom/spokeshare/Desk$serve$1;
    invoke-direct {v7, p0, p3}, Lcom/spokeshare/Desk$serve$1;-><init>(Lcom/spokeshare/Desk;Lkotlin/coroutines/Continuation;)V
:L50
    iget-object v6, v7, Lcom/spokeshare/Desk$serve$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v8
    .line 25
    iget v0, v7, Lcom/spokeshare/Desk$serve$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto/16 :L420
:L92
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 26
    invoke-virtual {p2}, Lcom/spokeshare/Envelope;->getMethod()Ljava/lang/String;
    move-result-object v0
    const-string v1, "negotiate"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L116
    invoke-direct {p0, p1, p2}, Lcom/spokeshare/Desk;->negotiate(Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L116
    .line 27
    invoke-virtual {p2}, Lcom/spokeshare/Envelope;->getVersion()I
    move-result v0
    const/4 v1, 0x2
    if-eq v0, v1, :L134
    const-string v1, "UNSUPPORTED_VERSION"
    const-string v2, "This provider serves CETP v2 only"
    const/4 v3, 0x0
    invoke-static {p2, v1, v2, v3}, Lcom/spokeshare/ProtocolKt;->error(Lcom/spokeshare/Envelope;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L134
    .line 28
    invoke-virtual {p2}, Lcom/spokeshare/Envelope;->getRequestId()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L151
    const-string v1, "INVALID_REQUEST"
    const-string v2, "request_id is required"
    const/4 v3, 0x0
    invoke-static {p2, v1, v2, v3}, Lcom/spokeshare/ProtocolKt;->error(Lcom/spokeshare/Envelope;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L151
    .line 29
    iput-object p1, v7, Lcom/spokeshare/Desk$serve$1;->L$0:Ljava/lang/Object;
    iput-object p2, v7, Lcom/spokeshare/Desk$serve$1;->L$1:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v7, Lcom/spokeshare/Desk$serve$1;->label:I
    invoke-virtual {p0, p1, p2, v7}, Lcom/spokeshare/Desk;->session(Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v8, :L211
    .line 25
    return-object v8
:L186
    iget-object p2, v7, Lcom/spokeshare/Desk$serve$1;->L$1:Ljava/lang/Object;
    check-cast p2, Lcom/spokeshare/Envelope;
    iget-object p1, v7, Lcom/spokeshare/Desk$serve$1;->L$0:Ljava/lang/Object;
    check-cast p1, Lcom/spokeshare/Caller;
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v6
:L211
    .line 29
    check-cast v0, Lcom/spokeshare/Session;
    if-nez v0, :L229
    const-string v1, "NEGOTIATION_REQUIRED"
    const-string v2, "Negotiate a session first"
    const/4 v3, 0x1
    invoke-static {p2, v1, v2, v3}, Lcom/spokeshare/ProtocolKt;->error(Lcom/spokeshare/Envelope;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L229
    .line 30
    invoke-virtual {p2}, Lcom/spokeshare/Envelope;->getMethod()Ljava/lang/String;
    move-result-object v5
    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_241
    goto :L410
:L276
    const-string v1, "list_tools"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L329
    goto :L410
:L289
    const-string v1, "get_provider_info"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L315
    goto :L410
:L302
    const-string v1, "execute_tool"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L343
    goto :L410
:L315
    .line 31
    invoke-virtual {p0}, Lcom/spokeshare/Desk;->getCatalog()Lcom/spokeshare/Catalog;
    move-result-object v1
    invoke-virtual {v1}, Lcom/spokeshare/Catalog;->info()Lorg/json/JSONObject;
    move-result-object v1
    invoke-static {p2, v1}, Lcom/spokeshare/ProtocolKt;->success(Lcom/spokeshare/Envelope;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L419
:L329
    .line 32
    invoke-virtual {p0}, Lcom/spokeshare/Desk;->getCatalog()Lcom/spokeshare/Catalog;
    move-result-object v1
    invoke-virtual {v1}, Lcom/spokeshare/Catalog;->tools()Lorg/json/JSONObject;
    move-result-object v1
    invoke-static {p2, v1}, Lcom/spokeshare/ProtocolKt;->success(Lcom/spokeshare/Envelope;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L419
:L343
    .line 33
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v7, Lcom/spokeshare/Desk$serve$1;->L$0:Ljava/lang/Object;
    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v7, Lcom/spokeshare/Desk$serve$1;->L$1:Ljava/lang/Object;
    const/4 v4, 0x2
    iput v4, v7, Lcom/spokeshare/Desk$serve$1;->label:I
    invoke-direct {p0, p1, p2, v7}, Lcom/spokeshare/Desk;->execute(Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v8, :L409
    .line 25
    return-object v8
:L384
    iget-object p2, v7, Lcom/spokeshare/Desk$serve$1;->L$1:Ljava/lang/Object;
    check-cast p2, Lcom/spokeshare/Envelope;
    iget-object p1, v7, Lcom/spokeshare/Desk$serve$1;->L$0:Ljava/lang/Object;
    check-cast p1, Lcom/spokeshare/Caller;
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v6
:L409
    .line 36
    return-object v0
:L410
    .line 34
    const-string v1, "METHOD_NOT_FOUND"
    const-string v2, "No such method"
    const/4 v3, 0x0
    invoke-static {p2, v1, v2, v3}, Lcom/spokeshare/ProtocolKt;->error(Lcom/spokeshare/Envelope;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
:L419
    .line 30
    return-object v0
:L420
    .line 25
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_67
    .packed-switch 0x0
        :L92
        :L186
        :L384
    .end packed-switch

:sswitch_data_241
    .sparse-switch
        -0x503e73de -> :L302
        -0xa1e06ed -> :L289
        0x2a3a6efa -> :L276
    .end sparse-switch
.end method

.method protected abstract session(Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
.end method
