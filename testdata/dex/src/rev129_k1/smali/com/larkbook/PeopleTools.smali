.class public final Lcom/larkbook/PeopleTools;
.super Ljava/lang/Object;
.source "PeopleTools.kt"

# interfaces
.implements Lcom/larkbook/ToolBook;

# instance fields
.field private final ctx:Landroid/content/Context;
.field private final handlers:Ljava/util/Map;
.field private final log:Lcom/larkbook/AuditLog;
.field private final mint:Lcom/larkbook/TokenMint;
.field private final people:Lcom/larkbook/ContactRepository;
.field private final scope:Lkotlinx/coroutines/CoroutineScope;
.field private final tickets:Lcom/larkbook/TicketBook;


# direct methods
.method public constructor <init>(Landroid/content/Context;Lcom/larkbook/ContactRepository;Lcom/larkbook/AuditLog;Lcom/larkbook/TicketBook;Lkotlinx/coroutines/CoroutineScope;)V
    .registers 11
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "people"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "log"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tickets"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "scope"
    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 12
    iput-object p1, p0, Lcom/larkbook/PeopleTools;->ctx:Landroid/content/Context;
    .line 13
    iput-object p2, p0, Lcom/larkbook/PeopleTools;->people:Lcom/larkbook/ContactRepository;
    .line 14
    iput-object p3, p0, Lcom/larkbook/PeopleTools;->log:Lcom/larkbook/AuditLog;
    .line 15
    iput-object p4, p0, Lcom/larkbook/PeopleTools;->tickets:Lcom/larkbook/TicketBook;
    .line 16
    iput-object p5, p0, Lcom/larkbook/PeopleTools;->scope:Lkotlinx/coroutines/CoroutineScope;
    .line 19
    new-instance v0, Lcom/larkbook/TokenMint;
    sget-object v2, Lcom/larkbook/PeopleTools$mint$1;->INSTANCE:Lcom/larkbook/PeopleTools$mint$1;
    check-cast v2, Lkotlin/jvm/functions/Function1;
    invoke-direct {v0, v2}, Lcom/larkbook/TokenMint;-><init>(Lkotlin/jvm/functions/Function1;)V
    iput-object v0, p0, Lcom/larkbook/PeopleTools;->mint:Lcom/larkbook/TokenMint;
    .line 25
    const/4 v0, 0x4
    new-array v4, v0, [Lkotlin/Pair;
    new-instance v3, Lcom/larkbook/PeopleTools$handlers$1;
    invoke-direct {v3, p0}, Lcom/larkbook/PeopleTools$handlers$1;-><init>(Ljava/lang/Object;)V
    const-string v2, "list_contacts"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x0
    aput-object v2, v4, v1
    .line 26
    new-instance v3, Lcom/larkbook/PeopleTools$handlers$2;
    invoke-direct {v3, p0}, Lcom/larkbook/PeopleTools$handlers$2;-><init>(Ljava/lang/Object;)V
    const-string v2, "search_contacts"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x1
    aput-object v2, v4, v1
    .line 27
    new-instance v3, Lcom/larkbook/PeopleTools$handlers$3;
    invoke-direct {v3, p0}, Lcom/larkbook/PeopleTools$handlers$3;-><init>(Ljava/lang/Object;)V
    const-string v2, "merge_contacts"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x2
    aput-object v2, v4, v1
    .line 28
    new-instance v3, Lcom/larkbook/PeopleTools$handlers$4;
    invoke-direct {v3, p0}, Lcom/larkbook/PeopleTools$handlers$4;-><init>(Ljava/lang/Object;)V
    const-string v2, "delete_contact"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x3
    aput-object v2, v4, v1
    .line 24
    invoke-static {v4}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v0
    iput-object v0, p0, Lcom/larkbook/PeopleTools;->handlers:Ljava/util/Map;
    .line 11
    return-void
.end method

.method public static final synthetic access$delete(Lcom/larkbook/PeopleTools;Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 11
    invoke-direct {p0, p1, p2}, Lcom/larkbook/PeopleTools;->delete(Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getPeople$p(Lcom/larkbook/PeopleTools;)Lcom/larkbook/ContactRepository;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/larkbook/PeopleTools;->people:Lcom/larkbook/ContactRepository;
    return-object v0
.end method

.method public static final synthetic access$list(Lcom/larkbook/PeopleTools;Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 11
    invoke-direct {p0, p1, p2}, Lcom/larkbook/PeopleTools;->list(Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$merge(Lcom/larkbook/PeopleTools;Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 11
    invoke-direct {p0, p1, p2}, Lcom/larkbook/PeopleTools;->merge(Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$search(Lcom/larkbook/PeopleTools;Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 11
    invoke-direct {p0, p1, p2}, Lcom/larkbook/PeopleTools;->search(Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method private final auditFor(Lcom/larkbook/Caller;)Lcom/larkbook/AuditSink;
    .registers 3
    .line 22
    new-instance v0, Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0, p1}, Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda0;-><init>(Lcom/larkbook/PeopleTools;Lcom/larkbook/Caller;)V
    return-object v0
.end method

.method public static final auditFor$lambda$0(Lcom/larkbook/PeopleTools;Lcom/larkbook/Caller;Ljava/lang/String;Z)V
    .registers 6
    const-string v1, "tool"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    iget-object v0, p0, Lcom/larkbook/PeopleTools;->log:Lcom/larkbook/AuditLog;
    invoke-virtual {p1}, Lcom/larkbook/Caller;->getUid()I
    move-result v1
    invoke-virtual {v0, v1, p2, p3}, Lcom/larkbook/AuditLog;->record(ILjava/lang/String;Z)V
    return-void
.end method

.method private final delete(Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 23
    move-object/from16 v0, p2
    instance-of v0, v0, Lcom/larkbook/PeopleTools$delete$1;
    if-eqz v0, :L39
    move-object/from16 v0, p2
    check-cast v0, Lcom/larkbook/PeopleTools$delete$1;
    move-object/from16 v17, v0
    move-object/from16 v0, v17
    iget v0, v0, Lcom/larkbook/PeopleTools$delete$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    move-object/from16 v1, v17
    iget v1, v1, Lcom/larkbook/PeopleTools$delete$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    move-object/from16 v0, v17
    iput v1, v0, Lcom/larkbook/PeopleTools$delete$1;->label:I
    goto :L50
:L39
    new-instance v0, Lcom/larkbook/PeopleTools$delete$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p2
    invoke-direct {v0, v2, v3}, Lcom/larkbook/PeopleTools$delete$1;-><init>(Lcom/larkbook/PeopleTools;Lkotlin/coroutines/Continuation;)V
    move-object/from16 v17, v0
:L50
    move-object/from16 v0, v17
    iget-object v0, v0, Lcom/larkbook/PeopleTools$delete$1;->result:Ljava/lang/Object;
    move-object/from16 v16, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v19
    .line 76
    move-object/from16 v0, v17
    iget v0, v0, Lcom/larkbook/PeopleTools$delete$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto/16 :L657
:L88
    move-object/from16 v0, v16
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 77
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larkbook/ToolCall;->getArgs-i1VLFoY()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "contact_id"
    invoke-static {v0, v1}, Lcom/larkbook/Args;->get-impl(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L134
    move-object v11, v0
    move-object/from16 v0, p0
    iget-object v12, v0, Lcom/larkbook/PeopleTools;->people:Lcom/larkbook/ContactRepository;
    move-object v13, v11
    .line 117
    const/4 v14, 0x0
    .line 77
    invoke-virtual {v12, v13}, Lcom/larkbook/ContactRepository;->get(Ljava/lang/String;)Lcom/larkbook/Contact;
    move-result-object v0
    if-nez v0, :L142
:L134
    const-string v0, "No contact with that contact_id"
    invoke-static {v0}, Lcom/larkbook/OutcomeKt;->invalid(Ljava/lang/String;)Lcom/larkbook/Outcome;
    move-result-object v0
    return-object v0
:L142
    move-object v8, v0
    .line 79
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
    if-nez v0, :L182
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larkbook/ToolCall;->getArgs-i1VLFoY()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "confirmed"
    invoke-static {v0, v1}, Lcom/larkbook/Args;->flag-impl(Lorg/json/JSONObject;Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L186
:L182
    const/4 v0, 0x1
    goto :L187
:L186
    const/4 v0, 0x0
:L187
    move v9, v0
    .line 80
    if-nez v9, :L260
    .line 81
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/PeopleTools;->mint:Lcom/larkbook/TokenMint;
    invoke-virtual {v0}, Lcom/larkbook/TokenMint;->next-tAABGJQ()Ljava/lang/String;
    move-result-object v10
    .line 82
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/PeopleTools;->tickets:Lcom/larkbook/TicketBook;
    move-object/from16 v1, p1
    invoke-virtual {v1, v10}, Lcom/larkbook/ToolCall;->ticketFor-2WXn5OM(Ljava/lang/String;)Lcom/larkbook/Ticket;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/larkbook/TicketBook;->issue(Lcom/larkbook/Ticket;)V
    .line 83
    invoke-virtual {v8}, Lcom/larkbook/Contact;->getName()Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "Delete the card of "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, "? This cannot be undone."
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v11
    .line 84
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/PeopleTools;->ctx:Landroid/content/Context;
    new-instance v1, Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda3;
    invoke-direct {v1, v10, v11}, Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda3;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0, v1}, Lcom/larkbook/DslKt;->pending(Landroid/content/Context;Lkotlin/jvm/functions/Function1;)Landroid/app/PendingIntent;
    move-result-object v12
    .line 92
    new-instance v0, Lcom/larkbook/Outcome$NeedsUser;
    const/4 v5, 0x0
    invoke-direct {v0, v11, v12, v10, v5}, Lcom/larkbook/Outcome$NeedsUser;-><init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L260
    .line 94
    const-string v10, "CONFLICT"
    .line 156
    sget-object v11, Lcom/larkbook/EitherKt$attempt$1;->INSTANCE:Lcom/larkbook/EitherKt$attempt$1;
    check-cast v11, Lkotlin/jvm/functions/Function1;
    .line 154
    const/4 v12, 0x0
:L276
    .line 160
    const/4 v13, 0x0
    .line 94
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/larkbook/PeopleTools$delete$2$1;
    move-object/from16 v3, p0
    const/4 v5, 0x0
    invoke-direct {v1, v3, v8, v5}, Lcom/larkbook/PeopleTools$delete$2$1;-><init>(Lcom/larkbook/PeopleTools;Lcom/larkbook/Contact;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object/from16 v4, p1
    move-object/from16 v3, v17
    iput-object v4, v3, Lcom/larkbook/PeopleTools$delete$1;->L$0:Ljava/lang/Object;
    move-object/from16 v3, v17
    iput-object v8, v3, Lcom/larkbook/PeopleTools$delete$1;->L$1:Ljava/lang/Object;
    move-object/from16 v3, v17
    iput-object v10, v3, Lcom/larkbook/PeopleTools$delete$1;->L$2:Ljava/lang/Object;
    move-object/from16 v3, v17
    iput-object v11, v3, Lcom/larkbook/PeopleTools$delete$1;->L$3:Ljava/lang/Object;
    move-object/from16 v3, v17
    iput v9, v3, Lcom/larkbook/PeopleTools$delete$1;->I$0:I
    const/4 v4, 0x1
    move-object/from16 v3, v17
    iput v4, v3, Lcom/larkbook/PeopleTools$delete$1;->label:I
    move-object/from16 v2, v17
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
:L343
    move-object/from16 v2, v19
    if-ne v0, v2, :L411
    .line 76
    return-object v19
:L352
    const/4 v12, 0x0
    const/4 v13, 0x0
    move-object/from16 v0, v17
    iget v9, v0, Lcom/larkbook/PeopleTools$delete$1;->I$0:I
    move-object/from16 v0, v17
    iget-object v11, v0, Lcom/larkbook/PeopleTools$delete$1;->L$3:Ljava/lang/Object;
    check-cast v11, Lkotlin/jvm/functions/Function1;
    move-object/from16 v0, v17
    iget-object v10, v0, Lcom/larkbook/PeopleTools$delete$1;->L$2:Ljava/lang/Object;
    check-cast v10, Ljava/lang/String;
    move-object/from16 v0, v17
    iget-object v8, v0, Lcom/larkbook/PeopleTools$delete$1;->L$1:Ljava/lang/Object;
    check-cast v8, Lcom/larkbook/Contact;
    move-object/from16 v0, v17
    iget-object v0, v0, Lcom/larkbook/PeopleTools$delete$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/larkbook/ToolCall;
    move-object/from16 p1, v0
:L403
    move-object/from16 v0, v16
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v16
:L411
    .line 94
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;
    move-result-object v18
    .line 160
    new-instance v14, Lcom/larkbook/Either$Right;
    move-object/from16 v2, v18
    invoke-direct {v14, v2}, Lcom/larkbook/Either$Right;-><init>(Ljava/lang/Object;)V
    check-cast v14, Lcom/larkbook/Either;
:L436
    goto :L481
:L439
    .line 161
    move-exception v15
    .line 162
    new-instance v14, Lcom/larkbook/Either$Left;
    new-instance v2, Lcom/larkbook/Fault;
    invoke-interface {v11, v15}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    check-cast v5, Ljava/lang/String;
    const-string v7, "UNAVAILABLE"
    invoke-static {v10, v7}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v6
    invoke-direct {v2, v10, v5, v6}, Lcom/larkbook/Fault;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    invoke-direct {v14, v2}, Lcom/larkbook/Either$Left;-><init>(Ljava/lang/Object;)V
    check-cast v14, Lcom/larkbook/Either;
:L481
    .line 163
    move-object v10, v14
    .line 95
    move-object v11, v10
    .line 117
    const/4 v12, 0x0
    .line 95
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/PeopleTools;->scope:Lkotlinx/coroutines/CoroutineScope;
    move-object/from16 v2, p1
    invoke-virtual {v2}, Lcom/larkbook/ToolCall;->getCaller()Lcom/larkbook/Caller;
    move-result-object v2
    move-object/from16 v1, p0
    invoke-direct {v1, v2}, Lcom/larkbook/PeopleTools;->auditFor(Lcom/larkbook/Caller;)Lcom/larkbook/AuditSink;
    move-result-object v1
    move-object/from16 v2, p1
    invoke-virtual {v2}, Lcom/larkbook/ToolCall;->getTool()Ljava/lang/String;
    move-result-object v2
    instance-of v3, v11, Lcom/larkbook/Either$Right;
    invoke-static {v0, v1, v2, v3}, Lcom/larkbook/AuditKt;->report(Lkotlinx/coroutines/CoroutineScope;Lcom/larkbook/AuditSink;Ljava/lang/String;Z)Lkotlinx/coroutines/Job;
    .line 96
    const/4 v11, 0x0
    .line 164
    move-object v12, v10
    .line 165
    instance-of v0, v12, Lcom/larkbook/Either$Left;
    if-eqz v0, :L569
    move-object v0, v10
    check-cast v0, Lcom/larkbook/Either$Left;
    invoke-virtual {v0}, Lcom/larkbook/Either$Left;->getValue()Ljava/lang/Object;
    move-result-object v13
    check-cast v13, Lcom/larkbook/Fault;
    const/4 v14, 0x0
    .line 96
    new-instance v0, Lcom/larkbook/Outcome$Failed;
    invoke-direct {v0, v13}, Lcom/larkbook/Outcome$Failed;-><init>(Lcom/larkbook/Fault;)V
    check-cast v0, Lcom/larkbook/Outcome;
    .line 165
    goto :L655
:L569
    .line 166
    instance-of v0, v12, Lcom/larkbook/Either$Right;
    if-eqz v0, :L647
    move-object v0, v10
    check-cast v0, Lcom/larkbook/Either$Right;
    invoke-virtual {v0}, Lcom/larkbook/Either$Right;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v13
    const/4 v14, 0x0
    .line 96
    const/4 v0, 0x2
    new-array v15, v0, [Lkotlin/Pair;
    invoke-virtual {v8}, Lcom/larkbook/Contact;->getId()Ljava/lang/String;
    move-result-object v3
    const-string v2, "contact_id"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x0
    aput-object v2, v15, v1
    move-object v0, v15
    const/4 v1, 0x1
    const-string v2, "deleted"
    if-eqz v13, :L631
    const/4 v3, 0x1
    goto :L632
:L631
    const/4 v3, 0x0
:L632
    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;
    move-result-object v3
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v0, v1
    invoke-static {v15}, Lcom/larkbook/ToolRunnerKt;->done([Lkotlin/Pair;)Lcom/larkbook/Outcome;
    move-result-object v0
    .line 166
    goto :L655
:L647
    .line 164
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L655
    .line 94
    return-object v0
:L657
    .line 76
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_67
    .packed-switch 0x0
        :L88
        :L352
    .end packed-switch
    .catch Ljava/lang/Exception; {:L276 .. :L343} :L439
    .catch Ljava/lang/Exception; {:L403 .. :L436} :L439
.end method

.method public static final delete$lambda$0(Ljava/lang/String;Ljava/lang/String;Lcom/larkbook/PendingSpec;)Lkotlin/Unit;
    .registers 5
    const-string v1, "$this$pending"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 85
    invoke-virtual {p0}, Ljava/lang/String;->hashCode()I
    move-result v1
    invoke-virtual {p2, v1}, Lcom/larkbook/PendingSpec;->setRequestCode(I)V
    .line 86
    new-instance v1, Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda5;
    invoke-direct {v1, p0, p1}, Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda5;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {p2, v1}, Lcom/larkbook/PendingSpec;->screen(Lkotlin/jvm/functions/Function1;)V
    .line 91
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final delete$lambda$0$0(Ljava/lang/String;Ljava/lang/String;Lcom/larkbook/IntentSpec;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$screen"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 87
    move-object v2, p2
    const/4 v3, 0x0
    .line 168
    const-class v1, Lcom/larkbook/DeleteContactActivity;
    invoke-virtual {v2, v1}, Lcom/larkbook/IntentSpec;->setTarget(Ljava/lang/Class;)V
    .line 88
    const-string v1, "com.larkbook.extra.RESUME_TOKEN"
    invoke-virtual {p2, v1, p0}, Lcom/larkbook/IntentSpec;->set(Ljava/lang/String;Ljava/lang/String;)V
    .line 89
    const-string v1, "com.larkbook.extra.PROMPT"
    invoke-virtual {p2, v1, p1}, Lcom/larkbook/IntentSpec;->set(Ljava/lang/String;Ljava/lang/String;)V
    .line 90
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method private final list(Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 35
    move-object/from16 v0, p2
    instance-of v0, v0, Lcom/larkbook/PeopleTools$list$1;
    if-eqz v0, :L39
    move-object/from16 v0, p2
    check-cast v0, Lcom/larkbook/PeopleTools$list$1;
    move-object/from16 v27, v0
    move-object/from16 v0, v27
    iget v0, v0, Lcom/larkbook/PeopleTools$list$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    move-object/from16 v1, v27
    iget v1, v1, Lcom/larkbook/PeopleTools$list$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    move-object/from16 v0, v27
    iput v1, v0, Lcom/larkbook/PeopleTools$list$1;->label:I
    goto :L50
:L39
    new-instance v0, Lcom/larkbook/PeopleTools$list$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p2
    invoke-direct {v0, v2, v3}, Lcom/larkbook/PeopleTools$list$1;-><init>(Lcom/larkbook/PeopleTools;Lkotlin/coroutines/Continuation;)V
    move-object/from16 v27, v0
:L50
    move-object/from16 v0, v27
    iget-object v0, v0, Lcom/larkbook/PeopleTools$list$1;->result:Ljava/lang/Object;
    move-object/from16 v26, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v31
    .line 31
    move-object/from16 v0, v27
    iget v0, v0, Lcom/larkbook/PeopleTools$list$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto/16 :L630
:L88
    move-object/from16 v0, v26
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 32
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larkbook/ToolCall;->getArgs-i1VLFoY()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "limit"
    const/16 v2, 0x32
    invoke-static {v0, v1, v2}, Lcom/larkbook/Args;->int-impl(Lorg/json/JSONObject;Ljava/lang/String;I)I
    move-result v0
    const/4 v1, 0x1
    const/16 v2, 0xc8
    invoke-static {v0, v1, v2}, Lkotlin/ranges/RangesKt;->coerceIn(III)I
    move-result v8
    .line 33
    const-string v9, "UNAVAILABLE"
    sget-object v10, Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda1;->INSTANCE:Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda1;
    const/4 v11, 0x0
:L126
    .line 101
    const/4 v12, 0x0
    .line 34
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/larkbook/PeopleTools$list$3$1;
    move-object/from16 v3, p0
    const/4 v5, 0x0
    invoke-direct {v1, v3, v8, v5}, Lcom/larkbook/PeopleTools$list$3$1;-><init>(Lcom/larkbook/PeopleTools;ILkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object/from16 v4, p1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v27
    iput-object v4, v3, Lcom/larkbook/PeopleTools$list$1;->L$0:Ljava/lang/Object;
    move-object/from16 v3, v27
    iput-object v9, v3, Lcom/larkbook/PeopleTools$list$1;->L$1:Ljava/lang/Object;
    move-object/from16 v3, v27
    iput-object v10, v3, Lcom/larkbook/PeopleTools$list$1;->L$2:Ljava/lang/Object;
    move-object/from16 v3, v27
    iput v8, v3, Lcom/larkbook/PeopleTools$list$1;->I$0:I
    const/4 v4, 0x1
    move-object/from16 v3, v27
    iput v4, v3, Lcom/larkbook/PeopleTools$list$1;->label:I
    move-object/from16 v2, v27
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
:L189
    move-object/from16 v2, v31
    if-ne v0, v2, :L247
    .line 31
    return-object v31
:L198
    const/4 v11, 0x0
    const/4 v12, 0x0
    move-object/from16 v0, v27
    iget v8, v0, Lcom/larkbook/PeopleTools$list$1;->I$0:I
    move-object/from16 v0, v27
    iget-object v10, v0, Lcom/larkbook/PeopleTools$list$1;->L$2:Ljava/lang/Object;
    check-cast v10, Lkotlin/jvm/functions/Function1;
    move-object/from16 v0, v27
    iget-object v9, v0, Lcom/larkbook/PeopleTools$list$1;->L$1:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    move-object/from16 v0, v27
    iget-object v0, v0, Lcom/larkbook/PeopleTools$list$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/larkbook/ToolCall;
    move-object/from16 p1, v0
:L239
    move-object/from16 v0, v26
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v26
:L247
    .line 34
    check-cast v0, Ljava/util/List;
    .line 101
    move-object/from16 v28, v0
    new-instance v13, Lcom/larkbook/Either$Right;
    move-object/from16 v2, v28
    invoke-direct {v13, v2}, Lcom/larkbook/Either$Right;-><init>(Ljava/lang/Object;)V
    check-cast v13, Lcom/larkbook/Either;
:L266
    goto :L311
:L269
    .line 102
    move-exception v14
    .line 103
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
:L311
    .line 104
    move-object v9, v13
    .line 36
    const/4 v10, 0x0
    .line 105
    move-object v11, v9
    .line 106
    instance-of v0, v11, Lcom/larkbook/Either$Left;
    if-eqz v0, :L337
    move-object v0, v9
    goto/16 :L526
:L337
    .line 107
    instance-of v0, v11, Lcom/larkbook/Either$Right;
    if-eqz v0, :L518
    move-object v0, v9
    check-cast v0, Lcom/larkbook/Either$Right;
    invoke-virtual {v0}, Lcom/larkbook/Either$Right;->getValue()Ljava/lang/Object;
    move-result-object v12
    check-cast v12, Ljava/util/List;
    const/4 v13, 0x0
    .line 36
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    move-object v2, v12
    check-cast v2, Ljava/lang/Iterable;
    move-object v14, v2
    const-string v15, "contacts"
    move-object/from16 v16, v0
    const/16 v17, 0x0
    .line 108
    move-object/from16 v18, v14
    new-instance v0, Ljava/util/ArrayList;
    const/16 v3, 0xa
    invoke-static {v14, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I
    move-result v2
    invoke-direct {v0, v2}, Ljava/util/ArrayList;-><init>(I)V
    check-cast v0, Ljava/util/Collection;
    move-object/from16 v19, v0
    const/16 v20, 0x0
    .line 109
    move-object/from16 v0, v18
    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v21
:L420
    move-object/from16 v0, v21
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L470
    move-object/from16 v0, v21
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v22
    .line 110
    move-object/from16 v1, v22
    check-cast v1, Lcom/larkbook/Contact;
    move-object/from16 v23, v1
    move-object/from16 v24, v19
    const/16 v25, 0x0
    .line 36
    move-object/from16 v0, v23
    invoke-virtual {v0}, Lcom/larkbook/Contact;->json()Lorg/json/JSONObject;
    move-result-object v0
    .line 110
    move-object v1, v0
    move-object/from16 v0, v24
    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    goto :L420
:L470
    .line 111
    move-object/from16 v0, v19
    check-cast v0, Ljava/util/List;
    .line 108
    move-object/from16 v24, v0
    move-object/from16 v2, v24
    check-cast v2, Ljava/util/Collection;
    .line 36
    move-object/from16 v29, v2
    new-instance v2, Lorg/json/JSONArray;
    move-object/from16 v4, v29
    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    move-object/from16 v0, v16
    invoke-virtual {v0, v15, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v30
    .line 107
    new-instance v0, Lcom/larkbook/Either$Right;
    move-object/from16 v2, v30
    invoke-direct {v0, v2}, Lcom/larkbook/Either$Right;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lcom/larkbook/Either;
    goto :L526
:L518
    .line 105
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L526
    .line 112
    move-object v9, v0
    .line 37
    const/4 v10, 0x0
    .line 113
    move-object v11, v9
    .line 114
    instance-of v0, v11, Lcom/larkbook/Either$Left;
    if-eqz v0, :L576
    move-object v0, v9
    check-cast v0, Lcom/larkbook/Either$Left;
    invoke-virtual {v0}, Lcom/larkbook/Either$Left;->getValue()Ljava/lang/Object;
    move-result-object v12
    check-cast v12, Lcom/larkbook/Fault;
    const/4 v13, 0x0
    .line 37
    new-instance v0, Lcom/larkbook/Outcome$Failed;
    invoke-direct {v0, v12}, Lcom/larkbook/Outcome$Failed;-><init>(Lcom/larkbook/Fault;)V
    check-cast v0, Lcom/larkbook/Outcome;
    .line 114
    goto :L628
:L576
    .line 115
    instance-of v0, v11, Lcom/larkbook/Either$Right;
    if-eqz v0, :L620
    move-object v0, v9
    check-cast v0, Lcom/larkbook/Either$Right;
    invoke-virtual {v0}, Lcom/larkbook/Either$Right;->getValue()Ljava/lang/Object;
    move-result-object v12
    check-cast v12, Lorg/json/JSONObject;
    const/4 v13, 0x0
    .line 37
    new-instance v0, Lcom/larkbook/Outcome$Done;
    invoke-static {v12}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v0, v12}, Lcom/larkbook/Outcome$Done;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/larkbook/Outcome;
    .line 115
    goto :L628
:L620
    .line 113
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L628
    .line 33
    return-object v0
:L630
    .line 31
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_67
    .packed-switch 0x0
        :L88
        :L198
    .end packed-switch
    .catch Ljava/lang/Exception; {:L126 .. :L189} :L269
    .catch Ljava/lang/Exception; {:L239 .. :L266} :L269
.end method

.method public static final list$lambda$0(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 4
    const-string v1, "it"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    invoke-virtual {p0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "Contacts could not be read: "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method private final merge(Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 23
    move-object/from16 v0, p2
    instance-of v0, v0, Lcom/larkbook/PeopleTools$merge$1;
    if-eqz v0, :L39
    move-object/from16 v0, p2
    check-cast v0, Lcom/larkbook/PeopleTools$merge$1;
    move-object/from16 v17, v0
    move-object/from16 v0, v17
    iget v0, v0, Lcom/larkbook/PeopleTools$merge$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    move-object/from16 v1, v17
    iget v1, v1, Lcom/larkbook/PeopleTools$merge$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    move-object/from16 v0, v17
    iput v1, v0, Lcom/larkbook/PeopleTools$merge$1;->label:I
    goto :L50
:L39
    new-instance v0, Lcom/larkbook/PeopleTools$merge$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p2
    invoke-direct {v0, v2, v3}, Lcom/larkbook/PeopleTools$merge$1;-><init>(Lcom/larkbook/PeopleTools;Lkotlin/coroutines/Continuation;)V
    move-object/from16 v17, v0
:L50
    move-object/from16 v0, v17
    iget-object v0, v0, Lcom/larkbook/PeopleTools$merge$1;->result:Ljava/lang/Object;
    move-object/from16 v16, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v19
    .line 50
    move-object/from16 v0, v17
    iget v0, v0, Lcom/larkbook/PeopleTools$merge$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto/16 :L713
:L88
    move-object/from16 v0, v16
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 51
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larkbook/ToolCall;->getArgs-i1VLFoY()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "keep_id"
    invoke-static {v0, v1}, Lcom/larkbook/Args;->get-impl(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L134
    move-object v11, v0
    move-object/from16 v0, p0
    iget-object v12, v0, Lcom/larkbook/PeopleTools;->people:Lcom/larkbook/ContactRepository;
    move-object v13, v11
    .line 117
    const/4 v14, 0x0
    .line 51
    invoke-virtual {v12, v13}, Lcom/larkbook/ContactRepository;->get(Ljava/lang/String;)Lcom/larkbook/Contact;
    move-result-object v0
    if-nez v0, :L142
:L134
    const-string v0, "No contact with that keep_id"
    invoke-static {v0}, Lcom/larkbook/OutcomeKt;->invalid(Ljava/lang/String;)Lcom/larkbook/Outcome;
    move-result-object v0
    return-object v0
:L142
    move-object v8, v0
    .line 52
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larkbook/ToolCall;->getArgs-i1VLFoY()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "drop_id"
    invoke-static {v0, v1}, Lcom/larkbook/Args;->get-impl(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L226
    move-object v12, v0
    move-object/from16 v0, p0
    iget-object v13, v0, Lcom/larkbook/PeopleTools;->people:Lcom/larkbook/ContactRepository;
    move-object v14, v12
    .line 117
    const/4 v15, 0x0
    .line 52
    invoke-virtual {v13, v14}, Lcom/larkbook/ContactRepository;->get(Ljava/lang/String;)Lcom/larkbook/Contact;
    move-result-object v0
    if-eqz v0, :L226
    move-object v13, v0
    move-object v14, v13
    .line 117
    const/4 v15, 0x0
    .line 52
    invoke-virtual {v14}, Lcom/larkbook/Contact;->getId()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v8}, Lcom/larkbook/Contact;->getId()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L212
    const/4 v0, 0x1
    goto :L213
:L212
    const/4 v0, 0x0
:L213
    if-eqz v0, :L221
    move-object v0, v13
    goto :L222
:L221
    const/4 v0, 0x0
:L222
    if-nez v0, :L234
:L226
    .line 53
    const-string v0, "drop_id must name another contact"
    invoke-static {v0}, Lcom/larkbook/OutcomeKt;->invalid(Ljava/lang/String;)Lcom/larkbook/Outcome;
    move-result-object v0
    return-object v0
:L234
    .line 52
    move-object v9, v0
    .line 54
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larkbook/ToolCall;->getTicket()Lcom/larkbook/Ticket;
    move-result-object v0
    if-eqz v0, :L257
    invoke-virtual {v0}, Lcom/larkbook/Ticket;->getApproved()Ljava/lang/Boolean;
    move-result-object v0
    const/4 v1, 0x1
    invoke-static {v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    goto :L259
:L257
    const/4 v0, 0x0
:L259
    if-eqz v0, :L636
    .line 55
    const-string v10, "CONFLICT"
    .line 142
    sget-object v11, Lcom/larkbook/EitherKt$attempt$1;->INSTANCE:Lcom/larkbook/EitherKt$attempt$1;
    check-cast v11, Lkotlin/jvm/functions/Function1;
    .line 140
    const/4 v12, 0x0
:L278
    .line 146
    const/4 v13, 0x0
    .line 55
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/larkbook/PeopleTools$merge$2$1;
    move-object/from16 v3, p0
    const/4 v6, 0x0
    invoke-direct {v1, v3, v8, v9, v6}, Lcom/larkbook/PeopleTools$merge$2$1;-><init>(Lcom/larkbook/PeopleTools;Lcom/larkbook/Contact;Lcom/larkbook/Contact;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object/from16 v4, p1
    move-object/from16 v3, v17
    iput-object v4, v3, Lcom/larkbook/PeopleTools$merge$1;->L$0:Ljava/lang/Object;
    move-object/from16 v3, v17
    iput-object v8, v3, Lcom/larkbook/PeopleTools$merge$1;->L$1:Ljava/lang/Object;
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v17
    iput-object v4, v3, Lcom/larkbook/PeopleTools$merge$1;->L$2:Ljava/lang/Object;
    move-object/from16 v3, v17
    iput-object v10, v3, Lcom/larkbook/PeopleTools$merge$1;->L$3:Ljava/lang/Object;
    move-object/from16 v3, v17
    iput-object v11, v3, Lcom/larkbook/PeopleTools$merge$1;->L$4:Ljava/lang/Object;
    const/4 v4, 0x1
    move-object/from16 v3, v17
    iput v4, v3, Lcom/larkbook/PeopleTools$merge$1;->label:I
    move-object/from16 v2, v17
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
:L350
    move-object/from16 v2, v19
    if-ne v0, v2, :L421
    .line 50
    return-object v19
:L359
    const/4 v12, 0x0
    const/4 v13, 0x0
    move-object/from16 v0, v17
    iget-object v11, v0, Lcom/larkbook/PeopleTools$merge$1;->L$4:Ljava/lang/Object;
    check-cast v11, Lkotlin/jvm/functions/Function1;
    move-object/from16 v0, v17
    iget-object v10, v0, Lcom/larkbook/PeopleTools$merge$1;->L$3:Ljava/lang/Object;
    check-cast v10, Ljava/lang/String;
    move-object/from16 v0, v17
    iget-object v9, v0, Lcom/larkbook/PeopleTools$merge$1;->L$2:Ljava/lang/Object;
    check-cast v9, Lcom/larkbook/Contact;
    move-object/from16 v0, v17
    iget-object v8, v0, Lcom/larkbook/PeopleTools$merge$1;->L$1:Ljava/lang/Object;
    check-cast v8, Lcom/larkbook/Contact;
    move-object/from16 v0, v17
    iget-object v0, v0, Lcom/larkbook/PeopleTools$merge$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/larkbook/ToolCall;
    move-object/from16 p1, v0
:L413
    move-object/from16 v0, v16
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v16
:L421
    .line 55
    sget-object v18, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 146
    new-instance v14, Lcom/larkbook/Either$Right;
    move-object/from16 v2, v18
    invoke-direct {v14, v2}, Lcom/larkbook/Either$Right;-><init>(Ljava/lang/Object;)V
    check-cast v14, Lcom/larkbook/Either;
:L441
    goto :L486
:L444
    .line 147
    move-exception v15
    .line 148
    new-instance v14, Lcom/larkbook/Either$Left;
    new-instance v2, Lcom/larkbook/Fault;
    invoke-interface {v11, v15}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    check-cast v5, Ljava/lang/String;
    const-string v7, "UNAVAILABLE"
    invoke-static {v10, v7}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v6
    invoke-direct {v2, v10, v5, v6}, Lcom/larkbook/Fault;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    invoke-direct {v14, v2}, Lcom/larkbook/Either$Left;-><init>(Ljava/lang/Object;)V
    check-cast v14, Lcom/larkbook/Either;
:L486
    .line 149
    move-object v10, v14
    .line 56
    move-object v11, v10
    .line 117
    const/4 v12, 0x0
    .line 56
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/PeopleTools;->scope:Lkotlinx/coroutines/CoroutineScope;
    move-object/from16 v2, p1
    invoke-virtual {v2}, Lcom/larkbook/ToolCall;->getCaller()Lcom/larkbook/Caller;
    move-result-object v2
    move-object/from16 v1, p0
    invoke-direct {v1, v2}, Lcom/larkbook/PeopleTools;->auditFor(Lcom/larkbook/Caller;)Lcom/larkbook/AuditSink;
    move-result-object v1
    move-object/from16 v2, p1
    invoke-virtual {v2}, Lcom/larkbook/ToolCall;->getTool()Ljava/lang/String;
    move-result-object v2
    instance-of v3, v11, Lcom/larkbook/Either$Right;
    invoke-static {v0, v1, v2, v3}, Lcom/larkbook/AuditKt;->report(Lkotlinx/coroutines/CoroutineScope;Lcom/larkbook/AuditSink;Ljava/lang/String;Z)Lkotlinx/coroutines/Job;
    .line 57
    const/4 v11, 0x0
    .line 150
    move-object v12, v10
    .line 151
    instance-of v0, v12, Lcom/larkbook/Either$Left;
    if-eqz v0, :L574
    move-object v0, v10
    check-cast v0, Lcom/larkbook/Either$Left;
    invoke-virtual {v0}, Lcom/larkbook/Either$Left;->getValue()Ljava/lang/Object;
    move-result-object v13
    check-cast v13, Lcom/larkbook/Fault;
    const/4 v14, 0x0
    .line 57
    new-instance v0, Lcom/larkbook/Outcome$Failed;
    invoke-direct {v0, v13}, Lcom/larkbook/Outcome$Failed;-><init>(Lcom/larkbook/Fault;)V
    check-cast v0, Lcom/larkbook/Outcome;
    .line 151
    goto :L634
:L574
    .line 152
    instance-of v0, v12, Lcom/larkbook/Either$Right;
    if-eqz v0, :L626
    move-object v0, v10
    check-cast v0, Lcom/larkbook/Either$Right;
    invoke-virtual {v0}, Lcom/larkbook/Either$Right;->getValue()Ljava/lang/Object;
    move-result-object v13
    check-cast v13, Lkotlin/Unit;
    const/4 v14, 0x0
    .line 57
    const/4 v0, 0x1
    new-array v15, v0, [Lkotlin/Pair;
    invoke-virtual {v8}, Lcom/larkbook/Contact;->getId()Ljava/lang/String;
    move-result-object v3
    const-string v2, "contact_id"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x0
    aput-object v2, v15, v1
    invoke-static {v15}, Lcom/larkbook/ToolRunnerKt;->done([Lkotlin/Pair;)Lcom/larkbook/Outcome;
    move-result-object v0
    .line 152
    goto :L634
:L626
    .line 150
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L634
    .line 55
    return-object v0
:L636
    .line 59
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/PeopleTools;->mint:Lcom/larkbook/TokenMint;
    invoke-virtual {v0}, Lcom/larkbook/TokenMint;->next-tAABGJQ()Ljava/lang/String;
    move-result-object v10
    .line 60
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/PeopleTools;->tickets:Lcom/larkbook/TicketBook;
    move-object/from16 v1, p1
    invoke-virtual {v1, v10}, Lcom/larkbook/ToolCall;->ticketFor-2WXn5OM(Ljava/lang/String;)Lcom/larkbook/Ticket;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/larkbook/TicketBook;->issue(Lcom/larkbook/Ticket;)V
    .line 61
    invoke-virtual {v9}, Lcom/larkbook/Contact;->getName()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v8}, Lcom/larkbook/Contact;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v9}, Lcom/larkbook/Contact;->getName()Ljava/lang/String;
    move-result-object v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "Merge \""
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\" into \""
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\"? The card of "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, " is removed; this cannot be undone."
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v11
    .line 62
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/PeopleTools;->ctx:Landroid/content/Context;
    move-object/from16 v2, p0
    new-instance v1, Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda2;
    invoke-direct {v1, v10, v2, v11}, Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda2;-><init>(Ljava/lang/String;Lcom/larkbook/PeopleTools;Ljava/lang/String;)V
    invoke-static {v0, v1}, Lcom/larkbook/DslKt;->pending(Landroid/content/Context;Lkotlin/jvm/functions/Function1;)Landroid/app/PendingIntent;
    move-result-object v12
    .line 73
    new-instance v0, Lcom/larkbook/Outcome$NeedsUser;
    const/4 v5, 0x0
    invoke-direct {v0, v11, v12, v10, v5}, Lcom/larkbook/Outcome$NeedsUser;-><init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L713
    .line 50
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_67
    .packed-switch 0x0
        :L88
        :L359
    .end packed-switch
    .catch Ljava/lang/Exception; {:L278 .. :L350} :L444
    .catch Ljava/lang/Exception; {:L413 .. :L441} :L444
.end method

.method public static final merge$lambda$6(Ljava/lang/String;Lcom/larkbook/PeopleTools;Ljava/lang/String;Lcom/larkbook/PendingSpec;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$pending"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 63
    invoke-virtual {p0}, Ljava/lang/String;->hashCode()I
    move-result v1
    invoke-virtual {p3, v1}, Lcom/larkbook/PendingSpec;->setRequestCode(I)V
    .line 64
    sget-object v1, Lcom/larkbook/PiFlags;->Companion:Lcom/larkbook/PiFlags$Companion;
    invoke-virtual {v1}, Lcom/larkbook/PiFlags$Companion;->getUpdateCurrent-LDUQrYk()I
    move-result v1
    sget-object v2, Lcom/larkbook/PiFlags;->Companion:Lcom/larkbook/PiFlags$Companion;
    invoke-virtual {v2}, Lcom/larkbook/PiFlags$Companion;->getImmutable-LDUQrYk()I
    move-result v2
    invoke-static {v1, v2}, Lcom/larkbook/PiFlags;->with-cq-QKaU(II)I
    move-result v1
    invoke-virtual {p3, v1}, Lcom/larkbook/PendingSpec;->setFlags-bII2mxc(I)V
    .line 65
    new-instance v1, Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda4;
    invoke-direct {v1, p1, p0, p2}, Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda4;-><init>(Lcom/larkbook/PeopleTools;Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {p3, v1}, Lcom/larkbook/PendingSpec;->screen(Lkotlin/jvm/functions/Function1;)V
    .line 72
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final merge$lambda$6$0(Lcom/larkbook/PeopleTools;Ljava/lang/String;Ljava/lang/String;Lcom/larkbook/IntentSpec;)Lkotlin/Unit;
    .registers 6
    const-string v1, "$this$screen"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 67
    const-string v1, "com.larkbook.action.REVIEW_MERGE"
    invoke-virtual {p3, v1}, Lcom/larkbook/IntentSpec;->setAction(Ljava/lang/String;)V
    .line 68
    iget-object v1, p0, Lcom/larkbook/PeopleTools;->ctx:Landroid/content/Context;
    invoke-virtual {v1}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p3, v1}, Lcom/larkbook/IntentSpec;->setPkg(Ljava/lang/String;)V
    .line 69
    const-string v1, "com.larkbook.extra.RESUME_TOKEN"
    invoke-virtual {p3, v1, p1}, Lcom/larkbook/IntentSpec;->set(Ljava/lang/String;Ljava/lang/String;)V
    .line 70
    const-string v1, "com.larkbook.extra.PROMPT"
    invoke-virtual {p3, v1, p2}, Lcom/larkbook/IntentSpec;->set(Ljava/lang/String;Ljava/lang/String;)V
    .line 71
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method private final search(Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 36
    move-object/from16 v0, p2
    instance-of v0, v0, Lcom/larkbook/PeopleTools$search$1;
    if-eqz v0, :L39
    move-object/from16 v0, p2
    check-cast v0, Lcom/larkbook/PeopleTools$search$1;
    move-object/from16 v28, v0
    move-object/from16 v0, v28
    iget v0, v0, Lcom/larkbook/PeopleTools$search$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    move-object/from16 v1, v28
    iget v1, v1, Lcom/larkbook/PeopleTools$search$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    move-object/from16 v0, v28
    iput v1, v0, Lcom/larkbook/PeopleTools$search$1;->label:I
    goto :L50
:L39
    new-instance v0, Lcom/larkbook/PeopleTools$search$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p2
    invoke-direct {v0, v2, v3}, Lcom/larkbook/PeopleTools$search$1;-><init>(Lcom/larkbook/PeopleTools;Lkotlin/coroutines/Continuation;)V
    move-object/from16 v28, v0
:L50
    move-object/from16 v0, v28
    iget-object v0, v0, Lcom/larkbook/PeopleTools$search$1;->result:Ljava/lang/Object;
    move-object/from16 v27, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v32
    .line 40
    move-object/from16 v0, v28
    iget v0, v0, Lcom/larkbook/PeopleTools$search$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto/16 :L705
:L88
    move-object/from16 v0, v27
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 41
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larkbook/ToolCall;->getArgs-i1VLFoY()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "prefix"
    invoke-static {v0, v1}, Lcom/larkbook/Args;->get-impl(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L171
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L171
    move-object v12, v0
    move-object v13, v12
    .line 117
    const/4 v14, 0x0
    .line 41
    invoke-virtual {v13}, Ljava/lang/String;->length()I
    move-result v15
    const/4 v0, 0x1
    if-gt v0, v15, :L157
    const/16 v1, 0x29
    if-ge v15, v1, :L153
    const/4 v0, 0x1
    goto :L158
:L153
    const/4 v0, 0x0
    goto :L158
:L157
    const/4 v0, 0x0
:L158
    if-eqz v0, :L166
    move-object v0, v12
    goto :L167
:L166
    const/4 v0, 0x0
:L167
    if-nez v0, :L179
:L171
    .line 42
    const-string v0, "prefix must be 1 to 40 characters"
    invoke-static {v0}, Lcom/larkbook/OutcomeKt;->invalid(Ljava/lang/String;)Lcom/larkbook/Outcome;
    move-result-object v0
    return-object v0
:L179
    .line 41
    move-object v8, v0
    .line 43
    const-string v9, "UNAVAILABLE"
    .line 120
    sget-object v10, Lcom/larkbook/EitherKt$attempt$1;->INSTANCE:Lcom/larkbook/EitherKt$attempt$1;
    check-cast v10, Lkotlin/jvm/functions/Function1;
    .line 118
    const/4 v11, 0x0
:L195
    .line 124
    const/4 v12, 0x0
    .line 44
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/larkbook/PeopleTools$search$2$1;
    move-object/from16 v3, p0
    const/4 v5, 0x0
    invoke-direct {v1, v3, v8, v5}, Lcom/larkbook/PeopleTools$search$2$1;-><init>(Lcom/larkbook/PeopleTools;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object/from16 v4, p1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v28
    iput-object v4, v3, Lcom/larkbook/PeopleTools$search$1;->L$0:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v28
    iput-object v4, v3, Lcom/larkbook/PeopleTools$search$1;->L$1:Ljava/lang/Object;
    move-object/from16 v3, v28
    iput-object v9, v3, Lcom/larkbook/PeopleTools$search$1;->L$2:Ljava/lang/Object;
    move-object/from16 v3, v28
    iput-object v10, v3, Lcom/larkbook/PeopleTools$search$1;->L$3:Ljava/lang/Object;
    const/4 v4, 0x1
    move-object/from16 v3, v28
    iput v4, v3, Lcom/larkbook/PeopleTools$search$1;->label:I
    move-object/from16 v2, v28
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
:L261
    move-object/from16 v2, v32
    if-ne v0, v2, :L322
    .line 40
    return-object v32
:L270
    const/4 v11, 0x0
    const/4 v12, 0x0
    move-object/from16 v0, v28
    iget-object v10, v0, Lcom/larkbook/PeopleTools$search$1;->L$3:Ljava/lang/Object;
    check-cast v10, Lkotlin/jvm/functions/Function1;
    move-object/from16 v0, v28
    iget-object v9, v0, Lcom/larkbook/PeopleTools$search$1;->L$2:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    move-object/from16 v0, v28
    iget-object v8, v0, Lcom/larkbook/PeopleTools$search$1;->L$1:Ljava/lang/Object;
    check-cast v8, Ljava/lang/String;
    move-object/from16 v0, v28
    iget-object v0, v0, Lcom/larkbook/PeopleTools$search$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/larkbook/ToolCall;
    move-object/from16 p1, v0
:L314
    move-object/from16 v0, v27
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v27
:L322
    .line 44
    check-cast v0, Ljava/util/List;
    .line 124
    move-object/from16 v29, v0
    new-instance v13, Lcom/larkbook/Either$Right;
    move-object/from16 v2, v29
    invoke-direct {v13, v2}, Lcom/larkbook/Either$Right;-><init>(Ljava/lang/Object;)V
    check-cast v13, Lcom/larkbook/Either;
:L341
    goto :L386
:L344
    .line 125
    move-exception v14
    .line 126
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
:L386
    .line 127
    move-object v9, v13
    .line 46
    const/4 v10, 0x0
    .line 128
    move-object v11, v9
    .line 129
    instance-of v0, v11, Lcom/larkbook/Either$Left;
    if-eqz v0, :L412
    move-object v0, v9
    goto/16 :L601
:L412
    .line 130
    instance-of v0, v11, Lcom/larkbook/Either$Right;
    if-eqz v0, :L593
    move-object v0, v9
    check-cast v0, Lcom/larkbook/Either$Right;
    invoke-virtual {v0}, Lcom/larkbook/Either$Right;->getValue()Ljava/lang/Object;
    move-result-object v12
    check-cast v12, Ljava/util/List;
    const/4 v13, 0x0
    .line 46
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    move-object v2, v12
    check-cast v2, Ljava/lang/Iterable;
    move-object v14, v2
    const-string v16, "contacts"
    move-object/from16 v17, v0
    const/16 v18, 0x0
    .line 131
    move-object/from16 v19, v14
    new-instance v0, Ljava/util/ArrayList;
    const/16 v3, 0xa
    invoke-static {v14, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I
    move-result v2
    invoke-direct {v0, v2}, Ljava/util/ArrayList;-><init>(I)V
    check-cast v0, Ljava/util/Collection;
    move-object/from16 v20, v0
    const/16 v21, 0x0
    .line 132
    move-object/from16 v0, v19
    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v22
:L495
    move-object/from16 v0, v22
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L545
    move-object/from16 v0, v22
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v23
    .line 133
    move-object/from16 v1, v23
    check-cast v1, Lcom/larkbook/Contact;
    move-object/from16 v24, v1
    move-object/from16 v25, v20
    const/16 v26, 0x0
    .line 46
    move-object/from16 v0, v24
    invoke-virtual {v0}, Lcom/larkbook/Contact;->json()Lorg/json/JSONObject;
    move-result-object v0
    .line 133
    move-object v1, v0
    move-object/from16 v0, v25
    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    goto :L495
:L545
    .line 134
    move-object/from16 v0, v20
    check-cast v0, Ljava/util/List;
    .line 131
    move-object/from16 v25, v0
    move-object/from16 v2, v25
    check-cast v2, Ljava/util/Collection;
    .line 46
    move-object/from16 v30, v2
    new-instance v2, Lorg/json/JSONArray;
    move-object/from16 v4, v30
    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    move-object/from16 v0, v17
    move-object/from16 v1, v16
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v31
    .line 130
    new-instance v0, Lcom/larkbook/Either$Right;
    move-object/from16 v2, v31
    invoke-direct {v0, v2}, Lcom/larkbook/Either$Right;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lcom/larkbook/Either;
    goto :L601
:L593
    .line 128
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L601
    .line 135
    move-object v9, v0
    .line 47
    const/4 v10, 0x0
    .line 136
    move-object v11, v9
    .line 137
    instance-of v0, v11, Lcom/larkbook/Either$Left;
    if-eqz v0, :L651
    move-object v0, v9
    check-cast v0, Lcom/larkbook/Either$Left;
    invoke-virtual {v0}, Lcom/larkbook/Either$Left;->getValue()Ljava/lang/Object;
    move-result-object v12
    check-cast v12, Lcom/larkbook/Fault;
    const/4 v13, 0x0
    .line 47
    new-instance v0, Lcom/larkbook/Outcome$Failed;
    invoke-direct {v0, v12}, Lcom/larkbook/Outcome$Failed;-><init>(Lcom/larkbook/Fault;)V
    check-cast v0, Lcom/larkbook/Outcome;
    .line 137
    goto :L703
:L651
    .line 138
    instance-of v0, v11, Lcom/larkbook/Either$Right;
    if-eqz v0, :L695
    move-object v0, v9
    check-cast v0, Lcom/larkbook/Either$Right;
    invoke-virtual {v0}, Lcom/larkbook/Either$Right;->getValue()Ljava/lang/Object;
    move-result-object v12
    check-cast v12, Lorg/json/JSONObject;
    const/4 v13, 0x0
    .line 47
    new-instance v0, Lcom/larkbook/Outcome$Done;
    invoke-static {v12}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v0, v12}, Lcom/larkbook/Outcome$Done;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/larkbook/Outcome;
    .line 138
    goto :L703
:L695
    .line 136
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L703
    .line 43
    return-object v0
:L705
    .line 40
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_67
    .packed-switch 0x0
        :L88
        :L270
    .end packed-switch
    .catch Ljava/lang/Exception; {:L195 .. :L261} :L344
    .catch Ljava/lang/Exception; {:L314 .. :L341} :L344
.end method


# virtual methods
.method public getHandlers()Ljava/util/Map;
    .registers 2
    .line 24
    iget-object v0, p0, Lcom/larkbook/PeopleTools;->handlers:Ljava/util/Map;
    return-object v0
.end method
