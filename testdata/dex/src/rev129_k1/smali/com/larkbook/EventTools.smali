.class public final Lcom/larkbook/EventTools;
.super Ljava/lang/Object;
.source "EventTools.kt"

# interfaces
.implements Lcom/larkbook/ToolBook;

# static fields
.field public static final Companion:Lcom/larkbook/EventTools$Companion;
.field private static final DAILY_LIMIT:I = 0x32


# instance fields
.field private final audit:Lcom/larkbook/AuditSink;
.field private final ctx:Landroid/content/Context;
.field private final events:Lcom/larkbook/EventRepository;
.field private final handlers:Ljava/util/Map;
.field private final log:Lcom/larkbook/AuditLog;
.field private final mint:Lcom/larkbook/TokenMint;
.field private final scope:Lkotlinx/coroutines/CoroutineScope;
.field private final tickets:Lcom/larkbook/TicketBook;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/larkbook/EventTools$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/larkbook/EventTools$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/larkbook/EventTools;->Companion:Lcom/larkbook/EventTools$Companion;
    return-void
.end method

.method public constructor <init>(Landroid/content/Context;Lcom/larkbook/EventRepository;Lcom/larkbook/AuditLog;Lcom/larkbook/TicketBook;Lkotlinx/coroutines/CoroutineScope;)V
    .registers 12
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "events"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "log"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tickets"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "scope"
    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 19
    iput-object p1, p0, Lcom/larkbook/EventTools;->ctx:Landroid/content/Context;
    .line 20
    iput-object p2, p0, Lcom/larkbook/EventTools;->events:Lcom/larkbook/EventRepository;
    .line 21
    iput-object p3, p0, Lcom/larkbook/EventTools;->log:Lcom/larkbook/AuditLog;
    .line 22
    iput-object p4, p0, Lcom/larkbook/EventTools;->tickets:Lcom/larkbook/TicketBook;
    .line 23
    iput-object p5, p0, Lcom/larkbook/EventTools;->scope:Lkotlinx/coroutines/CoroutineScope;
    .line 26
    new-instance v0, Lcom/larkbook/TokenMint;
    new-instance v2, Lcom/larkbook/EventTools$mint$1;
    sget-object v4, Lkotlin/random/Random;->Default:Lkotlin/random/Random$Default;
    invoke-direct {v2, v4}, Lcom/larkbook/EventTools$mint$1;-><init>(Ljava/lang/Object;)V
    check-cast v2, Lkotlin/jvm/functions/Function1;
    invoke-direct {v0, v2}, Lcom/larkbook/TokenMint;-><init>(Lkotlin/jvm/functions/Function1;)V
    iput-object v0, p0, Lcom/larkbook/EventTools;->mint:Lcom/larkbook/TokenMint;
    .line 29
    new-instance v0, Lcom/larkbook/EventTools$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/larkbook/EventTools$$ExternalSyntheticLambda0;-><init>(Lcom/larkbook/EventTools;)V
    iput-object v0, p0, Lcom/larkbook/EventTools;->audit:Lcom/larkbook/AuditSink;
    .line 32
    const/4 v0, 0x3
    new-array v5, v0, [Lkotlin/Pair;
    new-instance v3, Lcom/larkbook/EventTools$handlers$1;
    invoke-direct {v3, p0}, Lcom/larkbook/EventTools$handlers$1;-><init>(Ljava/lang/Object;)V
    const-string v2, "list_events"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x0
    aput-object v2, v5, v1
    .line 33
    new-instance v3, Lcom/larkbook/EventTools$handlers$2;
    invoke-direct {v3, p0}, Lcom/larkbook/EventTools$handlers$2;-><init>(Ljava/lang/Object;)V
    const-string v2, "create_event"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x1
    aput-object v2, v5, v1
    .line 34
    new-instance v3, Lcom/larkbook/EventTools$handlers$3;
    invoke-direct {v3, p0}, Lcom/larkbook/EventTools$handlers$3;-><init>(Ljava/lang/Object;)V
    const-string v2, "cancel_event"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x2
    aput-object v2, v5, v1
    .line 31
    invoke-static {v5}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v0
    iput-object v0, p0, Lcom/larkbook/EventTools;->handlers:Ljava/util/Map;
    .line 18
    return-void
.end method

.method public static final synthetic access$cancel(Lcom/larkbook/EventTools;Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 18
    invoke-direct {p0, p1, p2}, Lcom/larkbook/EventTools;->cancel(Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$create(Lcom/larkbook/EventTools;Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 18
    invoke-direct {p0, p1, p2}, Lcom/larkbook/EventTools;->create(Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getEvents$p(Lcom/larkbook/EventTools;)Lcom/larkbook/EventRepository;
    .registers 2
    .line 18
    iget-object v0, p0, Lcom/larkbook/EventTools;->events:Lcom/larkbook/EventRepository;
    return-object v0
.end method

.method public static final synthetic access$list(Lcom/larkbook/EventTools;Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 18
    invoke-direct {p0, p1, p2}, Lcom/larkbook/EventTools;->list(Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final audit$lambda$0(Lcom/larkbook/EventTools;Ljava/lang/String;Z)V
    .registers 5
    const-string v1, "tool"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    iget-object v0, p0, Lcom/larkbook/EventTools;->log:Lcom/larkbook/AuditLog;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1, p1, p2}, Lcom/larkbook/AuditLog;->record(ILjava/lang/String;Z)V
    return-void
.end method

.method private final cancel(Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 19
    move-object/from16 v0, p2
    instance-of v0, v0, Lcom/larkbook/EventTools$cancel$1;
    if-eqz v0, :L39
    move-object/from16 v0, p2
    check-cast v0, Lcom/larkbook/EventTools$cancel$1;
    move-object v14, v0
    iget v0, v14, Lcom/larkbook/EventTools$cancel$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    iget v1, v14, Lcom/larkbook/EventTools$cancel$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v14, Lcom/larkbook/EventTools$cancel$1;->label:I
    goto :L50
:L39
    new-instance v14, Lcom/larkbook/EventTools$cancel$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p2
    invoke-direct {v14, v2, v3}, Lcom/larkbook/EventTools$cancel$1;-><init>(Lcom/larkbook/EventTools;Lkotlin/coroutines/Continuation;)V
:L50
    iget-object v13, v14, Lcom/larkbook/EventTools$cancel$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v15
    .line 70
    iget v0, v14, Lcom/larkbook/EventTools$cancel$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto/16 :L435
:L88
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 71
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larkbook/ToolCall;->getArgs-i1VLFoY()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "event_id"
    invoke-static {v0, v1}, Lcom/larkbook/Args;->get-impl(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L134
    move-object v9, v0
    move-object/from16 v0, p0
    iget-object v10, v0, Lcom/larkbook/EventTools;->events:Lcom/larkbook/EventRepository;
    move-object v11, v9
    .line 118
    const/4 v12, 0x0
    .line 71
    invoke-virtual {v10, v11}, Lcom/larkbook/EventRepository;->get(Ljava/lang/String;)Lcom/larkbook/Event;
    move-result-object v0
    if-nez v0, :L142
:L134
    const-string v0, "No event with that event_id"
    invoke-static {v0}, Lcom/larkbook/OutcomeKt;->invalid(Ljava/lang/String;)Lcom/larkbook/Outcome;
    move-result-object v0
    return-object v0
:L142
    move-object v6, v0
    .line 72
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larkbook/ToolCall;->getTicket()Lcom/larkbook/Ticket;
    move-result-object v0
    if-eqz v0, :L164
    invoke-virtual {v0}, Lcom/larkbook/Ticket;->getApproved()Ljava/lang/Boolean;
    move-result-object v0
    const/4 v1, 0x1
    invoke-static {v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    goto :L166
:L164
    const/4 v0, 0x0
:L166
    if-eqz v0, :L328
    .line 73
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/larkbook/EventTools$cancel$ok$1;
    move-object/from16 v3, p0
    const/4 v5, 0x0
    invoke-direct {v1, v3, v6, v5}, Lcom/larkbook/EventTools$cancel$ok$1;-><init>(Lcom/larkbook/EventTools;Lcom/larkbook/Event;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object/from16 v4, p1
    iput-object v4, v14, Lcom/larkbook/EventTools$cancel$1;->L$0:Ljava/lang/Object;
    iput-object v6, v14, Lcom/larkbook/EventTools$cancel$1;->L$1:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v14, Lcom/larkbook/EventTools$cancel$1;->label:I
    invoke-static {v0, v1, v14}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L245
    .line 70
    return-object v15
:L220
    iget-object v6, v14, Lcom/larkbook/EventTools$cancel$1;->L$1:Ljava/lang/Object;
    check-cast v6, Lcom/larkbook/Event;
    iget-object v0, v14, Lcom/larkbook/EventTools$cancel$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/larkbook/ToolCall;
    move-object/from16 p1, v0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
:L245
    .line 73
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v7
    .line 74
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/EventTools;->scope:Lkotlinx/coroutines/CoroutineScope;
    move-object/from16 v1, p0
    iget-object v1, v1, Lcom/larkbook/EventTools;->audit:Lcom/larkbook/AuditSink;
    move-object/from16 v2, p1
    invoke-virtual {v2}, Lcom/larkbook/ToolCall;->getTool()Ljava/lang/String;
    move-result-object v2
    if-eqz v7, :L274
    const/4 v3, 0x1
    goto :L275
:L274
    const/4 v3, 0x0
:L275
    invoke-static {v0, v1, v2, v3}, Lcom/larkbook/AuditKt;->report(Lkotlinx/coroutines/CoroutineScope;Lcom/larkbook/AuditSink;Ljava/lang/String;Z)Lkotlinx/coroutines/Job;
    .line 75
    const/4 v0, 0x2
    new-array v8, v0, [Lkotlin/Pair;
    invoke-virtual {v6}, Lcom/larkbook/Event;->getId()Ljava/lang/String;
    move-result-object v3
    const-string v2, "event_id"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x0
    aput-object v2, v8, v1
    move-object v0, v8
    const/4 v1, 0x1
    const-string v2, "cancelled"
    if-eqz v7, :L314
    const/4 v3, 0x1
    goto :L315
:L314
    const/4 v3, 0x0
:L315
    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;
    move-result-object v3
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v0, v1
    invoke-static {v8}, Lcom/larkbook/ToolRunnerKt;->done([Lkotlin/Pair;)Lcom/larkbook/Outcome;
    move-result-object v0
    return-object v0
:L328
    .line 78
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larkbook/ToolCall;->getArgs-i1VLFoY()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "user_confirmed"
    invoke-static {v0, v1}, Lcom/larkbook/Args;->flag-impl(Lorg/json/JSONObject;Ljava/lang/String;)Z
    move-result v7
    .line 79
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/EventTools;->mint:Lcom/larkbook/TokenMint;
    invoke-virtual {v0}, Lcom/larkbook/TokenMint;->next-tAABGJQ()Ljava/lang/String;
    move-result-object v8
    .line 80
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/EventTools;->tickets:Lcom/larkbook/TicketBook;
    move-object/from16 v1, p1
    invoke-virtual {v1, v8}, Lcom/larkbook/ToolCall;->ticketFor-2WXn5OM(Ljava/lang/String;)Lcom/larkbook/Ticket;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/larkbook/TicketBook;->issue(Lcom/larkbook/Ticket;)V
    .line 81
    if-eqz v7, :L383
    invoke-virtual {v6}, Lcom/larkbook/Event;->getTitle()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v6}, Lcom/larkbook/Event;->getDay()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "You asked to cancel \""
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "\" on "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, ". Cancel it now?"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    goto :L400
:L383
    .line 82
    invoke-virtual {v6}, Lcom/larkbook/Event;->getTitle()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v6}, Lcom/larkbook/Event;->getDay()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v6}, Lcom/larkbook/Event;->getStart()Ljava/lang/String;
    move-result-object v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "Cancel \""
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\" on "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, " at "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "? Its attendees will be told."
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
:L400
    .line 81
    move-object v9, v0
    .line 83
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/EventTools;->ctx:Landroid/content/Context;
    new-instance v1, Lcom/larkbook/EventTools$$ExternalSyntheticLambda2;
    invoke-direct {v1, v8, v9}, Lcom/larkbook/EventTools$$ExternalSyntheticLambda2;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0, v1}, Lcom/larkbook/DslKt;->pending(Landroid/content/Context;Lkotlin/jvm/functions/Function1;)Landroid/app/PendingIntent;
    move-result-object v10
    .line 93
    new-instance v0, Lcom/larkbook/Outcome$NeedsUser;
    const/4 v5, 0x0
    invoke-direct {v0, v9, v10, v8, v5}, Lcom/larkbook/Outcome$NeedsUser;-><init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L435
    .line 70
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_67
    .packed-switch 0x0
        :L88
        :L220
    .end packed-switch
.end method

.method public static final cancel$lambda$0(Ljava/lang/String;Ljava/lang/String;Lcom/larkbook/PendingSpec;)Lkotlin/Unit;
    .registers 5
    const-string v1, "$this$pending"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 84
    invoke-virtual {p0}, Ljava/lang/String;->hashCode()I
    move-result v1
    invoke-virtual {p2, v1}, Lcom/larkbook/PendingSpec;->setRequestCode(I)V
    .line 86
    sget-object v1, Lcom/larkbook/PiFlags;->Companion:Lcom/larkbook/PiFlags$Companion;
    invoke-virtual {v1}, Lcom/larkbook/PiFlags$Companion;->getUpdateCurrent-LDUQrYk()I
    move-result v1
    invoke-virtual {p2, v1}, Lcom/larkbook/PendingSpec;->setFlags-bII2mxc(I)V
    .line 87
    new-instance v1, Lcom/larkbook/EventTools$$ExternalSyntheticLambda3;
    invoke-direct {v1, p0, p1}, Lcom/larkbook/EventTools$$ExternalSyntheticLambda3;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {p2, v1}, Lcom/larkbook/PendingSpec;->screen(Lkotlin/jvm/functions/Function1;)V
    .line 92
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final cancel$lambda$0$0(Ljava/lang/String;Ljava/lang/String;Lcom/larkbook/IntentSpec;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$screen"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 88
    move-object v2, p2
    const/4 v3, 0x0
    .line 119
    const-class v1, Lcom/larkbook/CancelEventActivity;
    invoke-virtual {v2, v1}, Lcom/larkbook/IntentSpec;->setTarget(Ljava/lang/Class;)V
    .line 89
    const-string v1, "com.larkbook.extra.RESUME_TOKEN"
    invoke-virtual {p2, v1, p0}, Lcom/larkbook/IntentSpec;->set(Ljava/lang/String;Ljava/lang/String;)V
    .line 90
    const-string v1, "com.larkbook.extra.PROMPT"
    invoke-virtual {p2, v1, p1}, Lcom/larkbook/IntentSpec;->set(Ljava/lang/String;Ljava/lang/String;)V
    .line 91
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method private final create(Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 26
    move-object/from16 v0, p2
    instance-of v0, v0, Lcom/larkbook/EventTools$create$1;
    if-eqz v0, :L39
    move-object/from16 v0, p2
    check-cast v0, Lcom/larkbook/EventTools$create$1;
    move-object/from16 v21, v0
    move-object/from16 v0, v21
    iget v0, v0, Lcom/larkbook/EventTools$create$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    move-object/from16 v1, v21
    iget v1, v1, Lcom/larkbook/EventTools$create$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    move-object/from16 v0, v21
    iput v1, v0, Lcom/larkbook/EventTools$create$1;->label:I
    goto :L50
:L39
    new-instance v0, Lcom/larkbook/EventTools$create$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p2
    invoke-direct {v0, v2, v3}, Lcom/larkbook/EventTools$create$1;-><init>(Lcom/larkbook/EventTools;Lkotlin/coroutines/Continuation;)V
    move-object/from16 v21, v0
:L50
    move-object/from16 v0, v21
    iget-object v0, v0, Lcom/larkbook/EventTools$create$1;->result:Ljava/lang/Object;
    move-object/from16 v20, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v22
    .line 51
    move-object/from16 v0, v21
    iget v0, v0, Lcom/larkbook/EventTools$create$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto/16 :L738
:L88
    move-object/from16 v0, v20
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 52
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larkbook/ToolCall;->getArgs-i1VLFoY()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "title"
    invoke-static {v0, v1}, Lcom/larkbook/Args;->get-impl(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L171
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L171
    move-object v13, v0
    move-object v14, v13
    .line 118
    const/4 v15, 0x0
    .line 52
    invoke-virtual {v14}, Ljava/lang/String;->length()I
    move-result v16
    const/4 v0, 0x1
    move/from16 v1, v16
    if-gt v0, v1, :L157
    move/from16 v0, v16
    const/16 v1, 0x79
    if-ge v0, v1, :L153
    const/4 v0, 0x1
    goto :L158
:L153
    const/4 v0, 0x0
    goto :L158
:L157
    const/4 v0, 0x0
:L158
    if-eqz v0, :L166
    move-object v0, v13
    goto :L167
:L166
    const/4 v0, 0x0
:L167
    if-nez v0, :L179
:L171
    .line 53
    const-string v0, "title must be 1 to 120 characters"
    invoke-static {v0}, Lcom/larkbook/OutcomeKt;->invalid(Ljava/lang/String;)Lcom/larkbook/Outcome;
    move-result-object v0
    return-object v0
:L179
    .line 52
    move-object v9, v0
    .line 54
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larkbook/ToolCall;->getArgs-i1VLFoY()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "day"
    invoke-static {v0, v1}, Lcom/larkbook/Args;->get-impl(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L276
    move-object v14, v0
    .line 118
    const/4 v15, 0x0
    .line 54
    move-object/from16 v16, p0
:L202
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object/from16 v0, v16
    check-cast v0, Lcom/larkbook/EventTools;
    move-object/from16 v17, v0
    .line 118
    const/16 v18, 0x0
    .line 54
    move-object v0, v14
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Ljava/time/LocalDate;->parse(Ljava/lang/CharSequence;)Ljava/time/LocalDate;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v17
:L230
    goto :L249
:L233
    move-exception v18
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object/from16 v0, v18
    invoke-static {v0}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v17
:L249
    move-object/from16 v16, v17
    move-object/from16 v0, v16
    invoke-static {v0}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L265
    const/4 v0, 0x0
    goto :L267
:L265
    move-object/from16 v0, v16
:L267
    check-cast v0, Ljava/time/LocalDate;
    if-nez v0, :L284
:L276
    .line 55
    const-string v0, "day must be a date such as 2026-12-24"
    invoke-static {v0}, Lcom/larkbook/OutcomeKt;->invalid(Ljava/lang/String;)Lcom/larkbook/Outcome;
    move-result-object v0
    return-object v0
:L284
    .line 54
    move-object v10, v0
    .line 56
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larkbook/ToolCall;->getArgs-i1VLFoY()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "start"
    invoke-static {v0, v1}, Lcom/larkbook/Args;->get-impl(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L382
    move-object v15, v0
    .line 118
    const/16 v16, 0x0
    .line 56
    move-object/from16 v17, p0
:L308
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object/from16 v0, v17
    check-cast v0, Lcom/larkbook/EventTools;
    move-object/from16 v18, v0
    .line 118
    const/16 v19, 0x0
    .line 56
    move-object v0, v15
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Ljava/time/LocalTime;->parse(Ljava/lang/CharSequence;)Ljava/time/LocalTime;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v18
:L336
    goto :L355
:L339
    move-exception v19
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object/from16 v0, v19
    invoke-static {v0}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v18
:L355
    move-object/from16 v17, v18
    move-object/from16 v0, v17
    invoke-static {v0}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L371
    const/4 v0, 0x0
    goto :L373
:L371
    move-object/from16 v0, v17
:L373
    check-cast v0, Ljava/time/LocalTime;
    if-nez v0, :L390
:L382
    .line 57
    const-string v0, "start must be a time such as 09:30"
    invoke-static {v0}, Lcom/larkbook/OutcomeKt;->invalid(Ljava/lang/String;)Lcom/larkbook/Outcome;
    move-result-object v0
    return-object v0
:L390
    .line 56
    move-object v11, v0
    .line 58
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larkbook/ToolCall;->getArgs-i1VLFoY()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "minutes"
    const/16 v2, 0x1e
    invoke-static {v0, v1, v2}, Lcom/larkbook/Args;->int-impl(Lorg/json/JSONObject;Ljava/lang/String;I)I
    move-result v0
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v14
    move-object v0, v14
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v15
    .line 118
    const/16 v16, 0x0
    .line 58
    const/4 v0, 0x5
    if-gt v0, v15, :L444
    const/16 v1, 0x2d1
    if-ge v15, v1, :L440
    const/4 v0, 0x1
    goto :L445
:L440
    const/4 v0, 0x0
    goto :L445
:L444
    const/4 v0, 0x0
:L445
    if-eqz v0, :L453
    move-object v0, v14
    goto :L454
:L453
    const/4 v0, 0x0
:L454
    if-eqz v0, :L464
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    goto :L472
:L464
    const-string v0, "minutes must be 5 to 720"
    invoke-static {v0}, Lcom/larkbook/OutcomeKt;->invalid(Ljava/lang/String;)Lcom/larkbook/Outcome;
    move-result-object v0
    return-object v0
:L472
    move v12, v0
    .line 59
    invoke-static {}, Ljava/time/LocalDate;->now()Ljava/time/LocalDate;
    move-result-object v0
    invoke-static {}, Ljava/time/ZoneId;->systemDefault()Ljava/time/ZoneId;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/time/LocalDate;->atStartOfDay(Ljava/time/ZoneId;)Ljava/time/ZonedDateTime;
    move-result-object v0
    invoke-virtual {v0}, Ljava/time/ZonedDateTime;->toInstant()Ljava/time/Instant;
    move-result-object v0
    invoke-virtual {v0}, Ljava/time/Instant;->toEpochMilli()J
    move-result-wide v13
    .line 60
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/EventTools;->log:Lcom/larkbook/AuditLog;
    move-object/from16 v1, p1
    invoke-virtual {v1}, Lcom/larkbook/ToolCall;->getCaller()Lcom/larkbook/Caller;
    move-result-object v1
    invoke-virtual {v1}, Lcom/larkbook/Caller;->getUid()I
    move-result v1
    move-object/from16 v2, p1
    invoke-virtual {v2}, Lcom/larkbook/ToolCall;->getTool()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2, v13, v14}, Lcom/larkbook/AuditLog;->countSince(ILjava/lang/String;J)I
    move-result v0
    const/16 v1, 0x32
    if-lt v0, v1, :L538
    .line 61
    new-instance v0, Lcom/larkbook/Outcome$Failed;
    new-instance v2, Lcom/larkbook/Fault;
    const-string v4, "RATE_LIMITED"
    const-string v5, "This assistant has created enough events for today"
    const/4 v6, 0x1
    invoke-direct {v2, v4, v5, v6}, Lcom/larkbook/Fault;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    invoke-direct {v0, v2}, Lcom/larkbook/Outcome$Failed;-><init>(Lcom/larkbook/Fault;)V
    return-object v0
:L538
    .line 63
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/larkbook/EventTools$create$id$1;
    move-object/from16 v2, p0
    move-object v3, v9
    move-object v4, v10
    move-object v5, v11
    move v6, v12
    move-object/from16 v7, p1
    const/4 v8, 0x0
    invoke-direct/range {v1 .. v8}, Lcom/larkbook/EventTools$create$id$1;-><init>(Lcom/larkbook/EventTools;Ljava/lang/String;Ljava/time/LocalDate;Ljava/time/LocalTime;ILcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object/from16 v4, p1
    move-object/from16 v3, v21
    iput-object v4, v3, Lcom/larkbook/EventTools$create$1;->L$0:Ljava/lang/Object;
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v21
    iput-object v4, v3, Lcom/larkbook/EventTools$create$1;->L$1:Ljava/lang/Object;
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v21
    iput-object v4, v3, Lcom/larkbook/EventTools$create$1;->L$2:Ljava/lang/Object;
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v21
    iput-object v4, v3, Lcom/larkbook/EventTools$create$1;->L$3:Ljava/lang/Object;
    move-object/from16 v3, v21
    iput v12, v3, Lcom/larkbook/EventTools$create$1;->I$0:I
    move-object/from16 v3, v21
    iput-wide v13, v3, Lcom/larkbook/EventTools$create$1;->J$0:J
    const/4 v4, 0x1
    move-object/from16 v3, v21
    iput v4, v3, Lcom/larkbook/EventTools$create$1;->label:I
    move-object/from16 v2, v21
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    move-object/from16 v2, v22
    if-ne v0, v2, :L692
    .line 51
    return-object v22
:L633
    move-object/from16 v0, v21
    iget-wide v13, v0, Lcom/larkbook/EventTools$create$1;->J$0:J
    move-object/from16 v0, v21
    iget v12, v0, Lcom/larkbook/EventTools$create$1;->I$0:I
    move-object/from16 v0, v21
    iget-object v11, v0, Lcom/larkbook/EventTools$create$1;->L$3:Ljava/lang/Object;
    check-cast v11, Ljava/time/LocalTime;
    move-object/from16 v0, v21
    iget-object v10, v0, Lcom/larkbook/EventTools$create$1;->L$2:Ljava/lang/Object;
    check-cast v10, Ljava/time/LocalDate;
    move-object/from16 v0, v21
    iget-object v9, v0, Lcom/larkbook/EventTools$create$1;->L$1:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    move-object/from16 v0, v21
    iget-object v0, v0, Lcom/larkbook/EventTools$create$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/larkbook/ToolCall;
    move-object/from16 p1, v0
    move-object/from16 v0, v20
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v20
:L692
    check-cast v0, Ljava/lang/String;
    move-object v15, v0
    .line 66
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/EventTools;->scope:Lkotlinx/coroutines/CoroutineScope;
    move-object/from16 v1, p0
    iget-object v1, v1, Lcom/larkbook/EventTools;->audit:Lcom/larkbook/AuditSink;
    move-object/from16 v2, p1
    invoke-virtual {v2}, Lcom/larkbook/ToolCall;->getTool()Ljava/lang/String;
    move-result-object v2
    const/4 v3, 0x1
    invoke-static {v0, v1, v2, v3}, Lcom/larkbook/AuditKt;->report(Lkotlinx/coroutines/CoroutineScope;Lcom/larkbook/AuditSink;Ljava/lang/String;Z)Lkotlinx/coroutines/Job;
    .line 67
    const/4 v0, 0x1
    new-array v0, v0, [Lkotlin/Pair;
    move-object/from16 v16, v0
    const-string v2, "event_id"
    invoke-static {v2, v15}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x0
    aput-object v2, v16, v1
    move-object/from16 v0, v16
    invoke-static {v0}, Lcom/larkbook/ToolRunnerKt;->done([Lkotlin/Pair;)Lcom/larkbook/Outcome;
    move-result-object v0
    return-object v0
:L738
    .line 51
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_67
    .packed-switch 0x0
        :L88
        :L633
    .end packed-switch
    .catch Ljava/lang/Throwable; {:L202 .. :L230} :L233
    .catch Ljava/lang/Throwable; {:L308 .. :L336} :L339
.end method

.method private final list(Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 35
    move-object/from16 v0, p2
    instance-of v0, v0, Lcom/larkbook/EventTools$list$1;
    if-eqz v0, :L39
    move-object/from16 v0, p2
    check-cast v0, Lcom/larkbook/EventTools$list$1;
    move-object/from16 v27, v0
    move-object/from16 v0, v27
    iget v0, v0, Lcom/larkbook/EventTools$list$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    move-object/from16 v1, v27
    iget v1, v1, Lcom/larkbook/EventTools$list$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    move-object/from16 v0, v27
    iput v1, v0, Lcom/larkbook/EventTools$list$1;->label:I
    goto :L50
:L39
    new-instance v0, Lcom/larkbook/EventTools$list$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p2
    invoke-direct {v0, v2, v3}, Lcom/larkbook/EventTools$list$1;-><init>(Lcom/larkbook/EventTools;Lkotlin/coroutines/Continuation;)V
    move-object/from16 v27, v0
:L50
    move-object/from16 v0, v27
    iget-object v0, v0, Lcom/larkbook/EventTools$list$1;->result:Ljava/lang/Object;
    move-object/from16 v26, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v31
    .line 37
    move-object/from16 v0, v27
    iget v0, v0, Lcom/larkbook/EventTools$list$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto/16 :L754
:L88
    move-object/from16 v0, v26
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 38
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larkbook/ToolCall;->getArgs-i1VLFoY()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "range"
    invoke-static {v0, v1}, Lcom/larkbook/Args;->get-impl(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L109
    const-string v0, "today"
:L109
    move-object v10, v0
    invoke-virtual {v10}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_116
    goto :L215
:L152
    const-string v1, "month"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L197
    goto :L215
:L165
    const-string v1, "year"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L206
    goto :L215
:L178
    const-string v1, "today"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L215
    .line 39
    invoke-static {}, Ljava/time/LocalDate;->now()Ljava/time/LocalDate;
    move-result-object v0
    invoke-virtual {v0}, Ljava/time/LocalDate;->toString()Ljava/lang/String;
    move-result-object v0
    goto :L221
:L197
    .line 40
    invoke-static {}, Ljava/time/YearMonth;->now()Ljava/time/YearMonth;
    move-result-object v0
    invoke-virtual {v0}, Ljava/time/YearMonth;->toString()Ljava/lang/String;
    move-result-object v0
    goto :L221
:L206
    .line 41
    invoke-static {}, Ljava/time/Year;->now()Ljava/time/Year;
    move-result-object v0
    invoke-virtual {v0}, Ljava/time/Year;->toString()Ljava/lang/String;
    move-result-object v0
    goto :L221
:L215
    .line 42
    const-string v0, "range must be today, month or year"
    invoke-static {v0}, Lcom/larkbook/OutcomeKt;->invalid(Ljava/lang/String;)Lcom/larkbook/Outcome;
    move-result-object v0
    return-object v0
:L221
    .line 38
    move-object v9, v0
    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v8, v9
    .line 44
    const-string v9, "UNAVAILABLE"
    sget-object v10, Lcom/larkbook/EventTools$$ExternalSyntheticLambda1;->INSTANCE:Lcom/larkbook/EventTools$$ExternalSyntheticLambda1;
    const/4 v11, 0x0
:L245
    .line 102
    const/4 v12, 0x0
    .line 45
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/larkbook/EventTools$list$3$1;
    move-object/from16 v3, p0
    const/4 v5, 0x0
    invoke-direct {v1, v3, v8, v5}, Lcom/larkbook/EventTools$list$3$1;-><init>(Lcom/larkbook/EventTools;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object/from16 v4, p1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v27
    iput-object v4, v3, Lcom/larkbook/EventTools$list$1;->L$0:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v27
    iput-object v4, v3, Lcom/larkbook/EventTools$list$1;->L$1:Ljava/lang/Object;
    move-object/from16 v3, v27
    iput-object v9, v3, Lcom/larkbook/EventTools$list$1;->L$2:Ljava/lang/Object;
    move-object/from16 v3, v27
    iput-object v10, v3, Lcom/larkbook/EventTools$list$1;->L$3:Ljava/lang/Object;
    const/4 v4, 0x1
    move-object/from16 v3, v27
    iput v4, v3, Lcom/larkbook/EventTools$list$1;->label:I
    move-object/from16 v2, v27
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
:L311
    move-object/from16 v2, v31
    if-ne v0, v2, :L372
    .line 37
    return-object v31
:L320
    const/4 v11, 0x0
    const/4 v12, 0x0
    move-object/from16 v0, v27
    iget-object v10, v0, Lcom/larkbook/EventTools$list$1;->L$3:Ljava/lang/Object;
    check-cast v10, Lkotlin/jvm/functions/Function1;
    move-object/from16 v0, v27
    iget-object v9, v0, Lcom/larkbook/EventTools$list$1;->L$2:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    move-object/from16 v0, v27
    iget-object v8, v0, Lcom/larkbook/EventTools$list$1;->L$1:Ljava/lang/Object;
    check-cast v8, Ljava/lang/String;
    move-object/from16 v0, v27
    iget-object v0, v0, Lcom/larkbook/EventTools$list$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/larkbook/ToolCall;
    move-object/from16 p1, v0
:L364
    move-object/from16 v0, v26
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v26
:L372
    .line 45
    check-cast v0, Ljava/util/List;
    .line 102
    move-object/from16 v28, v0
    new-instance v13, Lcom/larkbook/Either$Right;
    move-object/from16 v2, v28
    invoke-direct {v13, v2}, Lcom/larkbook/Either$Right;-><init>(Ljava/lang/Object;)V
    check-cast v13, Lcom/larkbook/Either;
:L391
    goto :L436
:L394
    .line 103
    move-exception v14
    .line 104
    new-instance v13, Lcom/larkbook/Either$Left;
    new-instance v2, Lcom/larkbook/Fault;
    invoke-interface {v10, v14}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    check-cast v5, Ljava/lang/String;
    const-string v7, "UNAVAILABLE"
    invoke-static {v9, v7}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v6
    invoke-direct {v2, v9, v5, v6}, Lcom/larkbook/Fault;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    invoke-direct {v13, v2}, Lcom/larkbook/Either$Left;-><init>(Ljava/lang/Object;)V
    check-cast v13, Lcom/larkbook/Either;
:L436
    .line 105
    move-object v9, v13
    .line 47
    const/4 v10, 0x0
    .line 106
    move-object v11, v9
    .line 107
    instance-of v0, v11, Lcom/larkbook/Either$Left;
    if-eqz v0, :L462
    move-object v0, v9
    goto/16 :L650
:L462
    .line 108
    instance-of v0, v11, Lcom/larkbook/Either$Right;
    if-eqz v0, :L642
    move-object v0, v9
    check-cast v0, Lcom/larkbook/Either$Right;
    invoke-virtual {v0}, Lcom/larkbook/Either$Right;->getValue()Ljava/lang/Object;
    move-result-object v12
    check-cast v12, Ljava/util/List;
    const/4 v13, 0x0
    .line 47
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    move-object v2, v12
    check-cast v2, Ljava/lang/Iterable;
    move-object v14, v2
    const-string v15, "events"
    move-object/from16 v16, v0
    const/16 v17, 0x0
    .line 109
    move-object/from16 v18, v14
    new-instance v0, Ljava/util/ArrayList;
    const/16 v3, 0xa
    invoke-static {v14, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I
    move-result v2
    invoke-direct {v0, v2}, Ljava/util/ArrayList;-><init>(I)V
    check-cast v0, Ljava/util/Collection;
    move-object/from16 v19, v0
    const/16 v20, 0x0
    .line 110
    move-object/from16 v0, v18
    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v21
:L544
    move-object/from16 v0, v21
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L594
    move-object/from16 v0, v21
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v22
    .line 111
    move-object/from16 v1, v22
    check-cast v1, Lcom/larkbook/Event;
    move-object/from16 v23, v1
    move-object/from16 v24, v19
    const/16 v25, 0x0
    .line 47
    move-object/from16 v0, v23
    invoke-virtual {v0}, Lcom/larkbook/Event;->json()Lorg/json/JSONObject;
    move-result-object v0
    .line 111
    move-object v1, v0
    move-object/from16 v0, v24
    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    goto :L544
:L594
    .line 112
    move-object/from16 v0, v19
    check-cast v0, Ljava/util/List;
    .line 109
    move-object/from16 v24, v0
    move-object/from16 v2, v24
    check-cast v2, Ljava/util/Collection;
    .line 47
    move-object/from16 v29, v2
    new-instance v2, Lorg/json/JSONArray;
    move-object/from16 v4, v29
    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    move-object/from16 v0, v16
    invoke-virtual {v0, v15, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v30
    .line 108
    new-instance v0, Lcom/larkbook/Either$Right;
    move-object/from16 v2, v30
    invoke-direct {v0, v2}, Lcom/larkbook/Either$Right;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lcom/larkbook/Either;
    goto :L650
:L642
    .line 106
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L650
    .line 113
    move-object v9, v0
    .line 48
    const/4 v10, 0x0
    .line 114
    move-object v11, v9
    .line 115
    instance-of v0, v11, Lcom/larkbook/Either$Left;
    if-eqz v0, :L700
    move-object v0, v9
    check-cast v0, Lcom/larkbook/Either$Left;
    invoke-virtual {v0}, Lcom/larkbook/Either$Left;->getValue()Ljava/lang/Object;
    move-result-object v12
    check-cast v12, Lcom/larkbook/Fault;
    const/4 v13, 0x0
    .line 48
    new-instance v0, Lcom/larkbook/Outcome$Failed;
    invoke-direct {v0, v12}, Lcom/larkbook/Outcome$Failed;-><init>(Lcom/larkbook/Fault;)V
    check-cast v0, Lcom/larkbook/Outcome;
    .line 115
    goto :L752
:L700
    .line 116
    instance-of v0, v11, Lcom/larkbook/Either$Right;
    if-eqz v0, :L744
    move-object v0, v9
    check-cast v0, Lcom/larkbook/Either$Right;
    invoke-virtual {v0}, Lcom/larkbook/Either$Right;->getValue()Ljava/lang/Object;
    move-result-object v12
    check-cast v12, Lorg/json/JSONObject;
    const/4 v13, 0x0
    .line 48
    new-instance v0, Lcom/larkbook/Outcome$Done;
    invoke-static {v12}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v0, v12}, Lcom/larkbook/Outcome$Done;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/larkbook/Outcome;
    .line 116
    goto :L752
:L744
    .line 114
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L752
    .line 44
    return-object v0
:L754
    .line 37
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_67
    .packed-switch 0x0
        :L88
        :L320
    .end packed-switch

:sswitch_data_116
    .sparse-switch
        0x38883d -> :L165
        0x6342280 -> :L152
        0x6969f41 -> :L178
    .end sparse-switch
    .catch Ljava/lang/Exception; {:L245 .. :L311} :L394
    .catch Ljava/lang/Exception; {:L364 .. :L391} :L394
.end method

.method public static final list$lambda$0(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 4
    const-string v1, "it"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 44
    invoke-static {p0}, Lcom/larkbook/EitherKt;->safeText(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "Events could not be read: "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public getHandlers()Ljava/util/Map;
    .registers 2
    .line 31
    iget-object v0, p0, Lcom/larkbook/EventTools;->handlers:Ljava/util/Map;
    return-object v0
.end method
