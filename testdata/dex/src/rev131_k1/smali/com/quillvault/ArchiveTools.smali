.class public final Lcom/quillvault/ArchiveTools;
.super Lcom/quillvault/ToolSet;
.source "ArchiveTools.kt"

# instance fields
.field private final backup:Lcom/quillvault/Backup;
.field private final prefs:Landroid/content/SharedPreferences;


# direct methods
.method public constructor <init>(Landroid/content/Context;Lcom/quillvault/Store;Lcom/quillvault/TicketBook;Lcom/quillvault/AuditLog;Lkotlinx/coroutines/CoroutineScope;Lcom/quillvault/Backup;)V
    .registers 14
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
    .line 19
    new-instance v4, Lcom/quillvault/TokenMint;
    new-instance v6, Ljava/util/Random;
    invoke-direct {v6}, Ljava/util/Random;-><init>()V
    invoke-direct {v4, v6}, Lcom/quillvault/TokenMint;-><init>(Ljava/util/Random;)V
    .line 18
    move-object v0, p0
    move-object v1, p1
    move-object v2, p2
    move-object v3, p3
    move-object v5, p4
    move-object v6, p5
    invoke-direct/range {v0 .. v6}, Lcom/quillvault/ToolSet;-><init>(Landroid/content/Context;Lcom/quillvault/Store;Lcom/quillvault/TicketBook;Lcom/quillvault/TokenMint;Lcom/quillvault/AuditLog;Lkotlinx/coroutines/CoroutineScope;)V
    iput-object p6, p0, Lcom/quillvault/ArchiveTools;->backup:Lcom/quillvault/Backup;
    .line 20
    const-string v2, "archive"
    const/4 v3, 0x0
    invoke-virtual {p1, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v1
    iput-object v1, p0, Lcom/quillvault/ArchiveTools;->prefs:Landroid/content/SharedPreferences;
    .line 18
    return-void
.end method

.method public static final synthetic access$archive(Lcom/quillvault/ArchiveTools;Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 18
    invoke-direct {p0, p1, p2}, Lcom/quillvault/ArchiveTools;->archive(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$browse(Lcom/quillvault/ArchiveTools;Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 18
    invoke-direct {p0, p1, p2}, Lcom/quillvault/ArchiveTools;->browse(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getBackup$p(Lcom/quillvault/ArchiveTools;)Lcom/quillvault/Backup;
    .registers 2
    .line 18
    iget-object v0, p0, Lcom/quillvault/ArchiveTools;->backup:Lcom/quillvault/Backup;
    return-object v0
.end method

.method public static final synthetic access$getPrefs$p(Lcom/quillvault/ArchiveTools;)Landroid/content/SharedPreferences;
    .registers 2
    .line 18
    iget-object v0, p0, Lcom/quillvault/ArchiveTools;->prefs:Landroid/content/SharedPreferences;
    return-object v0
.end method

.method public static final synthetic access$list(Lcom/quillvault/ArchiveTools;Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 18
    invoke-direct {p0, p1, p2}, Lcom/quillvault/ArchiveTools;->list(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$purge(Lcom/quillvault/ArchiveTools;Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 18
    invoke-direct {p0, p1, p2}, Lcom/quillvault/ArchiveTools;->purge(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$restore(Lcom/quillvault/ArchiveTools;Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 18
    invoke-direct {p0, p1, p2}, Lcom/quillvault/ArchiveTools;->restore(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method private final archive(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 19
    move-object/from16 v0, p2
    instance-of v0, v0, Lcom/quillvault/ArchiveTools$archive$1;
    if-eqz v0, :L39
    move-object/from16 v0, p2
    check-cast v0, Lcom/quillvault/ArchiveTools$archive$1;
    move-object v14, v0
    iget v0, v14, Lcom/quillvault/ArchiveTools$archive$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    iget v1, v14, Lcom/quillvault/ArchiveTools$archive$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v14, Lcom/quillvault/ArchiveTools$archive$1;->label:I
    goto :L50
:L39
    new-instance v14, Lcom/quillvault/ArchiveTools$archive$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p2
    invoke-direct {v14, v2, v3}, Lcom/quillvault/ArchiveTools$archive$1;-><init>(Lcom/quillvault/ArchiveTools;Lkotlin/coroutines/Continuation;)V
:L50
    iget-object v13, v14, Lcom/quillvault/ArchiveTools$archive$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v15
    .line 58
    iget v0, v14, Lcom/quillvault/ArchiveTools$archive$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto/16 :L426
:L88
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 59
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/quillvault/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "id"
    const-string v2, ""
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v9
    move-object v10, v9
    .line 104
    const/4 v11, 0x0
    .line 59
    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v0, v10
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
    move-object v0, v9
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
    move-object v7, v0
    .line 60
    new-instance v9, Landroid/content/ContentValues;
    invoke-direct {v9}, Landroid/content/ContentValues;-><init>()V
    move-object v10, v9
    .line 104
    const/4 v11, 0x0
    .line 60
    const/4 v2, 0x1
    invoke-static {v2}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "archived"
    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    move-object v8, v9
    .line 61
    move-object/from16 v0, p0
    invoke-virtual {v0}, Lcom/quillvault/ArchiveTools;->getStore()Lcom/quillvault/Store;
    move-result-object v0
    new-instance v2, Lcom/quillvault/ArchiveTools$$ExternalSyntheticLambda0;
    invoke-direct {v2, v8, v7}, Lcom/quillvault/ArchiveTools$$ExternalSyntheticLambda0;-><init>(Landroid/content/ContentValues;Ljava/lang/String;)V
    move-object/from16 v5, p1
    iput-object v5, v14, Lcom/quillvault/ArchiveTools$archive$1;->L$0:Ljava/lang/Object;
    iput-object v7, v14, Lcom/quillvault/ArchiveTools$archive$1;->L$1:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v14, Lcom/quillvault/ArchiveTools$archive$1;->L$2:Ljava/lang/Object;
    const/4 v5, 0x1
    iput v5, v14, Lcom/quillvault/ArchiveTools$archive$1;->label:I
    const-string v1, "archive"
    invoke-virtual {v0, v1, v2, v14}, Lcom/quillvault/Store;->write-0E7RQCE(Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L296
    .line 58
    return-object v15
:L255
    iget-object v8, v14, Lcom/quillvault/ArchiveTools$archive$1;->L$2:Ljava/lang/Object;
    check-cast v8, Landroid/content/ContentValues;
    iget-object v7, v14, Lcom/quillvault/ArchiveTools$archive$1;->L$1:Ljava/lang/Object;
    check-cast v7, Ljava/lang/String;
    iget-object v0, v14, Lcom/quillvault/ArchiveTools$archive$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/quillvault/ToolCall;
    move-object/from16 p1, v0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
    check-cast v0, Lkotlin/Result;
    invoke-virtual {v0}, Lkotlin/Result;->unbox-impl()Ljava/lang/Object;
    move-result-object v0
:L296
    .line 61
    move-object v9, v0
    .line 62
    invoke-static {v9}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L311
    goto :L327
:L311
    move-object v10, v0
    .line 104
    const/4 v11, 0x0
    .line 62
    const-string v0, "UNAVAILABLE"
    const-string v1, "The note was not archived"
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Lcom/quillvault/OutcomeKt;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/quillvault/Outcome;
    move-result-object v0
    return-object v0
:L327
    .line 63
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/quillvault/ToolCall;->getCaller()Lcom/quillvault/Caller;
    move-result-object v0
    invoke-virtual {v0}, Lcom/quillvault/Caller;->getUid()I
    move-result v9
    .line 64
    const/4 v11, 0x0
    .line 105
    sget-object v12, Lkotlinx/coroutines/CoroutineExceptionHandler;->Key:Lkotlinx/coroutines/CoroutineExceptionHandler$Key;
    new-instance v10, Lcom/quillvault/ArchiveTools$archive$$inlined$CoroutineExceptionHandler$1;
    move-object/from16 v3, p0
    invoke-direct {v10, v12, v3, v9}, Lcom/quillvault/ArchiveTools$archive$$inlined$CoroutineExceptionHandler$1;-><init>(Lkotlinx/coroutines/CoroutineExceptionHandler$Key;Lcom/quillvault/ArchiveTools;I)V
    check-cast v10, Lkotlinx/coroutines/CoroutineExceptionHandler;
    .line 65
    move-object/from16 v0, p0
    invoke-virtual {v0}, Lcom/quillvault/ArchiveTools;->getScope()Lkotlinx/coroutines/CoroutineScope;
    move-result-object v0
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    move-object v2, v10
    check-cast v2, Lkotlin/coroutines/CoroutineContext;
    invoke-virtual {v1, v2}, Lkotlinx/coroutines/CoroutineDispatcher;->plus(Lkotlin/coroutines/CoroutineContext;)Lkotlin/coroutines/CoroutineContext;
    move-result-object v1
    new-instance v3, Lcom/quillvault/ArchiveTools$archive$4;
    move-object/from16 v5, p0
    const/4 v6, 0x0
    invoke-direct {v3, v5, v7, v6}, Lcom/quillvault/ArchiveTools$archive$4;-><init>(Lcom/quillvault/ArchiveTools;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v3, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x0
    const/4 v4, 0x2
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;
    .line 71
    new-instance v0, Lcom/quillvault/Outcome$Ok;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "archived"
    invoke-virtual {v2, v3, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/quillvault/Outcome$Ok;-><init>(Lorg/json/JSONObject;)V
    return-object v0
:L426
    .line 58
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_67
    .packed-switch 0x0
        :L88
        :L255
    .end packed-switch
.end method

.method public static final archive$lambda$2(Landroid/content/ContentValues;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase;)Lkotlin/Unit;
    .registers 9
    const-string v1, "it"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 61
    const/4 v3, 0x1
    new-array v5, v3, [Ljava/lang/String;
    const/4 v4, 0x0
    aput-object p1, v5, v4
    const-string v1, "notes"
    const-string v2, "id = ?"
    invoke-virtual {p2, v1, p0, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method private final browse(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 14
    instance-of v0, p2, Lcom/quillvault/ArchiveTools$browse$1;
    if-eqz v0, :L39
    move-object v0, p2
    check-cast v0, Lcom/quillvault/ArchiveTools$browse$1;
    move-object v9, v0
    iget v0, v9, Lcom/quillvault/ArchiveTools$browse$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    iget v1, v9, Lcom/quillvault/ArchiveTools$browse$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v9, Lcom/quillvault/ArchiveTools$browse$1;->label:I
    goto :L50
:L39
    new-instance v9, Lcom/quillvault/ArchiveTools$browse$1;
    invoke-direct {v9, p0, p2}, Lcom/quillvault/ArchiveTools$browse$1;-><init>(Lcom/quillvault/ArchiveTools;Lkotlin/coroutines/Continuation;)V
:L50
    iget-object v8, v9, Lcom/quillvault/ArchiveTools$browse$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v10
    .line 49
    iget v0, v9, Lcom/quillvault/ArchiveTools$browse$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto :L255
:L88
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 50
    new-instance v6, Lkotlin/jvm/internal/Ref$BooleanRef;
    invoke-direct {v6}, Lkotlin/jvm/internal/Ref$BooleanRef;-><init>()V
    .line 51
    invoke-virtual {p0}, Lcom/quillvault/ArchiveTools;->getStore()Lcom/quillvault/Store;
    move-result-object v0
    const/4 v3, 0x0
    new-array v3, v3, [Ljava/lang/String;
    const-string v1, "browse"
    const-string v2, "SELECT id, title, year FROM notes WHERE archived = 1 AND private = 0 ORDER BY year DESC LIMIT 50"
    invoke-virtual {v0, v1, v2, v3}, Lcom/quillvault/Store;->stream(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 52
    new-instance v1, Lcom/quillvault/ArchiveTools$browse$rows$1;
    const/4 v4, 0x0
    invoke-direct {v1, v6, v4}, Lcom/quillvault/ArchiveTools$browse$rows$1;-><init>(Lkotlin/jvm/internal/Ref$BooleanRef;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function3;
    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->catch(Lkotlinx/coroutines/flow/Flow;Lkotlin/jvm/functions/Function3;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 53
    new-instance v1, Lcom/quillvault/ArchiveTools$browse$rows$2;
    const/4 v4, 0x0
    invoke-direct {v1, p0, v4}, Lcom/quillvault/ArchiveTools$browse$rows$2;-><init>(Lcom/quillvault/ArchiveTools;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function3;
    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->onCompletion(Lkotlinx/coroutines/flow/Flow;Lkotlin/jvm/functions/Function3;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 54
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v9, Lcom/quillvault/ArchiveTools$browse$1;->L$0:Ljava/lang/Object;
    iput-object v6, v9, Lcom/quillvault/ArchiveTools$browse$1;->L$1:Ljava/lang/Object;
    const/4 v5, 0x1
    iput v5, v9, Lcom/quillvault/ArchiveTools$browse$1;->label:I
    const/4 v1, 0x0
    const/4 v3, 0x1
    const/4 v4, 0x0
    invoke-static {v0, v1, v9, v3, v4}, Lkotlinx/coroutines/flow/FlowKt;->toList$default(Lkotlinx/coroutines/flow/Flow;Ljava/util/List;Lkotlin/coroutines/Continuation;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v10, :L211
    .line 49
    return-object v10
:L186
    iget-object v6, v9, Lcom/quillvault/ArchiveTools$browse$1;->L$1:Ljava/lang/Object;
    check-cast v6, Lkotlin/jvm/internal/Ref$BooleanRef;
    iget-object p1, v9, Lcom/quillvault/ArchiveTools$browse$1;->L$0:Ljava/lang/Object;
    check-cast p1, Lcom/quillvault/ToolCall;
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v8
:L211
    check-cast v0, Ljava/util/List;
    .line 51
    move-object v7, v0
    .line 55
    iget-boolean v0, v6, Lkotlin/jvm/internal/Ref$BooleanRef;->element:Z
    if-eqz v0, :L236
    const-string v0, "UNAVAILABLE"
    const-string v1, "The archive is unavailable"
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
    .line 49
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

.method private final list(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 17
    move-object/from16 v0, p2
    instance-of v0, v0, Lcom/quillvault/ArchiveTools$list$1;
    if-eqz v0, :L39
    move-object/from16 v0, p2
    check-cast v0, Lcom/quillvault/ArchiveTools$list$1;
    move-object v12, v0
    iget v0, v12, Lcom/quillvault/ArchiveTools$list$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    iget v1, v12, Lcom/quillvault/ArchiveTools$list$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v12, Lcom/quillvault/ArchiveTools$list$1;->label:I
    goto :L50
:L39
    new-instance v12, Lcom/quillvault/ArchiveTools$list$1;
    move-object/from16 v3, p2
    invoke-direct {v12, p0, v3}, Lcom/quillvault/ArchiveTools$list$1;-><init>(Lcom/quillvault/ArchiveTools;Lkotlin/coroutines/Continuation;)V
:L50
    iget-object v11, v12, Lcom/quillvault/ArchiveTools$list$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v13
    .line 41
    iget v0, v12, Lcom/quillvault/ArchiveTools$list$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto/16 :L340
:L88
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 42
    invoke-virtual {p1}, Lcom/quillvault/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "year"
    const-string v2, ""
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v8
    move-object v9, v8
    .line 104
    const/4 v10, 0x0
    .line 42
    invoke-virtual {v9}, Ljava/lang/String;->length()I
    move-result v0
    const/4 v1, 0x4
    if-ne v0, v1, :L128
    const/4 v0, 0x1
    goto :L129
:L128
    const/4 v0, 0x0
:L129
    if-eqz v0, :L137
    move-object v0, v8
    goto :L138
:L137
    const/4 v0, 0x0
:L138
    if-nez v0, :L156
    const-string v0, "INVALID_ARGS"
    const-string v1, "year must be four digits"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/quillvault/OutcomeKt;->failed$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/quillvault/Outcome;
    move-result-object v0
    return-object v0
:L156
    move-object v6, v0
    .line 43
    invoke-virtual {p0}, Lcom/quillvault/ArchiveTools;->getStore()Lcom/quillvault/Store;
    move-result-object v0
    const/4 v3, 0x1
    new-array v7, v3, [Ljava/lang/String;
    const/4 v4, 0x0
    aput-object v6, v7, v4
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v12, Lcom/quillvault/ArchiveTools$list$1;->L$0:Ljava/lang/Object;
    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v12, Lcom/quillvault/ArchiveTools$list$1;->L$1:Ljava/lang/Object;
    const/4 v5, 0x1
    iput v5, v12, Lcom/quillvault/ArchiveTools$list$1;->label:I
    const-string v1, "list-archive"
    const-string v2, "SELECT id, title FROM notes WHERE archived = 1 AND private = 0 AND year = ?"
    invoke-virtual {v0, v1, v2, v7, v12}, Lcom/quillvault/Store;->rows-BWLJW6A(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v13, :L249
    .line 41
    return-object v13
:L218
    iget-object v6, v12, Lcom/quillvault/ArchiveTools$list$1;->L$1:Ljava/lang/Object;
    check-cast v6, Ljava/lang/String;
    iget-object p1, v12, Lcom/quillvault/ArchiveTools$list$1;->L$0:Ljava/lang/Object;
    check-cast p1, Lcom/quillvault/ToolCall;
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v11
    check-cast v0, Lkotlin/Result;
    invoke-virtual {v0}, Lkotlin/Result;->unbox-impl()Ljava/lang/Object;
    move-result-object v0
:L249
    .line 43
    move-object v7, v0
    invoke-static {v7}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L292
    move-object v0, v7
    check-cast v0, Ljava/util/List;
    move-object v8, v0
    const/4 v9, 0x0
    .line 44
    new-instance v0, Lcom/quillvault/Outcome$Ok;
    const-string v3, "notes"
    invoke-static {v8, v3}, Lcom/quillvault/ToolsKt;->asValue(Ljava/util/List;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/quillvault/Outcome$Ok;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/quillvault/Outcome;
    .line 43
    goto :L339
:L292
    move-object v8, v0
    const/4 v9, 0x0
    .line 45
    instance-of v1, v8, Lcom/quillvault/StoreError;
    const-string v0, "UNAVAILABLE"
    if-eqz v1, :L316
    move-object v1, v8
    check-cast v1, Lcom/quillvault/StoreError;
    goto :L317
:L316
    const/4 v1, 0x0
:L317
    if-eqz v1, :L327
    invoke-virtual {v1}, Lcom/quillvault/StoreError;->getOp()Ljava/lang/String;
    move-result-object v1
    goto :L329
:L327
    const/4 v1, 0x0
:L329
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "The archive could not be read ("
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, ")"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Lcom/quillvault/OutcomeKt;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/quillvault/Outcome;
    move-result-object v0
:L339
    .line 43
    return-object v0
:L340
    .line 41
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_67
    .packed-switch 0x0
        :L88
        :L218
    .end packed-switch
.end method

.method private final purge(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 17
    move-object/from16 v0, p2
    instance-of v0, v0, Lcom/quillvault/ArchiveTools$purge$1;
    if-eqz v0, :L39
    move-object/from16 v0, p2
    check-cast v0, Lcom/quillvault/ArchiveTools$purge$1;
    move-object v12, v0
    iget v0, v12, Lcom/quillvault/ArchiveTools$purge$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    iget v1, v12, Lcom/quillvault/ArchiveTools$purge$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v12, Lcom/quillvault/ArchiveTools$purge$1;->label:I
    goto :L50
:L39
    new-instance v12, Lcom/quillvault/ArchiveTools$purge$1;
    move-object/from16 v3, p2
    invoke-direct {v12, p0, v3}, Lcom/quillvault/ArchiveTools$purge$1;-><init>(Lcom/quillvault/ArchiveTools;Lkotlin/coroutines/Continuation;)V
:L50
    iget-object v11, v12, Lcom/quillvault/ArchiveTools$purge$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v13
    .line 89
    iget v0, v12, Lcom/quillvault/ArchiveTools$purge$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto/16 :L393
:L88
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 90
    invoke-virtual {p1}, Lcom/quillvault/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "year"
    const-string v2, ""
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v8
    move-object v9, v8
    .line 104
    const/4 v10, 0x0
    .line 90
    invoke-virtual {v9}, Ljava/lang/String;->length()I
    move-result v0
    const/4 v1, 0x4
    if-ne v0, v1, :L128
    const/4 v0, 0x1
    goto :L129
:L128
    const/4 v0, 0x0
:L129
    if-eqz v0, :L137
    move-object v0, v8
    goto :L138
:L137
    const/4 v0, 0x0
:L138
    if-nez v0, :L156
    const-string v0, "INVALID_ARGS"
    const-string v1, "year must be four digits"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/quillvault/OutcomeKt;->failed$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/quillvault/Outcome;
    move-result-object v0
    return-object v0
:L156
    move-object v6, v0
    .line 91
    invoke-virtual {p1}, Lcom/quillvault/ToolCall;->getTicket()Lcom/quillvault/Ticket;
    move-result-object v0
    if-eqz v0, :L178
    invoke-virtual {v0}, Lcom/quillvault/Ticket;->getApproved()Ljava/lang/Boolean;
    move-result-object v0
    const/4 v1, 0x1
    invoke-static {v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    goto :L180
:L178
    const/4 v0, 0x0
:L180
    if-nez v0, :L197
    invoke-virtual {p1}, Lcom/quillvault/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "force"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v0
    if-eqz v0, :L201
:L197
    const/4 v0, 0x1
    goto :L202
:L201
    const/4 v0, 0x0
:L202
    move v7, v0
    .line 92
    if-nez v7, :L227
    .line 93
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "Delete every archived note of "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "?"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    const-class v2, Lcom/quillvault/PurgeArchiveActivity;
    const/high16 v4, 0x4000000
    invoke-virtual {p0, p1, v2, v3, v4}, Lcom/quillvault/ArchiveTools;->askUser(Lcom/quillvault/ToolCall;Ljava/lang/Class;Ljava/lang/String;I)Lcom/quillvault/Outcome;
    move-result-object v0
    return-object v0
:L227
    .line 95
    invoke-virtual {p0}, Lcom/quillvault/ArchiveTools;->getStore()Lcom/quillvault/Store;
    move-result-object v0
    new-instance v2, Lcom/quillvault/ArchiveTools$$ExternalSyntheticLambda2;
    invoke-direct {v2, v6}, Lcom/quillvault/ArchiveTools$$ExternalSyntheticLambda2;-><init>(Ljava/lang/String;)V
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v12, Lcom/quillvault/ArchiveTools$purge$1;->L$0:Ljava/lang/Object;
    iput-object v6, v12, Lcom/quillvault/ArchiveTools$purge$1;->L$1:Ljava/lang/Object;
    iput v7, v12, Lcom/quillvault/ArchiveTools$purge$1;->I$0:I
    const/4 v5, 0x1
    iput v5, v12, Lcom/quillvault/ArchiveTools$purge$1;->label:I
    const-string v1, "purge"
    invoke-virtual {v0, v1, v2, v12}, Lcom/quillvault/Store;->write-0E7RQCE(Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v13, :L320
    .line 89
    return-object v13
:L282
    iget v7, v12, Lcom/quillvault/ArchiveTools$purge$1;->I$0:I
    iget-object v6, v12, Lcom/quillvault/ArchiveTools$purge$1;->L$1:Ljava/lang/Object;
    check-cast v6, Ljava/lang/String;
    iget-object p1, v12, Lcom/quillvault/ArchiveTools$purge$1;->L$0:Ljava/lang/Object;
    check-cast p1, Lcom/quillvault/ToolCall;
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v11
    check-cast v0, Lkotlin/Result;
    invoke-virtual {v0}, Lkotlin/Result;->unbox-impl()Ljava/lang/Object;
    move-result-object v0
:L320
    .line 95
    move-object v8, v0
    .line 96
    invoke-static {v8}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L376
    move-object v0, v8
    check-cast v0, Lkotlin/Unit;
    move-object v9, v0
    .line 104
    const/4 v10, 0x0
    .line 96
    new-instance v0, Lcom/quillvault/Outcome$Ok;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "purged"
    invoke-virtual {v2, v3, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/quillvault/Outcome$Ok;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/quillvault/Outcome;
    goto :L392
:L376
    move-object v9, v0
    .line 104
    const/4 v10, 0x0
    .line 96
    const-string v0, "UNAVAILABLE"
    const-string v1, "The archive was not purged"
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Lcom/quillvault/OutcomeKt;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/quillvault/Outcome;
    move-result-object v0
:L392
    .line 95
    return-object v0
:L393
    .line 89
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_67
    .packed-switch 0x0
        :L88
        :L282
    .end packed-switch
.end method

.method public static final purge$lambda$1(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase;)Lkotlin/Unit;
    .registers 8
    const-string v1, "it"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 95
    const/4 v3, 0x1
    new-array v5, v3, [Ljava/lang/String;
    const/4 v4, 0x0
    aput-object p0, v5, v4
    const-string v1, "notes"
    const-string v2, "archived = 1 AND year = ?"
    invoke-virtual {p1, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method private final restore(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 20
    move-object/from16 v0, p2
    instance-of v0, v0, Lcom/quillvault/ArchiveTools$restore$1;
    if-eqz v0, :L39
    move-object/from16 v0, p2
    check-cast v0, Lcom/quillvault/ArchiveTools$restore$1;
    move-object v15, v0
    iget v0, v15, Lcom/quillvault/ArchiveTools$restore$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    iget v1, v15, Lcom/quillvault/ArchiveTools$restore$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v15, Lcom/quillvault/ArchiveTools$restore$1;->label:I
    goto :L50
:L39
    new-instance v15, Lcom/quillvault/ArchiveTools$restore$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p2
    invoke-direct {v15, v2, v3}, Lcom/quillvault/ArchiveTools$restore$1;-><init>(Lcom/quillvault/ArchiveTools;Lkotlin/coroutines/Continuation;)V
:L50
    iget-object v14, v15, Lcom/quillvault/ArchiveTools$restore$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v16
    .line 74
    iget v0, v15, Lcom/quillvault/ArchiveTools$restore$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto/16 :L537
:L88
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 75
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/quillvault/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "id"
    const-string v2, ""
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v8
    move-object v9, v8
    .line 104
    const/4 v10, 0x0
    .line 75
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
    .line 76
    move-object/from16 v7, p0
:L170
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v7
    check-cast v0, Lcom/quillvault/ArchiveTools;
    move-object v8, v0
    .line 104
    const/4 v9, 0x0
    .line 76
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/quillvault/ToolCall;->getTicket()Lcom/quillvault/Ticket;
    move-result-object v0
    if-eqz v0, :L206
    invoke-virtual {v0}, Lcom/quillvault/Ticket;->getApproved()Ljava/lang/Boolean;
    move-result-object v0
    const/4 v1, 0x1
    invoke-static {v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    goto :L208
:L206
    const/4 v0, 0x0
:L208
    if-nez v0, :L232
    .line 104
    const/4 v10, 0x0
    .line 76
    const-string v10, "restore_note needs the user's consent"
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-virtual {v10}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:L232
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
:L241
    goto :L260
:L244
    move-exception v9
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v9}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
:L260
    move-object v7, v8
    invoke-static {v7}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L516
    move-object v0, v7
    check-cast v0, Lkotlin/Unit;
    move-object v8, v0
    const/4 v9, 0x0
    .line 78
    new-instance v10, Landroid/content/ContentValues;
    invoke-direct {v10}, Landroid/content/ContentValues;-><init>()V
    move-object v11, v10
    .line 104
    const/4 v12, 0x0
    .line 78
    const/4 v2, 0x0
    invoke-static {v2}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "archived"
    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    move-object v13, v10
    .line 79
    move-object/from16 v0, p0
    invoke-virtual {v0}, Lcom/quillvault/ArchiveTools;->getStore()Lcom/quillvault/Store;
    move-result-object v0
    new-instance v2, Lcom/quillvault/ArchiveTools$$ExternalSyntheticLambda1;
    invoke-direct {v2, v13, v6}, Lcom/quillvault/ArchiveTools$$ExternalSyntheticLambda1;-><init>(Landroid/content/ContentValues;Ljava/lang/String;)V
    move-object/from16 v5, p1
    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v15, Lcom/quillvault/ArchiveTools$restore$1;->L$0:Ljava/lang/Object;
    iput-object v6, v15, Lcom/quillvault/ArchiveTools$restore$1;->L$1:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v15, Lcom/quillvault/ArchiveTools$restore$1;->L$2:Ljava/lang/Object;
    invoke-static {v13}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v15, Lcom/quillvault/ArchiveTools$restore$1;->L$3:Ljava/lang/Object;
    const/4 v5, 0x1
    iput v5, v15, Lcom/quillvault/ArchiveTools$restore$1;->label:I
    const-string v1, "restore"
    invoke-virtual {v0, v1, v2, v15}, Lcom/quillvault/Store;->write-0E7RQCE(Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    move-object/from16 v2, v16
    if-ne v0, v2, :L440
    .line 74
    return-object v16
:L386
    const/4 v9, 0x0
    iget-object v13, v15, Lcom/quillvault/ArchiveTools$restore$1;->L$3:Ljava/lang/Object;
    check-cast v13, Landroid/content/ContentValues;
    iget-object v8, v15, Lcom/quillvault/ArchiveTools$restore$1;->L$2:Ljava/lang/Object;
    check-cast v8, Lkotlin/Unit;
    iget-object v6, v15, Lcom/quillvault/ArchiveTools$restore$1;->L$1:Ljava/lang/Object;
    check-cast v6, Ljava/lang/String;
    iget-object v0, v15, Lcom/quillvault/ArchiveTools$restore$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/quillvault/ToolCall;
    move-object/from16 p1, v0
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v14
    check-cast v0, Lkotlin/Result;
    invoke-virtual {v0}, Lkotlin/Result;->unbox-impl()Ljava/lang/Object;
    move-result-object v0
:L440
    .line 79
    move-object v10, v0
    .line 80
    invoke-static {v10}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L496
    move-object v0, v10
    check-cast v0, Lkotlin/Unit;
    move-object v11, v0
    .line 104
    const/4 v12, 0x0
    .line 80
    new-instance v0, Lcom/quillvault/Outcome$Ok;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "restored"
    invoke-virtual {v2, v3, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/quillvault/Outcome$Ok;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/quillvault/Outcome;
    goto :L512
:L496
    move-object v11, v0
    .line 104
    const/4 v12, 0x0
    .line 80
    const-string v0, "UNAVAILABLE"
    const-string v1, "The note was not restored"
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Lcom/quillvault/OutcomeKt;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/quillvault/Outcome;
    move-result-object v0
:L512
    .line 76
    goto :L536
:L516
    move-object v8, v0
    const/4 v9, 0x0
    .line 84
    move-object/from16 v0, p0
    move-object/from16 v1, p1
    const-class v2, Lcom/quillvault/RestoreNoteActivity;
    const-string v3, "Restore this note over the current one?"
    const/high16 v4, 0x8000000
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/quillvault/ArchiveTools;->askUser(Lcom/quillvault/ToolCall;Ljava/lang/Class;Ljava/lang/String;I)Lcom/quillvault/Outcome;
    move-result-object v0
:L536
    .line 76
    return-object v0
:L537
    .line 74
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_67
    .packed-switch 0x0
        :L88
        :L386
    .end packed-switch
    .catch Ljava/lang/Throwable; {:L170 .. :L241} :L244
.end method

.method public static final restore$lambda$2$1(Landroid/content/ContentValues;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase;)Lkotlin/Unit;
    .registers 9
    const-string v1, "it"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 79
    const/4 v3, 0x1
    new-array v5, v3, [Ljava/lang/String;
    const/4 v4, 0x0
    aput-object p1, v5, v4
    const-string v1, "notes"
    const-string v2, "id = ?"
    invoke-virtual {p2, v1, p0, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method


# virtual methods
.method public dispatch(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 9
    .line 32
    invoke-virtual {p1}, Lcom/quillvault/ToolCall;->getTool()Ljava/lang/String;
    move-result-object v5
    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_9
    goto :L152
:L60
    const-string v1, "browse_archive"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L124
    goto :L152
:L72
    const-string v1, "purge_archive"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L145
    goto :L152
:L84
    const-string v1, "archive_note"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L131
    goto :L152
:L96
    const-string v1, "restore_note"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L138
    goto :L152
:L108
    const-string v1, "list_archive"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L152
    .line 33
    invoke-direct {p0, p1, p2}, Lcom/quillvault/ArchiveTools;->list(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 39
    return-object v0
:L124
    .line 34
    invoke-direct {p0, p1, p2}, Lcom/quillvault/ArchiveTools;->browse(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 39
    return-object v0
:L131
    .line 35
    invoke-direct {p0, p1, p2}, Lcom/quillvault/ArchiveTools;->archive(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 39
    return-object v0
:L138
    .line 36
    invoke-direct {p0, p1, p2}, Lcom/quillvault/ArchiveTools;->restore(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 39
    return-object v0
:L145
    .line 37
    invoke-direct {p0, p1, p2}, Lcom/quillvault/ArchiveTools;->purge(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 39
    return-object v0
:L152
    new-instance v0, Ljava/lang/IllegalStateException;
    .line 38
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
        -0x64624eb1 -> :L84
        -0x634845df -> :L108
        -0x2a73fbf3 -> :L60
        0x53dfdd2e -> :L72
        0x6246ff03 -> :L96
    .end sparse-switch
.end method

.method public final execute(Lcom/quillvault/Caller;Lcom/quillvault/Envelope;)Lcom/quillvault/Outcome;
    .registers 16
    const-string v1, "caller"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "env"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    invoke-virtual {p0, p1, p2}, Lcom/quillvault/ArchiveTools;->prepare(Lcom/quillvault/Caller;Lcom/quillvault/Envelope;)Lcom/quillvault/Either;
    move-result-object v6
    const/4 v7, 0x0
    .line 100
    move-object v8, v6
    .line 101
    instance-of v0, v8, Lcom/quillvault/Either$Left;
    if-eqz v0, :L54
    move-object v0, v6
    check-cast v0, Lcom/quillvault/Either$Left;
    invoke-virtual {v0}, Lcom/quillvault/Either$Left;->getValue()Ljava/lang/Object;
    move-result-object v9
    check-cast v9, Lcom/quillvault/Outcome;
    const/4 v10, 0x0
    .line 23
    return-object v9
:L54
    .line 102
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
    .line 100
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L91
    .line 23
    move-object v5, v0
:L93
    .line 25
    new-instance v1, Lcom/quillvault/ArchiveTools$execute$result$1;
    const/4 v4, 0x0
    invoke-direct {v1, p0, v5, v4}, Lcom/quillvault/ArchiveTools$execute$result$1;-><init>(Lcom/quillvault/ArchiveTools;Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v0, 0x0
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lkotlin/Result;
    invoke-virtual {v0}, Lkotlin/Result;->unbox-impl()Ljava/lang/Object;
    move-result-object v7
:L121
    .line 27
    invoke-virtual {v5}, Lcom/quillvault/ToolCall;->getTicket()Lcom/quillvault/Ticket;
    move-result-object v0
    if-eqz v0, :L149
    move-object v10, v0
    .line 104
    const/4 v11, 0x0
    .line 27
    invoke-virtual {p0}, Lcom/quillvault/ArchiveTools;->getTickets()Lcom/quillvault/TicketBook;
    move-result-object v0
    invoke-virtual {v10}, Lcom/quillvault/Ticket;->getToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/quillvault/TicketBook;->spend(Ljava/lang/String;)V
    goto :L187
:L149
    goto :L187
:L153
    move-exception v8
:L155
    invoke-virtual {v5}, Lcom/quillvault/ToolCall;->getTicket()Lcom/quillvault/Ticket;
    move-result-object v0
    if-eqz v0, :L183
    move-object v11, v0
    .line 104
    const/4 v12, 0x0
    .line 27
    invoke-virtual {p0}, Lcom/quillvault/ArchiveTools;->getTickets()Lcom/quillvault/TicketBook;
    move-result-object v0
    invoke-virtual {v11}, Lcom/quillvault/Ticket;->getToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/quillvault/TicketBook;->spend(Ljava/lang/String;)V
    goto :L184
:L183
:L184
    throw v8
:L187
    .line 24
    move-object v6, v7
    .line 29
    move-object v7, v6
    invoke-static {v7}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L210
    move-object v0, v7
    goto :L223
:L210
    move-object v8, v0
    .line 104
    const/4 v9, 0x0
    .line 29
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "The archive could not finish the request"
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Lcom/quillvault/OutcomeKt;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/quillvault/Outcome;
    move-result-object v0
:L223
    check-cast v0, Lcom/quillvault/Outcome;
    return-object v0
    .catchall {:L93 .. :L121} :L153
.end method
