.class public final Lcom/hearthly/DeviceTools;
.super Ljava/lang/Object;
.source "DeviceTools.kt"

# interfaces
.implements Lcom/hearthly/ToolSet;

# static fields
.field public static final Companion:Lcom/hearthly/DeviceTools$Companion;
.field private static final SCENES:Ljava/util/List;
.field private static final TAG:Ljava/lang/String; = "HearthlyDevices"


# instance fields
.field private final audit:Lcom/hearthly/AuditLog;
.field private final ctx:Landroid/content/Context;
.field private final devices:Lcom/hearthly/DeviceRepository;
.field private final tickets:Lcom/hearthly/TicketBook;
.field private final worker:Ljava/util/concurrent/ExecutorService;


# direct methods
.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/hearthly/DeviceTools$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/hearthly/DeviceTools$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/hearthly/DeviceTools;->Companion:Lcom/hearthly/DeviceTools$Companion;
    .line 107
    const/4 v0, 0x4
    new-array v3, v0, [Ljava/lang/String;
    const-string v2, "morning"
    const/4 v1, 0x0
    aput-object v2, v3, v1
    const-string v2, "evening"
    const/4 v1, 0x1
    aput-object v2, v3, v1
    const-string v2, "away"
    const/4 v1, 0x2
    aput-object v2, v3, v1
    const-string v2, "night"
    const/4 v1, 0x3
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    sput-object v0, Lcom/hearthly/DeviceTools;->SCENES:Ljava/util/List;
    return-void
.end method

.method public constructor <init>(Landroid/content/Context;Lcom/hearthly/DeviceRepository;Lcom/hearthly/TicketBook;Lcom/hearthly/AuditLog;Ljava/util/concurrent/ExecutorService;)V
    .registers 7
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "devices"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tickets"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "audit"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "worker"
    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 23
    iput-object p1, p0, Lcom/hearthly/DeviceTools;->ctx:Landroid/content/Context;
    .line 24
    iput-object p2, p0, Lcom/hearthly/DeviceTools;->devices:Lcom/hearthly/DeviceRepository;
    .line 25
    iput-object p3, p0, Lcom/hearthly/DeviceTools;->tickets:Lcom/hearthly/TicketBook;
    .line 26
    iput-object p4, p0, Lcom/hearthly/DeviceTools;->audit:Lcom/hearthly/AuditLog;
    .line 27
    iput-object p5, p0, Lcom/hearthly/DeviceTools;->worker:Ljava/util/concurrent/ExecutorService;
    .line 22
    return-void
.end method

.method private final askUnlock(Lcom/hearthly/ToolCall;Ljava/lang/String;)Lcom/hearthly/Reply;
    .registers 14
    .line 80
    sget-object v0, Lcom/hearthly/DeviceTokens;->INSTANCE:Lcom/hearthly/DeviceTokens;
    invoke-virtual {v0}, Lcom/hearthly/DeviceTokens;->next()Ljava/lang/String;
    move-result-object v10
    .line 81
    iget-object v0, p0, Lcom/hearthly/DeviceTools;->tickets:Lcom/hearthly/TicketBook;
    invoke-virtual {p1, v10}, Lcom/hearthly/ToolCall;->ticketFor(Ljava/lang/String;)Lcom/hearthly/Ticket;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/hearthly/TicketBook;->issue(Lcom/hearthly/Ticket;)V
    .line 82
    new-instance v0, Lcom/hearthly/Reply$NeedsUser;
    iget-object v2, p0, Lcom/hearthly/DeviceTools;->ctx:Landroid/content/Context;
    iget-object v3, p0, Lcom/hearthly/DeviceTools;->ctx:Landroid/content/Context;
    invoke-static {v3}, Lcom/hearthly/ResolutionsKt;->getLockScreen(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v3
    move-object v4, v10
    move-object v5, p2
    const/4 v6, 0x0
    const/4 v7, 0x0
    const/16 v8, 0x18
    const/4 v9, 0x0
    invoke-static/range {v2 .. v9}, Lcom/hearthly/ResolutionsKt;->resolutionFor$default(Landroid/content/Context;Landroid/content/Intent;Ljava/lang/String;Ljava/lang/String;IIILjava/lang/Object;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-direct {v0, p2, v2, v10}, Lcom/hearthly/Reply$NeedsUser;-><init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
.end method

.method private final list()Lcom/hearthly/Reply;
    .registers 23
    .line 37
    move-object/from16 v5, p0
:L2
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v5
    check-cast v0, Lcom/hearthly/DeviceTools;
    move-object v6, v0
    .line 111
    const/4 v7, 0x0
    .line 37
    iget-object v0, v6, Lcom/hearthly/DeviceTools;->devices:Lcom/hearthly/DeviceRepository;
    invoke-virtual {v0}, Lcom/hearthly/DeviceRepository;->all()Ljava/util/List;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v6
:L25
    goto :L41
:L28
    move-exception v7
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v7}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v6
:L41
    move-object v5, v6
    .line 38
    invoke-static {v5}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-eqz v0, :L69
    move-object v6, v0
    move-object v7, v6
    .line 111
    const/4 v8, 0x0
    .line 38
    const-string v0, "HearthlyDevices"
    const-string v1, "list_devices failed"
    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    goto :L70
:L69
:L70
    .line 39
    invoke-static {v5}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L251
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v5
    check-cast v0, Ljava/util/List;
    move-object v6, v0
    .line 111
    const/4 v7, 0x0
    .line 39
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    move-object v2, v6
    check-cast v2, Ljava/lang/Iterable;
    move-object v8, v2
    const-string v9, "devices"
    move-object v10, v0
    const/4 v11, 0x0
    .line 112
    move-object v12, v8
    new-instance v13, Ljava/util/ArrayList;
    const/16 v3, 0xa
    invoke-static {v8, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I
    move-result v2
    invoke-direct {v13, v2}, Ljava/util/ArrayList;-><init>(I)V
    check-cast v13, Ljava/util/Collection;
    const/4 v14, 0x0
    .line 113
    invoke-interface {v12}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v15
:L147
    invoke-interface {v15}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L197
    invoke-interface {v15}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v16
    .line 114
    move-object/from16 v1, v16
    check-cast v1, Lcom/hearthly/Device;
    move-object/from16 v17, v1
    move-object/from16 v18, v13
    const/16 v19, 0x0
    .line 39
    move-object/from16 v0, v17
    invoke-virtual {v0}, Lcom/hearthly/Device;->json()Lorg/json/JSONObject;
    move-result-object v0
    .line 114
    move-object v1, v0
    move-object/from16 v0, v18
    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    goto :L147
:L197
    .line 115
    move-object v0, v13
    check-cast v0, Ljava/util/List;
    .line 112
    move-object/from16 v18, v0
    move-object/from16 v2, v18
    check-cast v2, Ljava/util/Collection;
    .line 39
    move-object/from16 v20, v2
    new-instance v2, Lorg/json/JSONArray;
    move-object/from16 v4, v20
    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    invoke-virtual {v10, v9, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v21, v0
    new-instance v0, Lcom/hearthly/Reply$Done;
    move-object/from16 v2, v21
    invoke-direct {v0, v2}, Lcom/hearthly/Reply$Done;-><init>(Lorg/json/JSONObject;)V
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    goto :L255
:L251
    invoke-static {v5}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
:L255
    move-object v5, v0
    .line 40
    invoke-static {v5}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L269
    move-object v0, v5
    goto :L289
:L269
    move-object v6, v0
    .line 111
    const/4 v7, 0x0
    .line 40
    new-instance v0, Lcom/hearthly/Reply$Failed;
    invoke-static {v6}, Lcom/hearthly/ReplyKt;->getSafeText(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v3
    const-string v2, "UNAVAILABLE"
    const/4 v4, 0x1
    invoke-direct {v0, v2, v3, v4}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    check-cast v0, Lcom/hearthly/Reply;
:L289
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
    .catch Ljava/lang/Throwable; {:L2 .. :L25} :L28
.end method

.method private final scene(Lcom/hearthly/ToolCall;)Lcom/hearthly/Reply;
    .registers 20
    .line 43
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/hearthly/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v14
    const-string v15, "scene"
    const/16 v16, 0x0
    .line 116
    invoke-virtual {v14, v15}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/String;
    if-nez v1, :L29
    const/4 v0, 0x0
:L29
    check-cast v0, Ljava/lang/String;
    .line 43
    if-eqz v0, :L68
    move-object v15, v0
    move-object/from16 v16, v15
    .line 111
    const/16 v17, 0x0
    .line 43
    sget-object v0, Lcom/hearthly/DeviceTools;->SCENES:Ljava/util/List;
    move-object/from16 v1, v16
    invoke-interface {v0, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L63
    move-object v0, v15
    goto :L64
:L63
    const/4 v0, 0x0
:L64
    if-nez v0, :L108
:L68
    .line 44
    new-instance v0, Lcom/hearthly/Reply$Failed;
    sget-object v3, Lcom/hearthly/DeviceTools;->SCENES:Ljava/util/List;
    check-cast v3, Ljava/lang/Iterable;
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    const/4 v8, 0x0
    const/4 v9, 0x0
    const/16 v10, 0x3f
    const/4 v11, 0x0
    invoke-static/range {v3 .. v11}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "scene must be one of "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "INVALID_ARGS"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L108
    .line 43
    move-object v12, v0
    .line 45
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/hearthly/ToolCall;->getCaller()Lcom/hearthly/Caller;
    move-result-object v0
    invoke-virtual {v0}, Lcom/hearthly/Caller;->getUid()I
    move-result v13
    .line 46
    move-object/from16 v14, p0
:L120
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v14
    check-cast v0, Lcom/hearthly/DeviceTools;
    move-object v15, v0
    const/16 v16, 0x0
    .line 48
    iget-object v0, v15, Lcom/hearthly/DeviceTools;->worker:Ljava/util/concurrent/ExecutorService;
    new-instance v1, Lcom/hearthly/DeviceTools$$ExternalSyntheticLambda0;
    invoke-direct {v1, v15, v12, v13}, Lcom/hearthly/DeviceTools$$ExternalSyntheticLambda0;-><init>(Lcom/hearthly/DeviceTools;Ljava/lang/String;I)V
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    move-result-object v0
    move-object/from16 v1, p1
    invoke-virtual {v1}, Lcom/hearthly/ToolCall;->getEnv()Lcom/hearthly/Envelope;
    move-result-object v1
    invoke-virtual {v1}, Lcom/hearthly/Envelope;->getBudgetMillis()J
    move-result-wide v1
    sget-object v3, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;
    invoke-interface {v0, v1, v2, v3}, Ljava/util/concurrent/Future;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    .line 46
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v15
:L177
    goto :L196
:L180
    move-exception v16
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object/from16 v0, v16
    invoke-static {v0}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v15
:L196
    move-object v14, v15
    .line 50
    invoke-static {v14}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L225
    move-object v0, v14
    check-cast v0, Ljava/lang/Integer;
    move-object v15, v0
    .line 111
    const/16 v16, 0x0
    .line 50
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/hearthly/DeviceTools;->devices:Lcom/hearthly/DeviceRepository;
    invoke-virtual {v0}, Lcom/hearthly/DeviceRepository;->notifyChanged()V
:L225
    .line 51
    invoke-static {v14}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L293
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v14
    check-cast v0, Ljava/lang/Integer;
    move-object v15, v0
    .line 111
    const/16 v16, 0x0
    .line 51
    new-instance v0, Lcom/hearthly/Reply$Done;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    invoke-static {v15}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v15}, Ljava/lang/Integer;->intValue()I
    move-result v4
    const-string v3, "changed"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/hearthly/Reply$Done;-><init>(Lorg/json/JSONObject;)V
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    goto :L298
:L293
    invoke-static {v14}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
:L298
    move-object v14, v0
    .line 52
    invoke-static {v14}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L315
    move-object v0, v14
    goto :L338
:L315
    move-object v15, v0
    .line 111
    const/16 v16, 0x0
    .line 52
    new-instance v0, Lcom/hearthly/Reply$Failed;
    invoke-static {v15}, Lcom/hearthly/ReplyKt;->getSafeText(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v3
    const-string v2, "UNAVAILABLE"
    const/4 v4, 0x1
    invoke-direct {v0, v2, v3, v4}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    check-cast v0, Lcom/hearthly/Reply;
:L338
    check-cast v0, Lcom/hearthly/Reply;
    .line 46
    return-object v0
    .catch Ljava/lang/Throwable; {:L120 .. :L177} :L180
.end method

.method public static final scene$lambda$1$0(Lcom/hearthly/DeviceTools;Ljava/lang/String;I)Ljava/lang/Integer;
    .registers 4
    .line 48
    iget-object v0, p0, Lcom/hearthly/DeviceTools;->devices:Lcom/hearthly/DeviceRepository;
    invoke-virtual {v0, p1, p2}, Lcom/hearthly/DeviceRepository;->applyScene(Ljava/lang/String;I)I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method

.method private final schedule(Lcom/hearthly/ToolCall;)Lcom/hearthly/Reply;
    .registers 26
    .line 86
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/hearthly/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v13
    const-string v14, "device_id"
    const/4 v15, 0x0
    .line 119
    invoke-virtual {v13, v14}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/String;
    if-nez v1, :L30
    const/4 v0, 0x0
:L30
    check-cast v0, Ljava/lang/String;
    .line 86
    if-nez v0, :L57
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "device_id is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L57
    move-object v11, v0
    .line 87
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/hearthly/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v15
    const-string v16, "day_celsius"
    const/16 v17, 0x0
    .line 120
    move-object/from16 v1, v16
    invoke-virtual {v15, v1}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/Number;
    if-nez v1, :L88
    const/4 v0, 0x0
:L88
    check-cast v0, Ljava/lang/Number;
    .line 87
    if-eqz v0, :L162
    invoke-virtual {v0}, Ljava/lang/Number;->doubleValue()D
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v18
    move-object/from16 v0, v18
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->doubleValue()D
    move-result-wide v19
    .line 111
    const/16 v21, 0x0
    .line 87
    const-wide/high16 v0, 0x4014000000000000L
    cmpg-double v0, v0, v19
    if-gtz v0, :L142
    const-wide/high16 v2, 0x403e000000000000L
    cmpg-double v0, v19, v2
    if-gtz v0, :L138
    const/4 v0, 0x1
    goto :L143
:L138
    const/4 v0, 0x0
    goto :L143
:L142
    const/4 v0, 0x0
:L143
    if-eqz v0, :L151
    move-object/from16 v0, v18
    goto :L152
:L151
    const/4 v0, 0x0
:L152
    if-eqz v0, :L162
    invoke-virtual {v0}, Ljava/lang/Double;->doubleValue()D
    move-result-wide v0
    goto :L182
:L162
    .line 88
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "day_celsius must be 5 to 30"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L182
    .line 87
    move-wide v12, v0
    .line 89
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/hearthly/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v17
    const-string v18, "night_celsius"
    const/16 v19, 0x0
    .line 121
    move-object/from16 v0, v17
    move-object/from16 v1, v18
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/Number;
    if-nez v1, :L213
    const/4 v0, 0x0
:L213
    check-cast v0, Ljava/lang/Number;
    .line 89
    if-eqz v0, :L287
    invoke-virtual {v0}, Ljava/lang/Number;->doubleValue()D
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v20
    move-object/from16 v0, v20
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->doubleValue()D
    move-result-wide v21
    .line 111
    const/16 v23, 0x0
    .line 89
    const-wide/high16 v0, 0x4014000000000000L
    cmpg-double v0, v0, v21
    if-gtz v0, :L267
    const-wide/high16 v2, 0x403e000000000000L
    cmpg-double v0, v21, v2
    if-gtz v0, :L263
    const/4 v0, 0x1
    goto :L268
:L263
    const/4 v0, 0x0
    goto :L268
:L267
    const/4 v0, 0x0
:L268
    if-eqz v0, :L276
    move-object/from16 v0, v20
    goto :L277
:L276
    const/4 v0, 0x0
:L277
    if-eqz v0, :L287
    invoke-virtual {v0}, Ljava/lang/Double;->doubleValue()D
    move-result-wide v0
    goto :L307
:L287
    .line 90
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "night_celsius must be 5 to 30"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L307
    .line 89
    move-wide v14, v0
    .line 92
    const-wide/high16 v2, 0x4030000000000000L
    cmpg-double v0, v12, v2
    if-ltz v0, :L334
    const-wide/high16 v2, 0x4028000000000000L
    cmpg-double v0, v14, v2
    if-ltz v0, :L334
    const-wide/high16 v2, 0x4039000000000000L
    cmpl-double v0, v12, v2
    if-lez v0, :L338
:L334
    const/4 v0, 0x1
    goto :L339
:L338
    const/4 v0, 0x0
:L339
    move/from16 v16, v0
    .line 93
    if-eqz v16, :L425
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/hearthly/ToolCall;->getTicket()Lcom/hearthly/Ticket;
    move-result-object v0
    if-nez v0, :L425
    .line 94
    sget-object v0, Lcom/hearthly/DeviceTokens;->INSTANCE:Lcom/hearthly/DeviceTokens;
    invoke-virtual {v0}, Lcom/hearthly/DeviceTokens;->next()Ljava/lang/String;
    move-result-object v17
    .line 95
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/hearthly/DeviceTools;->tickets:Lcom/hearthly/TicketBook;
    move-object/from16 v1, p1
    move-object/from16 v2, v17
    invoke-virtual {v1, v2}, Lcom/hearthly/ToolCall;->ticketFor(Ljava/lang/String;)Lcom/hearthly/Ticket;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/hearthly/TicketBook;->issue(Lcom/hearthly/Ticket;)V
    .line 96
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "Heat "
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, " to "
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v12, v13}, Ljava/lang/StringBuilder;->append(D)Ljava/lang/StringBuilder;
    const-string v6, " C by day and "
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v14, v15}, Ljava/lang/StringBuilder;->append(D)Ljava/lang/StringBuilder;
    const-string v6, " C at night?"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v18
    .line 97
    new-instance v0, Lcom/hearthly/Reply$NeedsUser;
    move-object/from16 v3, p0
    iget-object v3, v3, Lcom/hearthly/DeviceTools;->ctx:Landroid/content/Context;
    move-object/from16 v4, p0
    iget-object v4, v4, Lcom/hearthly/DeviceTools;->ctx:Landroid/content/Context;
    invoke-static {v4}, Lcom/hearthly/ResolutionsKt;->getScheduleScreen(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v4
    move-object/from16 v5, v17
    move-object/from16 v6, v18
    const/high16 v7, 0x4000000
    const/4 v8, 0x0
    const/16 v9, 0x10
    const/4 v10, 0x0
    invoke-static/range {v3 .. v10}, Lcom/hearthly/ResolutionsKt;->resolutionFor$default(Landroid/content/Context;Landroid/content/Intent;Ljava/lang/String;Ljava/lang/String;IIILjava/lang/Object;)Landroid/app/PendingIntent;
    move-result-object v3
    move-object/from16 v2, v18
    move-object/from16 v4, v17
    invoke-direct {v0, v2, v3, v4}, Lcom/hearthly/Reply$NeedsUser;-><init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L425
    .line 99
    move-object/from16 v17, p0
:L428
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object/from16 v0, v17
    check-cast v0, Lcom/hearthly/DeviceTools;
    move-object/from16 v18, v0
    .line 111
    const/16 v19, 0x0
    .line 99
    move-object/from16 v0, v18
    iget-object v0, v0, Lcom/hearthly/DeviceTools;->devices:Lcom/hearthly/DeviceRepository;
    move-object/from16 v6, p1
    invoke-virtual {v6}, Lcom/hearthly/ToolCall;->getCaller()Lcom/hearthly/Caller;
    move-result-object v6
    invoke-virtual {v6}, Lcom/hearthly/Caller;->getUid()I
    move-result v6
    move-object v1, v11
    move-wide v2, v12
    move-wide v4, v14
    invoke-virtual/range {v0 .. v6}, Lcom/hearthly/DeviceRepository;->setSchedule(Ljava/lang/String;DDI)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v18
:L470
    goto :L489
:L473
    move-exception v19
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object/from16 v0, v19
    invoke-static {v0}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v18
:L489
    move-object/from16 v17, v18
    .line 100
    move-object/from16 v18, v17
    .line 111
    const/16 v19, 0x0
    .line 100
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/hearthly/DeviceTools;->audit:Lcom/hearthly/AuditLog;
    move-object/from16 v1, p1
    invoke-virtual {v1}, Lcom/hearthly/ToolCall;->getCaller()Lcom/hearthly/Caller;
    move-result-object v1
    invoke-virtual {v1}, Lcom/hearthly/Caller;->getUid()I
    move-result v1
    move-object/from16 v2, p1
    invoke-virtual {v2}, Lcom/hearthly/ToolCall;->getTool()Ljava/lang/String;
    move-result-object v2
    move-object/from16 v3, v18
    invoke-static {v3}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z
    move-result v3
    invoke-virtual {v0, v1, v2, v3}, Lcom/hearthly/AuditLog;->record(ILjava/lang/String;Z)V
    .line 101
    move-object/from16 v0, v17
    invoke-static {v0}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L582
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object/from16 v0, v17
    check-cast v0, Lkotlin/Unit;
    move-object/from16 v18, v0
    .line 111
    const/16 v19, 0x0
    .line 101
    new-instance v0, Lcom/hearthly/Reply$Done;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "ok"
    const/4 v4, 0x1
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/hearthly/Reply$Done;-><init>(Lorg/json/JSONObject;)V
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    goto :L587
:L582
    move-object/from16 v0, v17
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
:L587
    move-object/from16 v17, v0
    .line 102
    move-object/from16 v0, v17
    invoke-static {v0}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L604
    move-object/from16 v0, v17
    goto :L627
:L604
    move-object/from16 v18, v0
    .line 111
    const/16 v19, 0x0
    .line 102
    new-instance v0, Lcom/hearthly/Reply$Failed;
    move-object/from16 v3, v18
    invoke-static {v3}, Lcom/hearthly/ReplyKt;->getSafeText(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v3
    const-string v2, "UNAVAILABLE"
    const/4 v4, 0x1
    invoke-direct {v0, v2, v3, v4}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    check-cast v0, Lcom/hearthly/Reply;
:L627
    check-cast v0, Lcom/hearthly/Reply;
    .line 99
    return-object v0
    .catch Ljava/lang/Throwable; {:L428 .. :L470} :L473
.end method

.method private final unlock(Lcom/hearthly/ToolCall;Lcom/hearthly/Door;ZLjava/lang/String;)Lcom/hearthly/Reply;
    .registers 18
    .line 67
    if-nez p3, :L12
    move-object/from16 v2, p4
    invoke-direct {p0, p1, v2}, Lcom/hearthly/DeviceTools;->askUnlock(Lcom/hearthly/ToolCall;Ljava/lang/String;)Lcom/hearthly/Reply;
    move-result-object v0
    return-object v0
:L12
    .line 68
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v8
    .line 69
    move-object v10, p0
:L20
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v10
    check-cast v0, Lcom/hearthly/DeviceTools;
    move-object v11, v0
    const/4 v12, 0x0
    .line 70
    iget-object v0, v11, Lcom/hearthly/DeviceTools;->devices:Lcom/hearthly/DeviceRepository;
    invoke-virtual {p1}, Lcom/hearthly/ToolCall;->getCaller()Lcom/hearthly/Caller;
    move-result-object v2
    invoke-virtual {v2}, Lcom/hearthly/Caller;->getUid()I
    move-result v2
    invoke-virtual {v0, p2, v2}, Lcom/hearthly/DeviceRepository;->unlock(Lcom/hearthly/Door;I)V
    .line 71
    iget-object v0, v11, Lcom/hearthly/DeviceTools;->devices:Lcom/hearthly/DeviceRepository;
    invoke-virtual {v0}, Lcom/hearthly/DeviceRepository;->notifyChanged()V
    .line 72
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 69
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v11
:L68
    goto :L87
:L71
    move-exception v12
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v12}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v11
:L87
    move-object v10, v11
    .line 73
    move-object v11, v10
    .line 111
    const/4 v12, 0x0
    .line 73
    invoke-static {v8, v9}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 74
    move-object v11, v10
    .line 111
    const/4 v12, 0x0
    .line 74
    iget-object v0, p0, Lcom/hearthly/DeviceTools;->audit:Lcom/hearthly/AuditLog;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {p1}, Lcom/hearthly/ToolCall;->getTool()Ljava/lang/String;
    move-result-object v2
    invoke-static {v11}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z
    move-result v3
    invoke-virtual {v0, v1, v2, v3}, Lcom/hearthly/AuditLog;->record(ILjava/lang/String;Z)V
    .line 75
    invoke-static {v10}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L184
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v10
    check-cast v0, Lkotlin/Unit;
    move-object v11, v0
    .line 111
    const/4 v12, 0x0
    .line 75
    new-instance v0, Lcom/hearthly/Reply$Done;
    move-object v2, p2
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x3
    const/4 v7, 0x0
    invoke-static/range {v2 .. v7}, Lcom/hearthly/Door;->copy$default(Lcom/hearthly/Door;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/hearthly/Door;
    move-result-object v2
    invoke-virtual {v2}, Lcom/hearthly/Door;->json()Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/hearthly/Reply$Done;-><init>(Lorg/json/JSONObject;)V
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    goto :L189
:L184
    invoke-static {v10}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
:L189
    move-object v10, v0
    .line 76
    invoke-static {v10}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L206
    move-object v0, v10
    goto :L232
:L206
    move-object v11, v0
    .line 111
    const/4 v12, 0x0
    .line 76
    new-instance v0, Lcom/hearthly/Reply$Failed;
    invoke-static {v11}, Lcom/hearthly/ReplyKt;->getSafeText(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v2
    const-string v1, "CONFLICT"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
:L232
    check-cast v0, Lcom/hearthly/Reply;
    .line 69
    return-object v0
    .catch Ljava/lang/Throwable; {:L20 .. :L68} :L71
.end method

.method static synthetic unlock$default(Lcom/hearthly/DeviceTools;Lcom/hearthly/ToolCall;Lcom/hearthly/Door;ZLjava/lang/String;ILjava/lang/Object;)Lcom/hearthly/Reply;
    .registers 10
    .line 66
    and-int/lit8 v0, p5, 0x4
    if-eqz v0, :L9
    const/4 p3, 0x1
:L9
    and-int/lit8 v0, p5, 0x8
    if-eqz v0, :L28
    invoke-virtual {p2}, Lcom/hearthly/Door;->getName()Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "Unlock "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, "?"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p4
:L28
    invoke-direct {p0, p1, p2, p3, p4}, Lcom/hearthly/DeviceTools;->unlock(Lcom/hearthly/ToolCall;Lcom/hearthly/Door;ZLjava/lang/String;)Lcom/hearthly/Reply;
    move-result-object v0
    return-object v0
.end method

.method private final unlockDoor(Lcom/hearthly/ToolCall;)Lcom/hearthly/Reply;
    .registers 16
    .line 56
    invoke-virtual {p1}, Lcom/hearthly/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v9
    const-string v10, "door_id"
    const/4 v11, 0x0
    .line 117
    invoke-virtual {v9, v10}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/String;
    if-nez v1, :L30
    const/4 v0, 0x0
:L30
    check-cast v0, Ljava/lang/String;
    .line 56
    if-eqz v0, :L64
    move-object v10, v0
    iget-object v11, p0, Lcom/hearthly/DeviceTools;->devices:Lcom/hearthly/DeviceRepository;
    move-object v12, v10
    .line 111
    const/4 v13, 0x0
    .line 56
    invoke-virtual {v11, v12}, Lcom/hearthly/DeviceRepository;->door(Ljava/lang/String;)Lcom/hearthly/Door;
    move-result-object v0
    if-nez v0, :L84
:L64
    .line 57
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "No door with that door_id"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L84
    .line 56
    move-object v7, v0
    .line 58
    invoke-virtual {v7}, Lcom/hearthly/Door;->getLocked()Z
    move-result v0
    if-nez v0, :L107
    new-instance v0, Lcom/hearthly/Reply$Done;
    invoke-virtual {v7}, Lcom/hearthly/Door;->json()Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/hearthly/Reply$Done;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L107
    .line 59
    invoke-virtual {p1}, Lcom/hearthly/ToolCall;->getTicket()Lcom/hearthly/Ticket;
    move-result-object v0
    if-eqz v0, :L126
    move-object v0, p0
    move-object v1, p1
    move-object v2, v7
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/16 v5, 0xc
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/hearthly/DeviceTools;->unlock$default(Lcom/hearthly/DeviceTools;Lcom/hearthly/ToolCall;Lcom/hearthly/Door;ZLjava/lang/String;ILjava/lang/Object;)Lcom/hearthly/Reply;
    move-result-object v0
    return-object v0
:L126
    .line 60
    invoke-virtual {p1}, Lcom/hearthly/ToolCall;->getExtras()Landroid/os/Bundle;
    move-result-object v10
    const-string v11, "user_confirmed"
    const/4 v12, 0x0
    .line 118
    move-object v0, v10
    if-eqz v10, :L154
    invoke-virtual {v0, v11}, Landroid/os/Bundle;->get(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    goto :L156
:L154
    const/4 v0, 0x0
:L156
    instance-of v1, v0, Ljava/lang/Boolean;
    if-nez v1, :L165
    const/4 v0, 0x0
:L165
    check-cast v0, Ljava/lang/Boolean;
    .line 60
    if-eqz v0, :L178
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    goto :L180
:L178
    const/4 v0, 0x0
:L180
    move v8, v0
    .line 62
    move-object v0, p0
    move-object v1, p1
    move-object v2, v7
    const/4 v3, 0x0
    if-eqz v8, :L201
    invoke-virtual {v7}, Lcom/hearthly/Door;->getName()Ljava/lang/String;
    move-result-object v4
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "Your assistant says you asked to unlock "
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, ". Unlock it now?"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v4
    goto :L210
:L201
    invoke-virtual {v7}, Lcom/hearthly/Door;->getName()Ljava/lang/String;
    move-result-object v4
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "Unlock "
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "?"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v4
:L210
    invoke-direct {v0, v1, v2, v3, v4}, Lcom/hearthly/DeviceTools;->unlock(Lcom/hearthly/ToolCall;Lcom/hearthly/Door;ZLjava/lang/String;)Lcom/hearthly/Reply;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public handle(Lcom/hearthly/ToolCall;)Lcom/hearthly/Reply;
    .registers 9
    const-string v1, "call"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    invoke-virtual {p1}, Lcom/hearthly/ToolCall;->getTool()Ljava/lang/String;
    move-result-object v6
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_15
    goto :L135
:L56
    const-string v1, "unlock_door"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L119
    goto :L135
:L68
    const-string v1, "set_scene"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L111
    goto :L135
:L80
    const-string v1, "list_devices"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L104
    goto :L135
:L92
    const-string v1, "set_schedule"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L127
    goto :L135
:L104
    .line 30
    invoke-direct {p0}, Lcom/hearthly/DeviceTools;->list()Lcom/hearthly/Reply;
    move-result-object v0
    goto :L152
:L111
    .line 31
    invoke-direct {p0, p1}, Lcom/hearthly/DeviceTools;->scene(Lcom/hearthly/ToolCall;)Lcom/hearthly/Reply;
    move-result-object v0
    goto :L152
:L119
    .line 32
    invoke-direct {p0, p1}, Lcom/hearthly/DeviceTools;->unlockDoor(Lcom/hearthly/ToolCall;)Lcom/hearthly/Reply;
    move-result-object v0
    goto :L152
:L127
    .line 33
    invoke-direct {p0, p1}, Lcom/hearthly/DeviceTools;->schedule(Lcom/hearthly/ToolCall;)Lcom/hearthly/Reply;
    move-result-object v0
    goto :L152
:L135
    .line 34
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "No tool of that name here"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
:L152
    .line 35
    return-object v0

:sswitch_data_15
    .sparse-switch
        -0x3fe52a2c -> :L92
        -0x33611837 -> :L56
        0x2647863c -> :L80
        0x3786e66f -> :L68
    .end sparse-switch
.end method
