.class public final Lcom/quillvault/NoteTools;
.super Lcom/quillvault/ToolSet;
.source "NoteTools.kt"

# instance fields
.field private final backup:Lcom/quillvault/Backup;
.field private final lastListed:Ljava/util/concurrent/atomic/AtomicLong;
.field private final onSyncFailure:Lkotlinx/coroutines/CoroutineExceptionHandler;


# direct methods
.method public constructor <init>(Landroid/content/Context;Lcom/quillvault/Store;Lcom/quillvault/TicketBook;Lcom/quillvault/AuditLog;Lkotlinx/coroutines/CoroutineScope;Lcom/quillvault/Backup;)V
    .registers 16
    const-string v1, "ctx"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "store"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "tickets"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "audit"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "scope"
    invoke-static {p5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "backup"
    invoke-static {p6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    new-instance v4, Lcom/quillvault/TokenMint;
    new-instance v6, Ljava/security/SecureRandom;
    invoke-direct {v6}, Ljava/security/SecureRandom;-><init>()V
    check-cast v6, Ljava/util/Random;
    invoke-direct {v4, v6}, Lcom/quillvault/TokenMint;-><init>(Ljava/util/Random;)V
    .line 21
    move-object v0, p0
    move-object v1, p1
    move-object v2, p2
    move-object v3, p3
    move-object v5, p4
    move-object v6, p5
    invoke-direct/range {v0 .. v6}, Lcom/quillvault/ToolSet;-><init>(Landroid/content/Context;Lcom/quillvault/Store;Lcom/quillvault/TicketBook;Lcom/quillvault/TokenMint;Lcom/quillvault/AuditLog;Lkotlinx/coroutines/CoroutineScope;)V
    iput-object p6, p0, Lcom/quillvault/NoteTools;->backup:Lcom/quillvault/Backup;
    .line 23
    new-instance v1, Ljava/util/concurrent/atomic/AtomicLong;
    invoke-direct {v1}, Ljava/util/concurrent/atomic/AtomicLong;-><init>()V
    iput-object v1, p0, Lcom/quillvault/NoteTools;->lastListed:Ljava/util/concurrent/atomic/AtomicLong;
    .line 26
    const/4 v7, 0x0
    .line 104
    sget-object v8, Lkotlinx/coroutines/CoroutineExceptionHandler;->Key:Lkotlinx/coroutines/CoroutineExceptionHandler$Key;
    new-instance v1, Lcom/quillvault/NoteTools$special$$inlined$CoroutineExceptionHandler$1;
    invoke-direct {v1, v8, p4}, Lcom/quillvault/NoteTools$special$$inlined$CoroutineExceptionHandler$1;-><init>(Lkotlinx/coroutines/CoroutineExceptionHandler$Key;Lcom/quillvault/AuditLog;)V
    check-cast v1, Lkotlinx/coroutines/CoroutineExceptionHandler;
    .line 26
    iput-object v1, p0, Lcom/quillvault/NoteTools;->onSyncFailure:Lkotlinx/coroutines/CoroutineExceptionHandler;
    .line 21
    return-void
.end method

.method public static final synthetic access$create(Lcom/quillvault/NoteTools;Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 21
    invoke-direct {p0, p1, p2}, Lcom/quillvault/NoteTools;->create(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$delete(Lcom/quillvault/NoteTools;Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 21
    invoke-direct {p0, p1, p2}, Lcom/quillvault/NoteTools;->delete(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getBackup$p(Lcom/quillvault/NoteTools;)Lcom/quillvault/Backup;
    .registers 2
    .line 21
    iget-object v0, p0, Lcom/quillvault/NoteTools;->backup:Lcom/quillvault/Backup;
    return-object v0
.end method

.method public static final synthetic access$getLastListed$p(Lcom/quillvault/NoteTools;)Ljava/util/concurrent/atomic/AtomicLong;
    .registers 2
    .line 21
    iget-object v0, p0, Lcom/quillvault/NoteTools;->lastListed:Ljava/util/concurrent/atomic/AtomicLong;
    return-object v0
.end method

.method public static final synthetic access$list(Lcom/quillvault/NoteTools;Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 21
    invoke-direct {p0, p1, p2}, Lcom/quillvault/NoteTools;->list(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$recent(Lcom/quillvault/NoteTools;Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 21
    invoke-direct {p0, p1, p2}, Lcom/quillvault/NoteTools;->recent(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$search(Lcom/quillvault/NoteTools;Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 21
    invoke-direct {p0, p1, p2}, Lcom/quillvault/NoteTools;->search(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method private final create(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 19
    move-object/from16 v0, p2
    instance-of v0, v0, Lcom/quillvault/NoteTools$create$1;
    if-eqz v0, :L39
    move-object/from16 v0, p2
    check-cast v0, Lcom/quillvault/NoteTools$create$1;
    move-object v14, v0
    iget v0, v14, Lcom/quillvault/NoteTools$create$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    iget v1, v14, Lcom/quillvault/NoteTools$create$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v14, Lcom/quillvault/NoteTools$create$1;->label:I
    goto :L50
:L39
    new-instance v14, Lcom/quillvault/NoteTools$create$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p2
    invoke-direct {v14, v2, v3}, Lcom/quillvault/NoteTools$create$1;-><init>(Lcom/quillvault/NoteTools;Lkotlin/coroutines/Continuation;)V
:L50
    iget-object v13, v14, Lcom/quillvault/NoteTools$create$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v15
    .line 69
    iget v0, v14, Lcom/quillvault/NoteTools$create$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto/16 :L481
:L88
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 70
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/quillvault/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "title"
    const-string v2, ""
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v9
    move-object v10, v9
    .line 112
    const/4 v11, 0x0
    .line 70
    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v0, v10
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z
    move-result v0
    if-nez v0, :L135
    const/4 v0, 0x1
    goto :L136
:L135
    const/4 v0, 0x0
:L136
    if-eqz v0, :L145
    move-object v0, v9
    goto :L146
:L145
    const/4 v0, 0x0
:L146
    if-nez v0, :L164
    const-string v0, "INVALID_ARGS"
    const-string v1, "title is required"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/quillvault/OutcomeKt;->failed$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/quillvault/Outcome;
    move-result-object v0
    return-object v0
:L164
    move-object v7, v0
    .line 71
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v2, "toString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v8, v0
    .line 72
    new-instance v10, Landroid/content/ContentValues;
    invoke-direct {v10}, Landroid/content/ContentValues;-><init>()V
    move-object v11, v10
    const/4 v12, 0x0
    .line 73
    const-string v1, "id"
    invoke-virtual {v11, v1, v8}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 74
    const-string v1, "title"
    invoke-virtual {v11, v1, v7}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 75
    move-object/from16 v2, p1
    invoke-virtual {v2}, Lcom/quillvault/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v2
    const-string v3, "body"
    const-string v4, ""
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v1, "body"
    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 76
    move-object/from16 v2, p1
    invoke-virtual {v2}, Lcom/quillvault/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v2
    const-string v3, "tag"
    const-string v4, ""
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v1, "tag"
    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 72
    move-object v9, v10
    .line 78
    move-object/from16 v0, p0
    invoke-virtual {v0}, Lcom/quillvault/NoteTools;->getStore()Lcom/quillvault/Store;
    move-result-object v0
    new-instance v2, Lcom/quillvault/NoteTools$$ExternalSyntheticLambda0;
    invoke-direct {v2, v9}, Lcom/quillvault/NoteTools$$ExternalSyntheticLambda0;-><init>(Landroid/content/ContentValues;)V
    move-object/from16 v5, p1
    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v14, Lcom/quillvault/NoteTools$create$1;->L$0:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v14, Lcom/quillvault/NoteTools$create$1;->L$1:Ljava/lang/Object;
    iput-object v8, v14, Lcom/quillvault/NoteTools$create$1;->L$2:Ljava/lang/Object;
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v14, Lcom/quillvault/NoteTools$create$1;->L$3:Ljava/lang/Object;
    const/4 v5, 0x1
    iput v5, v14, Lcom/quillvault/NoteTools$create$1;->label:I
    const-string v1, "create"
    invoke-virtual {v0, v1, v2, v14}, Lcom/quillvault/Store;->write-0E7RQCE(Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L382
    .line 69
    return-object v15
:L331
    iget-object v9, v14, Lcom/quillvault/NoteTools$create$1;->L$3:Ljava/lang/Object;
    check-cast v9, Landroid/content/ContentValues;
    iget-object v8, v14, Lcom/quillvault/NoteTools$create$1;->L$2:Ljava/lang/Object;
    check-cast v8, Ljava/lang/String;
    iget-object v7, v14, Lcom/quillvault/NoteTools$create$1;->L$1:Ljava/lang/Object;
    check-cast v7, Ljava/lang/String;
    iget-object v0, v14, Lcom/quillvault/NoteTools$create$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/quillvault/ToolCall;
    move-object/from16 p1, v0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
    check-cast v0, Lkotlin/Result;
    invoke-virtual {v0}, Lkotlin/Result;->unbox-impl()Ljava/lang/Object;
    move-result-object v0
:L382
    .line 78
    move-object v10, v0
    invoke-static {v10}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L397
    goto :L413
:L397
    move-object v11, v0
    .line 112
    const/4 v12, 0x0
    .line 78
    const-string v0, "UNAVAILABLE"
    const-string v1, "The note was not saved"
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Lcom/quillvault/OutcomeKt;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/quillvault/Outcome;
    move-result-object v0
    return-object v0
:L413
    .line 79
    move-object/from16 v0, p0
    invoke-virtual {v0}, Lcom/quillvault/NoteTools;->getScope()Lkotlinx/coroutines/CoroutineScope;
    move-result-object v0
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    move-object/from16 v2, p0
    iget-object v2, v2, Lcom/quillvault/NoteTools;->onSyncFailure:Lkotlinx/coroutines/CoroutineExceptionHandler;
    check-cast v2, Lkotlin/coroutines/CoroutineContext;
    invoke-virtual {v1, v2}, Lkotlinx/coroutines/CoroutineDispatcher;->plus(Lkotlin/coroutines/CoroutineContext;)Lkotlin/coroutines/CoroutineContext;
    move-result-object v1
    new-instance v3, Lcom/quillvault/NoteTools$create$4;
    move-object/from16 v5, p0
    const/4 v6, 0x0
    invoke-direct {v3, v5, v8, v6}, Lcom/quillvault/NoteTools$create$4;-><init>(Lcom/quillvault/NoteTools;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v3, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x0
    const/4 v4, 0x2
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;
    .line 85
    new-instance v0, Lcom/quillvault/Outcome$Ok;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "id"
    invoke-virtual {v2, v3, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/quillvault/Outcome$Ok;-><init>(Lorg/json/JSONObject;)V
    return-object v0
:L481
    .line 69
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_67
    .packed-switch 0x0
        :L88
        :L331
    .end packed-switch
.end method

.method public static final create$lambda$2(Landroid/content/ContentValues;Landroid/database/sqlite/SQLiteDatabase;)Lkotlin/Unit;
    .registers 5
    const-string v1, "it"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 78
    const-string v1, "notes"
    const/4 v2, 0x0
    invoke-virtual {p1, v1, v2, p0}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method private final delete(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 20
    move-object/from16 v0, p2
    instance-of v0, v0, Lcom/quillvault/NoteTools$delete$1;
    if-eqz v0, :L39
    move-object/from16 v0, p2
    check-cast v0, Lcom/quillvault/NoteTools$delete$1;
    move-object v15, v0
    iget v0, v15, Lcom/quillvault/NoteTools$delete$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    iget v1, v15, Lcom/quillvault/NoteTools$delete$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v15, Lcom/quillvault/NoteTools$delete$1;->label:I
    goto :L50
:L39
    new-instance v15, Lcom/quillvault/NoteTools$delete$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p2
    invoke-direct {v15, v2, v3}, Lcom/quillvault/NoteTools$delete$1;-><init>(Lcom/quillvault/NoteTools;Lkotlin/coroutines/Continuation;)V
:L50
    iget-object v14, v15, Lcom/quillvault/NoteTools$delete$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v16
    .line 88
    iget v0, v15, Lcom/quillvault/NoteTools$delete$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto/16 :L525
:L88
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 89
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/quillvault/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "id"
    const-string v2, ""
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v8
    move-object v9, v8
    .line 112
    const/4 v10, 0x0
    .line 89
    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v0, v9
    check-cast v0, Ljava/lang/CharSequence;
    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-lez v0, :L137
    const/4 v0, 0x1
    goto :L138
:L137
    const/4 v0, 0x0
:L138
    if-eqz v0, :L147
    move-object v0, v8
    goto :L148
:L147
    const/4 v0, 0x0
:L148
    if-nez v0, :L166
    const-string v0, "INVALID_ARGS"
    const-string v1, "id is required"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/quillvault/OutcomeKt;->failed$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/quillvault/Outcome;
    move-result-object v0
    return-object v0
:L166
    move-object v6, v0
    .line 90
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/quillvault/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "confirmed"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v7
    .line 91
    move-object/from16 v8, p0
:L183
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v8
    check-cast v0, Lcom/quillvault/NoteTools;
    move-object v9, v0
    .line 112
    const/4 v10, 0x0
    .line 91
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/quillvault/ToolCall;->getTicket()Lcom/quillvault/Ticket;
    move-result-object v0
    if-eqz v0, :L219
    invoke-virtual {v0}, Lcom/quillvault/Ticket;->getApproved()Ljava/lang/Boolean;
    move-result-object v0
    const/4 v1, 0x1
    invoke-static {v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    goto :L221
:L219
    const/4 v0, 0x0
:L221
    if-nez v0, :L245
    .line 112
    const/4 v11, 0x0
    .line 91
    const-string v11, "delete_note needs the user's consent"
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-virtual {v11}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:L245
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v9
:L254
    goto :L273
:L257
    move-exception v10
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v9
:L273
    move-object v8, v9
    invoke-static {v8}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L489
    move-object v0, v8
    check-cast v0, Lkotlin/Unit;
    move-object v9, v0
    const/4 v10, 0x0
    .line 93
    move-object/from16 v0, p0
    invoke-virtual {v0}, Lcom/quillvault/NoteTools;->getStore()Lcom/quillvault/Store;
    move-result-object v0
    new-instance v2, Lcom/quillvault/NoteTools$$ExternalSyntheticLambda1;
    invoke-direct {v2, v6}, Lcom/quillvault/NoteTools$$ExternalSyntheticLambda1;-><init>(Ljava/lang/String;)V
    move-object/from16 v5, p1
    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v15, Lcom/quillvault/NoteTools$delete$1;->L$0:Ljava/lang/Object;
    iput-object v6, v15, Lcom/quillvault/NoteTools$delete$1;->L$1:Ljava/lang/Object;
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v15, Lcom/quillvault/NoteTools$delete$1;->L$2:Ljava/lang/Object;
    iput-boolean v7, v15, Lcom/quillvault/NoteTools$delete$1;->Z$0:Z
    const/4 v5, 0x1
    iput v5, v15, Lcom/quillvault/NoteTools$delete$1;->label:I
    const-string v1, "delete"
    invoke-virtual {v0, v1, v2, v15}, Lcom/quillvault/Store;->write-0E7RQCE(Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    move-object/from16 v2, v16
    if-ne v0, v2, :L413
    .line 88
    return-object v16
:L362
    const/4 v10, 0x0
    iget-boolean v7, v15, Lcom/quillvault/NoteTools$delete$1;->Z$0:Z
    iget-object v9, v15, Lcom/quillvault/NoteTools$delete$1;->L$2:Ljava/lang/Object;
    check-cast v9, Lkotlin/Unit;
    iget-object v6, v15, Lcom/quillvault/NoteTools$delete$1;->L$1:Ljava/lang/Object;
    check-cast v6, Ljava/lang/String;
    iget-object v0, v15, Lcom/quillvault/NoteTools$delete$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/quillvault/ToolCall;
    move-object/from16 p1, v0
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v14
    check-cast v0, Lkotlin/Result;
    invoke-virtual {v0}, Lkotlin/Result;->unbox-impl()Ljava/lang/Object;
    move-result-object v0
:L413
    .line 93
    move-object v11, v0
    .line 94
    invoke-static {v11}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L469
    move-object v0, v11
    check-cast v0, Lkotlin/Unit;
    move-object v12, v0
    .line 112
    const/4 v13, 0x0
    .line 94
    new-instance v0, Lcom/quillvault/Outcome$Ok;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "deleted"
    invoke-virtual {v2, v3, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/quillvault/Outcome$Ok;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/quillvault/Outcome;
    goto :L485
:L469
    move-object v12, v0
    .line 112
    const/4 v13, 0x0
    .line 94
    const-string v0, "UNAVAILABLE"
    const-string v1, "The note was not deleted"
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Lcom/quillvault/OutcomeKt;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/quillvault/Outcome;
    move-result-object v0
:L485
    .line 91
    goto :L524
:L489
    move-object v9, v0
    const/4 v10, 0x0
    .line 97
    if-eqz v7, :L505
    const-string v0, "Your assistant says you asked to delete this note. Delete it?"
    goto :L508
:L505
    const-string v0, "Delete this note?"
:L508
    move-object v11, v0
    .line 98
    move-object/from16 v0, p0
    move-object/from16 v1, p1
    const-class v2, Lcom/quillvault/DeleteNoteActivity;
    const/high16 v4, 0xc000000
    invoke-virtual {v0, v1, v2, v11, v4}, Lcom/quillvault/NoteTools;->askUser(Lcom/quillvault/ToolCall;Ljava/lang/Class;Ljava/lang/String;I)Lcom/quillvault/Outcome;
    move-result-object v0
:L524
    .line 91
    return-object v0
:L525
    .line 88
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_67
    .packed-switch 0x0
        :L88
        :L362
    .end packed-switch
    .catch Ljava/lang/Throwable; {:L183 .. :L254} :L257
.end method

.method public static final delete$lambda$2$0(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase;)Lkotlin/Unit;
    .registers 8
    const-string v1, "it"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 93
    const/4 v3, 0x1
    new-array v5, v3, [Ljava/lang/String;
    const/4 v4, 0x0
    aput-object p0, v5, v4
    const-string v1, "notes"
    const-string v2, "id = ?"
    invoke-virtual {p1, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method private final list(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 14
    instance-of v0, p2, Lcom/quillvault/NoteTools$list$1;
    if-eqz v0, :L39
    move-object v0, p2
    check-cast v0, Lcom/quillvault/NoteTools$list$1;
    move-object v9, v0
    iget v0, v9, Lcom/quillvault/NoteTools$list$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    iget v1, v9, Lcom/quillvault/NoteTools$list$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v9, Lcom/quillvault/NoteTools$list$1;->label:I
    goto :L50
:L39
    new-instance v9, Lcom/quillvault/NoteTools$list$1;
    invoke-direct {v9, p0, p2}, Lcom/quillvault/NoteTools$list$1;-><init>(Lcom/quillvault/NoteTools;Lkotlin/coroutines/Continuation;)V
:L50
    iget-object v8, v9, Lcom/quillvault/NoteTools$list$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v10
    .line 45
    iget v0, v9, Lcom/quillvault/NoteTools$list$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto :L246
:L88
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 46
    invoke-virtual {p0}, Lcom/quillvault/NoteTools;->getStore()Lcom/quillvault/Store;
    move-result-object v0
    const/4 v3, 0x0
    new-array v3, v3, [Ljava/lang/String;
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/quillvault/NoteTools$list$1;->L$0:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v9, Lcom/quillvault/NoteTools$list$1;->label:I
    const-string v1, "list"
    const-string v2, "SELECT id, title, tag FROM notes WHERE archived = 0 AND private = 0 ORDER BY title LIMIT 200"
    invoke-virtual {v0, v1, v2, v3, v9}, Lcom/quillvault/Store;->rows-BWLJW6A(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v10, :L158
    .line 45
    return-object v10
:L136
    iget-object p1, v9, Lcom/quillvault/NoteTools$list$1;->L$0:Ljava/lang/Object;
    check-cast p1, Lcom/quillvault/ToolCall;
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v8
    check-cast v0, Lkotlin/Result;
    invoke-virtual {v0}, Lkotlin/Result;->unbox-impl()Ljava/lang/Object;
    move-result-object v0
:L158
    .line 46
    move-object v5, v0
    invoke-static {v5}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L198
    move-object v0, v5
    check-cast v0, Ljava/util/List;
    move-object v6, v0
    const/4 v7, 0x0
    .line 47
    new-instance v0, Lcom/quillvault/Outcome$Ok;
    const-string v3, "notes"
    invoke-static {v6, v3}, Lcom/quillvault/ToolsKt;->asValue(Ljava/util/List;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/quillvault/Outcome$Ok;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/quillvault/Outcome;
    .line 46
    goto :L245
:L198
    move-object v6, v0
    const/4 v7, 0x0
    .line 48
    instance-of v1, v6, Lcom/quillvault/StoreError;
    const-string v0, "UNAVAILABLE"
    if-eqz v1, :L222
    move-object v1, v6
    check-cast v1, Lcom/quillvault/StoreError;
    goto :L223
:L222
    const/4 v1, 0x0
:L223
    if-eqz v1, :L233
    invoke-virtual {v1}, Lcom/quillvault/StoreError;->getReason()Ljava/lang/String;
    move-result-object v1
    goto :L235
:L233
    const/4 v1, 0x0
:L235
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "Notes could not be read: "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Lcom/quillvault/OutcomeKt;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/quillvault/Outcome;
    move-result-object v0
:L245
    .line 49
    return-object v0
:L246
    .line 45
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_67
    .packed-switch 0x0
        :L88
        :L136
    .end packed-switch
.end method

.method private final recent(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 14
    instance-of v0, p2, Lcom/quillvault/NoteTools$recent$1;
    if-eqz v0, :L39
    move-object v0, p2
    check-cast v0, Lcom/quillvault/NoteTools$recent$1;
    move-object v9, v0
    iget v0, v9, Lcom/quillvault/NoteTools$recent$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    iget v1, v9, Lcom/quillvault/NoteTools$recent$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v9, Lcom/quillvault/NoteTools$recent$1;->label:I
    goto :L50
:L39
    new-instance v9, Lcom/quillvault/NoteTools$recent$1;
    invoke-direct {v9, p0, p2}, Lcom/quillvault/NoteTools$recent$1;-><init>(Lcom/quillvault/NoteTools;Lkotlin/coroutines/Continuation;)V
:L50
    iget-object v8, v9, Lcom/quillvault/NoteTools$recent$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v10
    .line 60
    iget v0, v9, Lcom/quillvault/NoteTools$recent$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto :L255
:L88
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 61
    new-instance v6, Lkotlin/jvm/internal/Ref$BooleanRef;
    invoke-direct {v6}, Lkotlin/jvm/internal/Ref$BooleanRef;-><init>()V
    .line 62
    invoke-virtual {p0}, Lcom/quillvault/NoteTools;->getStore()Lcom/quillvault/Store;
    move-result-object v0
    const/4 v3, 0x0
    new-array v3, v3, [Ljava/lang/String;
    const-string v1, "recent"
    const-string v2, "SELECT id, title FROM notes WHERE private = 0 ORDER BY rowid DESC LIMIT 20"
    invoke-virtual {v0, v1, v2, v3}, Lcom/quillvault/Store;->stream(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 63
    new-instance v1, Lcom/quillvault/NoteTools$recent$rows$1;
    const/4 v4, 0x0
    invoke-direct {v1, v6, v4}, Lcom/quillvault/NoteTools$recent$rows$1;-><init>(Lkotlin/jvm/internal/Ref$BooleanRef;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function3;
    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->catch(Lkotlinx/coroutines/flow/Flow;Lkotlin/jvm/functions/Function3;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 64
    new-instance v1, Lcom/quillvault/NoteTools$recent$rows$2;
    const/4 v4, 0x0
    invoke-direct {v1, p0, v4}, Lcom/quillvault/NoteTools$recent$rows$2;-><init>(Lcom/quillvault/NoteTools;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function3;
    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->onCompletion(Lkotlinx/coroutines/flow/Flow;Lkotlin/jvm/functions/Function3;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 65
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v9, Lcom/quillvault/NoteTools$recent$1;->L$0:Ljava/lang/Object;
    iput-object v6, v9, Lcom/quillvault/NoteTools$recent$1;->L$1:Ljava/lang/Object;
    const/4 v5, 0x1
    iput v5, v9, Lcom/quillvault/NoteTools$recent$1;->label:I
    const/4 v1, 0x0
    const/4 v3, 0x1
    const/4 v4, 0x0
    invoke-static {v0, v1, v9, v3, v4}, Lkotlinx/coroutines/flow/FlowKt;->toList$default(Lkotlinx/coroutines/flow/Flow;Ljava/util/List;Lkotlin/coroutines/Continuation;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v10, :L211
    .line 60
    return-object v10
:L186
    iget-object v6, v9, Lcom/quillvault/NoteTools$recent$1;->L$1:Ljava/lang/Object;
    check-cast v6, Lkotlin/jvm/internal/Ref$BooleanRef;
    iget-object p1, v9, Lcom/quillvault/NoteTools$recent$1;->L$0:Ljava/lang/Object;
    check-cast p1, Lcom/quillvault/ToolCall;
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v8
:L211
    check-cast v0, Ljava/util/List;
    .line 62
    move-object v7, v0
    .line 66
    iget-boolean v0, v6, Lkotlin/jvm/internal/Ref$BooleanRef;->element:Z
    if-eqz v0, :L236
    const-string v0, "UNAVAILABLE"
    const-string v1, "Recent notes are unavailable"
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Lcom/quillvault/OutcomeKt;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/quillvault/Outcome;
    move-result-object v0
    goto :L254
:L236
    new-instance v0, Lcom/quillvault/Outcome$Ok;
    const-string v3, "notes"
    invoke-static {v7, v3}, Lcom/quillvault/ToolsKt;->asValue(Ljava/util/List;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/quillvault/Outcome$Ok;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/quillvault/Outcome;
:L254
    return-object v0
:L255
    .line 60
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_67
    .packed-switch 0x0
        :L88
        :L186
    .end packed-switch
.end method

.method private final search(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 16
    instance-of v0, p2, Lcom/quillvault/NoteTools$search$1;
    if-eqz v0, :L39
    move-object v0, p2
    check-cast v0, Lcom/quillvault/NoteTools$search$1;
    move-object v11, v0
    iget v0, v11, Lcom/quillvault/NoteTools$search$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    iget v1, v11, Lcom/quillvault/NoteTools$search$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v11, Lcom/quillvault/NoteTools$search$1;->label:I
    goto :L50
:L39
    new-instance v11, Lcom/quillvault/NoteTools$search$1;
    invoke-direct {v11, p0, p2}, Lcom/quillvault/NoteTools$search$1;-><init>(Lcom/quillvault/NoteTools;Lkotlin/coroutines/Continuation;)V
:L50
    iget-object v10, v11, Lcom/quillvault/NoteTools$search$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v12
    .line 51
    iget v0, v11, Lcom/quillvault/NoteTools$search$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto/16 :L311
:L88
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 52
    invoke-virtual {p1}, Lcom/quillvault/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "tag"
    const-string v2, ""
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "optString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v6
    .line 53
    move-object v0, v6
    check-cast v0, Ljava/lang/CharSequence;
    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-nez v0, :L139
    const/4 v0, 0x1
    goto :L140
:L139
    const/4 v0, 0x0
:L140
    if-nez v0, :L152
    invoke-virtual {v6}, Ljava/lang/String;->length()I
    move-result v0
    const/16 v1, 0x28
    if-le v0, v1, :L165
:L152
    const-string v0, "INVALID_ARGS"
    const-string v1, "tag must be 1 to 40 characters"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/quillvault/OutcomeKt;->failed$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/quillvault/Outcome;
    move-result-object v0
    return-object v0
:L165
    .line 54
    invoke-virtual {p0}, Lcom/quillvault/NoteTools;->getStore()Lcom/quillvault/Store;
    move-result-object v0
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "SELECT id, title FROM notes WHERE private = 0 AND tag = '"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "'"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    const/4 v3, 0x0
    new-array v3, v3, [Ljava/lang/String;
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v11, Lcom/quillvault/NoteTools$search$1;->L$0:Ljava/lang/Object;
    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v11, Lcom/quillvault/NoteTools$search$1;->L$1:Ljava/lang/Object;
    const/4 v5, 0x1
    iput v5, v11, Lcom/quillvault/NoteTools$search$1;->label:I
    const-string v1, "search"
    invoke-virtual {v0, v1, v2, v3, v11}, Lcom/quillvault/Store;->rows-BWLJW6A(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v12, :L251
    .line 51
    return-object v12
:L220
    iget-object v6, v11, Lcom/quillvault/NoteTools$search$1;->L$1:Ljava/lang/Object;
    check-cast v6, Ljava/lang/String;
    iget-object p1, v11, Lcom/quillvault/NoteTools$search$1;->L$0:Ljava/lang/Object;
    check-cast p1, Lcom/quillvault/ToolCall;
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v10
    check-cast v0, Lkotlin/Result;
    invoke-virtual {v0}, Lkotlin/Result;->unbox-impl()Ljava/lang/Object;
    move-result-object v0
:L251
    .line 54
    move-object v7, v0
    invoke-static {v7}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L294
    move-object v0, v7
    check-cast v0, Ljava/util/List;
    move-object v8, v0
    const/4 v9, 0x0
    .line 55
    new-instance v0, Lcom/quillvault/Outcome$Ok;
    const-string v3, "notes"
    invoke-static {v8, v3}, Lcom/quillvault/ToolsKt;->asValue(Ljava/util/List;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/quillvault/Outcome$Ok;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/quillvault/Outcome;
    .line 54
    goto :L310
:L294
    move-object v8, v0
    const/4 v9, 0x0
    .line 56
    const-string v0, "UNAVAILABLE"
    const-string v1, "The search is unavailable"
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Lcom/quillvault/OutcomeKt;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/quillvault/Outcome;
    move-result-object v0
:L310
    .line 54
    return-object v0
:L311
    .line 51
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


# virtual methods
.method public dispatch(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 9
    .line 36
    invoke-virtual {p1}, Lcom/quillvault/ToolCall;->getTool()Ljava/lang/String;
    move-result-object v5
    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_9
    goto :L155
:L60
    const-string v1, "recent_notes"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L134
    goto :L155
:L72
    const-string v1, "list_notes"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L120
    goto :L155
:L84
    const-string v1, "create_note"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L141
    goto :L155
:L96
    const-string v1, "delete_note"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L148
    goto :L155
:L108
    const-string v1, "search_notes"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L127
    goto :L155
:L120
    .line 37
    invoke-direct {p0, p1, p2}, Lcom/quillvault/NoteTools;->list(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 43
    return-object v0
:L127
    .line 38
    invoke-direct {p0, p1, p2}, Lcom/quillvault/NoteTools;->search(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 43
    return-object v0
:L134
    .line 39
    invoke-direct {p0, p1, p2}, Lcom/quillvault/NoteTools;->recent(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 43
    return-object v0
:L141
    .line 40
    invoke-direct {p0, p1, p2}, Lcom/quillvault/NoteTools;->create(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 43
    return-object v0
:L148
    .line 41
    invoke-direct {p0, p1, p2}, Lcom/quillvault/NoteTools;->delete(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 43
    return-object v0
:L155
    new-instance v0, Ljava/lang/IllegalStateException;
    .line 42
    invoke-virtual {p1}, Lcom/quillvault/ToolCall;->getTool()Ljava/lang/String;
    move-result-object v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "no handler for "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:sswitch_data_9
    .sparse-switch
        -0x42e049fa -> :L96
        -0x1d6dfaab -> :L84
        0x1b50396a -> :L108
        0x29e5f3e0 -> :L72
        0x662f87dd -> :L60
    .end sparse-switch
.end method

.method public final execute(Lcom/quillvault/Caller;Lcom/quillvault/Envelope;)Lcom/quillvault/Outcome;
    .registers 14
    const-string v1, "caller"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "env"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    invoke-virtual {p0, p1, p2}, Lcom/quillvault/NoteTools;->prepare(Lcom/quillvault/Caller;Lcom/quillvault/Envelope;)Lcom/quillvault/Either;
    move-result-object v6
    const/4 v7, 0x0
    .line 108
    move-object v8, v6
    .line 109
    instance-of v0, v8, Lcom/quillvault/Either$Left;
    if-eqz v0, :L54
    move-object v0, v6
    check-cast v0, Lcom/quillvault/Either$Left;
    invoke-virtual {v0}, Lcom/quillvault/Either$Left;->getValue()Ljava/lang/Object;
    move-result-object v9
    check-cast v9, Lcom/quillvault/Outcome;
    const/4 v10, 0x0
    .line 29
    return-object v9
:L54
    .line 110
    instance-of v0, v8, Lcom/quillvault/Either$Right;
    if-eqz v0, :L83
    move-object v0, v6
    check-cast v0, Lcom/quillvault/Either$Right;
    invoke-virtual {v0}, Lcom/quillvault/Either$Right;->getValue()Ljava/lang/Object;
    move-result-object v9
    check-cast v9, Lcom/quillvault/ToolCall;
    const/4 v10, 0x0
    move-object v0, v9
    goto :L91
:L83
    .line 108
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L91
    .line 29
    move-object v5, v0
    .line 30
    new-instance v1, Lcom/quillvault/NoteTools$execute$result$1;
    const/4 v4, 0x0
    invoke-direct {v1, p0, v5, v4}, Lcom/quillvault/NoteTools$execute$result$1;-><init>(Lcom/quillvault/NoteTools;Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v0, 0x0
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lkotlin/Result;
    invoke-virtual {v0}, Lkotlin/Result;->unbox-impl()Ljava/lang/Object;
    move-result-object v6
    .line 32
    move-object v7, v6
    invoke-static {v7}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L164
    move-object v0, v7
    check-cast v0, Lcom/quillvault/Outcome;
    move-object v8, v0
    .line 112
    const/4 v9, 0x0
    .line 32
    invoke-virtual {v5}, Lcom/quillvault/ToolCall;->getTicket()Lcom/quillvault/Ticket;
    move-result-object v0
    if-eqz v0, :L163
    invoke-virtual {p0}, Lcom/quillvault/NoteTools;->getTickets()Lcom/quillvault/TicketBook;
    move-result-object v0
    invoke-virtual {v5}, Lcom/quillvault/ToolCall;->getTicket()Lcom/quillvault/Ticket;
    move-result-object v1
    invoke-virtual {v1}, Lcom/quillvault/Ticket;->getToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/quillvault/TicketBook;->spend(Ljava/lang/String;)V
:L163
:L164
    .line 33
    move-object v7, v6
    invoke-static {v7}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L183
    move-object v0, v7
    goto :L196
:L183
    move-object v8, v0
    .line 112
    const/4 v9, 0x0
    .line 33
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "The notebook could not finish the request"
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Lcom/quillvault/OutcomeKt;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/quillvault/Outcome;
    move-result-object v0
:L196
    check-cast v0, Lcom/quillvault/Outcome;
    return-object v0
.end method
