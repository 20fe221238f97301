.class public final Lcom/hearthly/RoutineTools;
.super Ljava/lang/Object;
.source "RoutineTools.kt"

# interfaces
.implements Lcom/hearthly/ToolSet;

# static fields
.field public static final Companion:Lcom/hearthly/RoutineTools$Companion;
.field private static final TAG:Ljava/lang/String; = "HearthlyRoutines"


# instance fields
.field private final audit:Lcom/hearthly/AuditLog;
.field private final ctx:Landroid/content/Context;
.field private final routines:Lcom/hearthly/RoutineRepository;
.field private final tickets:Lcom/hearthly/TicketBook;
.field private final worker:Ljava/util/concurrent/ExecutorService;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/hearthly/RoutineTools$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/hearthly/RoutineTools$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/hearthly/RoutineTools;->Companion:Lcom/hearthly/RoutineTools$Companion;
    return-void
.end method

.method public constructor <init>(Landroid/content/Context;Lcom/hearthly/RoutineRepository;Lcom/hearthly/TicketBook;Lcom/hearthly/AuditLog;Ljava/util/concurrent/ExecutorService;)V
    .registers 7
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "routines"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tickets"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "audit"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "worker"
    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 25
    iput-object p1, p0, Lcom/hearthly/RoutineTools;->ctx:Landroid/content/Context;
    .line 26
    iput-object p2, p0, Lcom/hearthly/RoutineTools;->routines:Lcom/hearthly/RoutineRepository;
    .line 27
    iput-object p3, p0, Lcom/hearthly/RoutineTools;->tickets:Lcom/hearthly/TicketBook;
    .line 28
    iput-object p4, p0, Lcom/hearthly/RoutineTools;->audit:Lcom/hearthly/AuditLog;
    .line 29
    iput-object p5, p0, Lcom/hearthly/RoutineTools;->worker:Ljava/util/concurrent/ExecutorService;
    .line 24
    return-void
.end method

.method private final create(Lcom/hearthly/ToolCall;)Lcom/hearthly/Reply;
    .registers 16
    .line 45
    invoke-virtual {p1}, Lcom/hearthly/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v8
    const-string v9, "name"
    const/4 v10, 0x0
    .line 108
    invoke-virtual {v8, v9}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/String;
    if-nez v1, :L30
    const/4 v0, 0x0
:L30
    check-cast v0, Ljava/lang/String;
    .line 45
    if-eqz v0, :L101
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L101
    move-object v10, v0
    move-object v11, v10
    .line 103
    const/4 v12, 0x0
    .line 45
    invoke-virtual {v11}, Ljava/lang/String;->length()I
    move-result v13
    const/4 v0, 0x1
    if-gt v0, v13, :L87
    const/16 v1, 0x3d
    if-ge v13, v1, :L83
    const/4 v0, 0x1
    goto :L88
:L83
    const/4 v0, 0x0
    goto :L88
:L87
    const/4 v0, 0x0
:L88
    if-eqz v0, :L96
    move-object v0, v10
    goto :L97
:L96
    const/4 v0, 0x0
:L97
    if-nez v0, :L122
:L101
    .line 46
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "name must be 1 to 60 characters"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L122
    .line 45
    move-object v6, v0
    .line 47
    invoke-virtual {p1}, Lcom/hearthly/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v9
    const-string v10, "steps"
    const/4 v11, 0x0
    .line 109
    invoke-virtual {v9, v10}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Lorg/json/JSONArray;
    if-nez v1, :L153
    const/4 v0, 0x0
:L153
    check-cast v0, Lorg/json/JSONArray;
    .line 47
    if-eqz v0, :L205
    move-object v10, v0
    move-object v11, v10
    .line 103
    const/4 v12, 0x0
    .line 47
    invoke-virtual {v11}, Lorg/json/JSONArray;->length()I
    move-result v0
    if-eqz v0, :L187
    invoke-virtual {v11}, Lorg/json/JSONArray;->length()I
    move-result v0
    const/16 v1, 0x14
    if-le v0, v1, :L191
:L187
    const/4 v0, 0x1
    goto :L192
:L191
    const/4 v0, 0x0
:L192
    if-nez v0, :L200
    move-object v0, v10
    goto :L201
:L200
    const/4 v0, 0x0
:L201
    if-nez v0, :L226
:L205
    .line 48
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "steps must hold 1 to 20 steps"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L226
    .line 47
    move-object v7, v0
    .line 49
    move-object v8, p0
:L230
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v8
    check-cast v0, Lcom/hearthly/RoutineTools;
    move-object v9, v0
    const/4 v10, 0x0
    .line 51
    iget-object v0, v9, Lcom/hearthly/RoutineTools;->worker:Ljava/util/concurrent/ExecutorService;
    new-instance v1, Lcom/hearthly/RoutineTools$$ExternalSyntheticLambda0;
    invoke-direct {v1, v9, v6, v7}, Lcom/hearthly/RoutineTools$$ExternalSyntheticLambda0;-><init>(Lcom/hearthly/RoutineTools;Ljava/lang/String;Lorg/json/JSONArray;)V
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    move-result-object v0
    invoke-virtual {p1}, Lcom/hearthly/ToolCall;->getEnv()Lcom/hearthly/Envelope;
    move-result-object v1
    invoke-virtual {v1}, Lcom/hearthly/Envelope;->getBudgetMillis()J
    move-result-wide v1
    sget-object v3, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;
    invoke-interface {v0, v1, v2, v3}, Ljava/util/concurrent/Future;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    .line 49
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v9
:L287
    goto :L306
:L290
    move-exception v10
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v9
:L306
    move-object v8, v9
    .line 53
    invoke-static {v8}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L347
    move-object v0, v8
    check-cast v0, Ljava/lang/String;
    move-object v9, v0
    .line 103
    const/4 v10, 0x0
    .line 53
    iget-object v0, p0, Lcom/hearthly/RoutineTools;->audit:Lcom/hearthly/AuditLog;
    invoke-virtual {p1}, Lcom/hearthly/ToolCall;->getCaller()Lcom/hearthly/Caller;
    move-result-object v1
    invoke-virtual {v1}, Lcom/hearthly/Caller;->getUid()I
    move-result v1
    invoke-virtual {p1}, Lcom/hearthly/ToolCall;->getTool()Ljava/lang/String;
    move-result-object v2
    const/4 v3, 0x1
    invoke-virtual {v0, v1, v2, v3}, Lcom/hearthly/AuditLog;->record(ILjava/lang/String;Z)V
:L347
    .line 54
    invoke-static {v8}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L407
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v8
    check-cast v0, Ljava/lang/String;
    move-object v9, v0
    .line 103
    const/4 v10, 0x0
    .line 54
    new-instance v0, Lcom/hearthly/Reply$Done;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "routine_id"
    invoke-virtual {v2, v3, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/hearthly/Reply$Done;-><init>(Lorg/json/JSONObject;)V
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    goto :L412
:L407
    invoke-static {v8}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
:L412
    move-object v8, v0
    .line 55
    invoke-static {v8}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L429
    move-object v0, v8
    goto :L452
:L429
    move-object v9, v0
    .line 103
    const/4 v10, 0x0
    .line 55
    new-instance v0, Lcom/hearthly/Reply$Failed;
    invoke-static {v9}, Lcom/hearthly/ReplyKt;->getSafeText(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v3
    const-string v2, "UNAVAILABLE"
    const/4 v4, 0x1
    invoke-direct {v0, v2, v3, v4}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    check-cast v0, Lcom/hearthly/Reply;
:L452
    check-cast v0, Lcom/hearthly/Reply;
    .line 49
    return-object v0
    .catch Ljava/lang/Throwable; {:L230 .. :L287} :L290
.end method

.method public static final create$lambda$2$0(Lcom/hearthly/RoutineTools;Ljava/lang/String;Lorg/json/JSONArray;)Ljava/lang/String;
    .registers 5
    .line 51
    iget-object v0, p0, Lcom/hearthly/RoutineTools;->routines:Lcom/hearthly/RoutineRepository;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, p1, p2, v1}, Lcom/hearthly/RoutineRepository;->insert(Ljava/lang/String;Lorg/json/JSONArray;I)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method private final delete(Lcom/hearthly/ToolCall;)Lcom/hearthly/Reply;
    .registers 13
    .line 72
    invoke-direct {p0, p1}, Lcom/hearthly/RoutineTools;->owned(Lcom/hearthly/ToolCall;)Lcom/hearthly/Routine;
    move-result-object v0
    if-nez v0, :L30
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "No routine with that routine_id"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L30
    move-object v6, v0
    .line 73
    invoke-virtual {p1}, Lcom/hearthly/ToolCall;->getTicket()Lcom/hearthly/Ticket;
    move-result-object v0
    if-eqz v0, :L48
    move-object v0, p0
    move-object v1, p1
    move-object v2, v6
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/hearthly/RoutineTools;->remove$default(Lcom/hearthly/RoutineTools;Lcom/hearthly/ToolCall;Lcom/hearthly/Routine;ZILjava/lang/Object;)Lcom/hearthly/Reply;
    move-result-object v0
    return-object v0
:L48
    .line 74
    invoke-virtual {p1}, Lcom/hearthly/ToolCall;->getExtras()Landroid/os/Bundle;
    move-result-object v8
    const-string v9, "user_confirmed"
    const/4 v10, 0x0
    .line 111
    move-object v0, v8
    if-eqz v8, :L76
    invoke-virtual {v0, v9}, Landroid/os/Bundle;->get(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    goto :L78
:L76
    const/4 v0, 0x0
:L78
    instance-of v1, v0, Ljava/lang/Boolean;
    if-nez v1, :L87
    const/4 v0, 0x0
:L87
    check-cast v0, Ljava/lang/Boolean;
    .line 74
    if-eqz v0, :L100
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    goto :L102
:L100
    const/4 v0, 0x0
:L102
    move v7, v0
    .line 76
    invoke-direct {p0, p1, v6, v7}, Lcom/hearthly/RoutineTools;->remove(Lcom/hearthly/ToolCall;Lcom/hearthly/Routine;Z)Lcom/hearthly/Reply;
    move-result-object v0
    return-object v0
.end method

.method private final list(Lcom/hearthly/ToolCall;)Lcom/hearthly/Reply;
    .registers 25
    .line 39
    move-object/from16 v6, p0
:L2
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v6
    check-cast v0, Lcom/hearthly/RoutineTools;
    move-object v7, v0
    .line 103
    const/4 v8, 0x0
    .line 39
    iget-object v0, v7, Lcom/hearthly/RoutineTools;->routines:Lcom/hearthly/RoutineRepository;
    move-object/from16 v1, p1
    invoke-virtual {v1}, Lcom/hearthly/ToolCall;->getCaller()Lcom/hearthly/Caller;
    move-result-object v1
    invoke-virtual {v1}, Lcom/hearthly/Caller;->getUid()I
    move-result v1
    invoke-virtual {v0, v1}, Lcom/hearthly/RoutineRepository;->visibleTo(I)Ljava/util/List;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v7
:L33
    goto :L51
:L36
    move-exception v8
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v8}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v7
:L51
    move-object v6, v7
    .line 40
    invoke-static {v6}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-eqz v0, :L81
    move-object v7, v0
    move-object v8, v7
    .line 103
    const/4 v9, 0x0
    .line 40
    const-string v0, "HearthlyRoutines"
    const-string v1, "list_routines failed"
    invoke-static {v0, v1, v8}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    goto :L82
:L81
:L82
    .line 41
    invoke-static {v6}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L264
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v6
    check-cast v0, Ljava/util/List;
    move-object v7, v0
    .line 103
    const/4 v8, 0x0
    .line 41
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    move-object v2, v7
    check-cast v2, Ljava/lang/Iterable;
    move-object v9, v2
    const-string v10, "routines"
    move-object v11, v0
    const/4 v12, 0x0
    .line 104
    move-object v13, v9
    new-instance v14, Ljava/util/ArrayList;
    const/16 v3, 0xa
    invoke-static {v9, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I
    move-result v2
    invoke-direct {v14, v2}, Ljava/util/ArrayList;-><init>(I)V
    check-cast v14, Ljava/util/Collection;
    const/4 v15, 0x0
    .line 105
    invoke-interface {v13}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v16
:L160
    move-object/from16 v0, v16
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L210
    move-object/from16 v0, v16
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v17
    .line 106
    move-object/from16 v1, v17
    check-cast v1, Lcom/hearthly/Routine;
    move-object/from16 v18, v1
    move-object/from16 v19, v14
    const/16 v20, 0x0
    .line 41
    move-object/from16 v0, v18
    invoke-virtual {v0}, Lcom/hearthly/Routine;->json()Lorg/json/JSONObject;
    move-result-object v0
    .line 106
    move-object v1, v0
    move-object/from16 v0, v19
    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    goto :L160
:L210
    .line 107
    move-object v0, v14
    check-cast v0, Ljava/util/List;
    .line 104
    move-object/from16 v19, v0
    move-object/from16 v2, v19
    check-cast v2, Ljava/util/Collection;
    .line 41
    move-object/from16 v21, v2
    new-instance v2, Lorg/json/JSONArray;
    move-object/from16 v4, v21
    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    invoke-virtual {v11, v10, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v22, v0
    new-instance v0, Lcom/hearthly/Reply$Done;
    move-object/from16 v2, v22
    invoke-direct {v0, v2}, Lcom/hearthly/Reply$Done;-><init>(Lorg/json/JSONObject;)V
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    goto :L268
:L264
    invoke-static {v6}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
:L268
    move-object v6, v0
    .line 42
    invoke-static {v6}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L282
    move-object v0, v6
    goto :L308
:L282
    move-object v7, v0
    .line 103
    const/4 v8, 0x0
    .line 42
    new-instance v0, Lcom/hearthly/Reply$Failed;
    invoke-virtual {v7}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v3
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "Routines are unavailable: "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    const-string v2, "UNAVAILABLE"
    const/4 v4, 0x1
    invoke-direct {v0, v2, v3, v4}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    check-cast v0, Lcom/hearthly/Reply;
:L308
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
    .catch Ljava/lang/Throwable; {:L2 .. :L33} :L36
.end method

.method private final owned(Lcom/hearthly/ToolCall;)Lcom/hearthly/Routine;
    .registers 9
    .line 96
    invoke-virtual {p1}, Lcom/hearthly/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v2
    const-string v3, "routine_id"
    const/4 v4, 0x0
    .line 112
    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/String;
    if-nez v1, :L26
    const/4 v0, 0x0
:L26
    check-cast v0, Ljava/lang/String;
    .line 96
    if-eqz v0, :L104
    move-object v3, v0
    iget-object v4, p0, Lcom/hearthly/RoutineTools;->routines:Lcom/hearthly/RoutineRepository;
    move-object v5, v3
    .line 103
    const/4 v6, 0x0
    .line 96
    invoke-virtual {v4, v5}, Lcom/hearthly/RoutineRepository;->find(Ljava/lang/String;)Lcom/hearthly/Routine;
    move-result-object v0
    if-eqz v0, :L104
    move-object v3, v0
    move-object v4, v3
    .line 103
    const/4 v5, 0x0
    .line 96
    invoke-virtual {v4}, Lcom/hearthly/Routine;->getOwner()I
    move-result v0
    invoke-virtual {p1}, Lcom/hearthly/ToolCall;->getCaller()Lcom/hearthly/Caller;
    move-result-object v1
    invoke-virtual {v1}, Lcom/hearthly/Caller;->getUid()I
    move-result v1
    if-eq v0, v1, :L88
    invoke-virtual {v4}, Lcom/hearthly/Routine;->isHousehold()Z
    move-result v0
    if-eqz v0, :L92
:L88
    const/4 v0, 0x1
    goto :L93
:L92
    const/4 v0, 0x0
:L93
    if-eqz v0, :L100
    move-object v0, v3
    goto :L106
:L100
    const/4 v0, 0x0
    goto :L106
:L104
    const/4 v0, 0x0
:L106
    return-object v0
.end method

.method private final remove(Lcom/hearthly/ToolCall;Lcom/hearthly/Routine;Z)Lcom/hearthly/Reply;
    .registers 20
    .line 81
    if-nez p3, :L103
    .line 82
    sget-object v0, Lcom/hearthly/RoutineTokens;->INSTANCE:Lcom/hearthly/RoutineTokens;
    invoke-virtual {v0}, Lcom/hearthly/RoutineTokens;->next()Ljava/lang/String;
    move-result-object v11
    .line 83
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/hearthly/RoutineTools;->tickets:Lcom/hearthly/TicketBook;
    move-object/from16 v1, p1
    invoke-virtual {v1, v11}, Lcom/hearthly/ToolCall;->ticketFor(Ljava/lang/String;)Lcom/hearthly/Ticket;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/hearthly/TicketBook;->issue(Lcom/hearthly/Ticket;)V
    .line 84
    move-object/from16 v0, p2
    invoke-virtual {v0}, Lcom/hearthly/Routine;->getName()Ljava/lang/String;
    move-result-object v0
    move-object/from16 v1, p0
    iget-object v1, v1, Lcom/hearthly/RoutineTools;->routines:Lcom/hearthly/RoutineRepository;
    move-object/from16 v2, p2
    invoke-virtual {v2}, Lcom/hearthly/Routine;->getId()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Lcom/hearthly/RoutineRepository;->pendingRuns(Ljava/lang/String;)I
    move-result v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "Delete the routine \""
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "\" and its "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v3, " scheduled runs? This cannot be undone."
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v12
    .line 85
    const/high16 v14, 0x8000000
    .line 103
    const/4 v15, 0x0
    .line 85
    const/high16 v1, 0x4000000
    or-int v13, v14, v1
    .line 86
    new-instance v0, Lcom/hearthly/Reply$NeedsUser;
    move-object/from16 v3, p0
    iget-object v3, v3, Lcom/hearthly/RoutineTools;->ctx:Landroid/content/Context;
    move-object/from16 v4, p0
    iget-object v4, v4, Lcom/hearthly/RoutineTools;->ctx:Landroid/content/Context;
    invoke-static {v4}, Lcom/hearthly/ResolutionsKt;->getRoutineScreen(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v4
    move-object v5, v11
    move-object v6, v12
    move v7, v13
    const/4 v8, 0x0
    const/16 v9, 0x10
    const/4 v10, 0x0
    invoke-static/range {v3 .. v10}, Lcom/hearthly/ResolutionsKt;->resolutionFor$default(Landroid/content/Context;Landroid/content/Intent;Ljava/lang/String;Ljava/lang/String;IIILjava/lang/Object;)Landroid/app/PendingIntent;
    move-result-object v3
    invoke-direct {v0, v12, v3, v11}, Lcom/hearthly/Reply$NeedsUser;-><init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L103
    .line 88
    move-object/from16 v11, p0
:L106
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v11
    check-cast v0, Lcom/hearthly/RoutineTools;
    move-object v12, v0
    .line 103
    const/4 v13, 0x0
    .line 88
    iget-object v0, v12, Lcom/hearthly/RoutineTools;->routines:Lcom/hearthly/RoutineRepository;
    move-object/from16 v1, p2
    invoke-virtual {v1}, Lcom/hearthly/Routine;->getId()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/hearthly/RoutineRepository;->delete(Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v12
:L141
    goto :L160
:L144
    move-exception v13
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v13}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v12
:L160
    move-object v11, v12
    .line 89
    move-object v12, v11
    .line 103
    const/4 v13, 0x0
    .line 89
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/hearthly/RoutineTools;->audit:Lcom/hearthly/AuditLog;
    move-object/from16 v1, p1
    invoke-virtual {v1}, Lcom/hearthly/ToolCall;->getCaller()Lcom/hearthly/Caller;
    move-result-object v1
    invoke-virtual {v1}, Lcom/hearthly/Caller;->getUid()I
    move-result v1
    move-object/from16 v2, p1
    invoke-virtual {v2}, Lcom/hearthly/ToolCall;->getTool()Ljava/lang/String;
    move-result-object v2
    invoke-static {v12}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z
    move-result v3
    invoke-virtual {v0, v1, v2, v3}, Lcom/hearthly/AuditLog;->record(ILjava/lang/String;Z)V
    .line 90
    invoke-static {v11}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L263
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v11
    check-cast v0, Lkotlin/Unit;
    move-object v12, v0
    .line 103
    const/4 v13, 0x0
    .line 90
    new-instance v0, Lcom/hearthly/Reply$Done;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    move-object/from16 v4, p2
    invoke-virtual {v4}, Lcom/hearthly/Routine;->getId()Ljava/lang/String;
    move-result-object v4
    const-string v3, "routine_id"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v3, "deleted"
    const/4 v4, 0x1
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/hearthly/Reply$Done;-><init>(Lorg/json/JSONObject;)V
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    goto :L268
:L263
    invoke-static {v11}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
:L268
    move-object v11, v0
    .line 91
    invoke-static {v11}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L285
    move-object v0, v11
    goto :L311
:L285
    move-object v12, v0
    .line 103
    const/4 v13, 0x0
    .line 91
    new-instance v0, Lcom/hearthly/Reply$Failed;
    invoke-static {v12}, Lcom/hearthly/ReplyKt;->getSafeText(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v2
    const-string v1, "CONFLICT"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
:L311
    check-cast v0, Lcom/hearthly/Reply;
    .line 88
    return-object v0
    .catch Ljava/lang/Throwable; {:L106 .. :L141} :L144
.end method

.method static synthetic remove$default(Lcom/hearthly/RoutineTools;Lcom/hearthly/ToolCall;Lcom/hearthly/Routine;ZILjava/lang/Object;)Lcom/hearthly/Reply;
    .registers 7
    .line 80
    and-int/lit8 v0, p4, 0x4
    if-eqz v0, :L9
    const/4 p3, 0x1
:L9
    invoke-direct {p0, p1, p2, p3}, Lcom/hearthly/RoutineTools;->remove(Lcom/hearthly/ToolCall;Lcom/hearthly/Routine;Z)Lcom/hearthly/Reply;
    move-result-object v0
    return-object v0
.end method

.method private final schedule(Lcom/hearthly/ToolCall;)Lcom/hearthly/Reply;
    .registers 19
    .line 59
    move-object/from16 v0, p0
    move-object/from16 v1, p1
    invoke-direct {v0, v1}, Lcom/hearthly/RoutineTools;->owned(Lcom/hearthly/ToolCall;)Lcom/hearthly/Routine;
    move-result-object v0
    if-nez v0, :L30
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "No routine with that routine_id"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L30
    move-object v6, v0
    .line 60
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/hearthly/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v10
    const-string v11, "at_ms"
    const/4 v12, 0x0
    .line 110
    invoke-virtual {v10, v11}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/Number;
    if-nez v1, :L61
    const/4 v0, 0x0
:L61
    check-cast v0, Ljava/lang/Number;
    .line 60
    if-eqz v0, :L122
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v13
    move-object v0, v13
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v14
    .line 103
    const/16 v16, 0x0
    .line 60
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v14, v2
    if-lez v0, :L102
    const/4 v0, 0x1
    goto :L103
:L102
    const/4 v0, 0x0
:L103
    if-eqz v0, :L111
    move-object v0, v13
    goto :L112
:L111
    const/4 v0, 0x0
:L112
    if-eqz v0, :L122
    invoke-virtual {v0}, Ljava/lang/Long;->longValue()J
    move-result-wide v0
    goto :L143
:L122
    .line 61
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "at_ms must be in the future"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L143
    .line 60
    move-wide v7, v0
    .line 63
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v9
    .line 64
    move-object/from16 v11, p0
:L152
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v11
    check-cast v0, Lcom/hearthly/RoutineTools;
    move-object v12, v0
    .line 103
    const/4 v13, 0x0
    .line 64
    iget-object v0, v12, Lcom/hearthly/RoutineTools;->routines:Lcom/hearthly/RoutineRepository;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v4
    invoke-virtual {v0, v6, v7, v8, v4}, Lcom/hearthly/RoutineRepository;->arm(Lcom/hearthly/Routine;JI)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v12
:L185
    goto :L204
:L188
    move-exception v13
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v13}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v12
:L204
    move-object v11, v12
    .line 65
    move-object v12, v11
    .line 103
    const/4 v13, 0x0
    .line 65
    invoke-static {v9, v10}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 66
    move-object v12, v11
    .line 103
    const/4 v13, 0x0
    .line 66
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/hearthly/RoutineTools;->audit:Lcom/hearthly/AuditLog;
    move-object/from16 v1, p1
    invoke-virtual {v1}, Lcom/hearthly/ToolCall;->getCaller()Lcom/hearthly/Caller;
    move-result-object v1
    invoke-virtual {v1}, Lcom/hearthly/Caller;->getUid()I
    move-result v1
    move-object/from16 v2, p1
    invoke-virtual {v2}, Lcom/hearthly/ToolCall;->getTool()Ljava/lang/String;
    move-result-object v2
    invoke-static {v12}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z
    move-result v3
    invoke-virtual {v0, v1, v2, v3}, Lcom/hearthly/AuditLog;->record(ILjava/lang/String;Z)V
    .line 67
    invoke-static {v11}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L321
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v11
    check-cast v0, Ljava/lang/String;
    move-object v12, v0
    .line 103
    const/4 v13, 0x0
    .line 67
    new-instance v0, Lcom/hearthly/Reply$Done;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "run_id"
    invoke-virtual {v2, v3, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v3, "at_ms"
    invoke-virtual {v2, v3, v7, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/hearthly/Reply$Done;-><init>(Lorg/json/JSONObject;)V
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    goto :L326
:L321
    invoke-static {v11}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
:L326
    move-object v11, v0
    .line 68
    invoke-static {v11}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L343
    move-object v0, v11
    goto :L369
:L343
    move-object v12, v0
    .line 103
    const/4 v13, 0x0
    .line 68
    new-instance v0, Lcom/hearthly/Reply$Failed;
    invoke-static {v12}, Lcom/hearthly/ReplyKt;->getSafeText(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v2
    const-string v1, "CONFLICT"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
:L369
    check-cast v0, Lcom/hearthly/Reply;
    .line 64
    return-object v0
    .catch Ljava/lang/Throwable; {:L152 .. :L185} :L188
.end method


# virtual methods
.method public handle(Lcom/hearthly/ToolCall;)Lcom/hearthly/Reply;
    .registers 9
    const-string v1, "call"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    invoke-virtual {p1}, Lcom/hearthly/ToolCall;->getTool()Ljava/lang/String;
    move-result-object v6
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_15
    goto :L136
:L56
    const-string v1, "list_routines"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L104
    goto :L136
:L68
    const-string v1, "schedule_routine"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L120
    goto :L136
:L80
    const-string v1, "create_routine"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L112
    goto :L136
:L92
    const-string v1, "delete_routine"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L128
    goto :L136
:L104
    .line 32
    invoke-direct {p0, p1}, Lcom/hearthly/RoutineTools;->list(Lcom/hearthly/ToolCall;)Lcom/hearthly/Reply;
    move-result-object v0
    goto :L153
:L112
    .line 33
    invoke-direct {p0, p1}, Lcom/hearthly/RoutineTools;->create(Lcom/hearthly/ToolCall;)Lcom/hearthly/Reply;
    move-result-object v0
    goto :L153
:L120
    .line 34
    invoke-direct {p0, p1}, Lcom/hearthly/RoutineTools;->schedule(Lcom/hearthly/ToolCall;)Lcom/hearthly/Reply;
    move-result-object v0
    goto :L153
:L128
    .line 35
    invoke-direct {p0, p1}, Lcom/hearthly/RoutineTools;->delete(Lcom/hearthly/ToolCall;)Lcom/hearthly/Reply;
    move-result-object v0
    goto :L153
:L136
    .line 36
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "No tool of that name here"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
:L153
    .line 37
    return-object v0

:sswitch_data_15
    .sparse-switch
        0x1249ec81 -> :L80
        0x60e10ab0 -> :L56
        0x60eeb230 -> :L92
        0x6b39131c -> :L68
    .end sparse-switch
.end method
