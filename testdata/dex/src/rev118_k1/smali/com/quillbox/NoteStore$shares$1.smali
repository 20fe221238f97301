.class final Lcom/quillbox/NoteStore$shares$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "NoteStore.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field private synthetic L$0:Ljava/lang/Object;
.field  L$1:Ljava/lang/Object;
.field  L$2:Ljava/lang/Object;
.field  label:I
.field final synthetic this$0:Lcom/quillbox/NoteStore;


# direct methods
.method constructor <init>(Lcom/quillbox/NoteStore;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object p1, p0, Lcom/quillbox/NoteStore$shares$1;->this$0:Lcom/quillbox/NoteStore;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v2, Lcom/quillbox/NoteStore$shares$1;
    iget-object v1, p0, Lcom/quillbox/NoteStore$shares$1;->this$0:Lcom/quillbox/NoteStore;
    invoke-direct {v2, v1, p2}, Lcom/quillbox/NoteStore$shares$1;-><init>(Lcom/quillbox/NoteStore;Lkotlin/coroutines/Continuation;)V
    iput-object p1, v2, Lcom/quillbox/NoteStore$shares$1;->L$0:Ljava/lang/Object;
    move-object v0, v2
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/flow/FlowCollector;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/quillbox/NoteStore$shares$1;->invoke(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/quillbox/NoteStore$shares$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/quillbox/NoteStore$shares$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/quillbox/NoteStore$shares$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 18
    move-object/from16 v0, p0
    iget-object v10, v0, Lcom/quillbox/NoteStore$shares$1;->L$0:Ljava/lang/Object;
    check-cast v10, Lkotlinx/coroutines/flow/FlowCollector;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v15
    .line 42
    move-object/from16 v0, p0
    iget v0, v0, Lcom/quillbox/NoteStore$shares$1;->label:I
    packed-switch v0, :pswitch_data_17
    goto/16 :L276
:L40
    move-object/from16 v0, p1
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 43
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/quillbox/NoteStore$shares$1;->this$0:Lcom/quillbox/NoteStore;
    invoke-virtual {v0}, Lcom/quillbox/NoteStore;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v2, 0x4
    new-array v11, v2, [Ljava/lang/String;
    const-string v4, "id"
    const/4 v3, 0x0
    aput-object v4, v11, v3
    const-string v4, "note_id"
    const/4 v3, 0x1
    aput-object v4, v11, v3
    const-string v4, "recipient"
    const/4 v3, 0x2
    aput-object v4, v11, v3
    const-string v4, "published"
    const/4 v3, 0x3
    aput-object v4, v11, v3
    move-object v2, v11
    const-string v1, "shares"
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const-string v7, "id DESC"
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v11
    check-cast v11, Ljava/io/Closeable;
    .line 44
    const/4 v12, 0x0
:L95
    move-object v0, v11
    check-cast v0, Landroid/database/Cursor;
    move-object v13, v0
    .line 108
    const/4 v14, 0x0
:L105
    .line 44
    invoke-interface {v13}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L238
    new-instance v1, Lcom/quillbox/Share;
    const/4 v4, 0x0
    invoke-interface {v13, v4}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v3
    const/4 v6, 0x1
    invoke-interface {v13, v6}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v5
    const/4 v8, 0x2
    invoke-interface {v13, v8}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v7
    const-string v9, "getString(...)"
    invoke-static {v7, v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v9, 0x3
    invoke-interface {v13, v9}, Landroid/database/Cursor;->getInt(I)I
    move-result v8
    move-object v0, v10
    if-eqz v8, :L165
    const/4 v8, 0x1
    goto :L166
:L165
    const/4 v8, 0x0
:L166
    move-wide v2, v3
    move-wide v4, v5
    move-object v6, v7
    move v7, v8
    invoke-direct/range {v1 .. v7}, Lcom/quillbox/Share;-><init>(JJLjava/lang/String;Z)V
    move-object/from16 v3, p0
    iput-object v10, v3, Lcom/quillbox/NoteStore$shares$1;->L$0:Ljava/lang/Object;
    move-object/from16 v3, p0
    iput-object v11, v3, Lcom/quillbox/NoteStore$shares$1;->L$1:Ljava/lang/Object;
    move-object/from16 v3, p0
    iput-object v13, v3, Lcom/quillbox/NoteStore$shares$1;->L$2:Ljava/lang/Object;
    const/4 v4, 0x1
    move-object/from16 v3, p0
    iput v4, v3, Lcom/quillbox/NoteStore$shares$1;->label:I
    move-object/from16 v2, p0
    invoke-interface {v0, v1, v2}, Lkotlinx/coroutines/flow/FlowCollector;->emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
:L196
    if-ne v0, v15, :L234
    .line 42
    return-object v15
:L205
    const/4 v14, 0x0
    move-object/from16 v0, p0
    iget-object v13, v0, Lcom/quillbox/NoteStore$shares$1;->L$2:Ljava/lang/Object;
    check-cast v13, Landroid/database/Cursor;
    const/4 v12, 0x0
    move-object/from16 v0, p0
    iget-object v11, v0, Lcom/quillbox/NoteStore$shares$1;->L$1:Ljava/lang/Object;
    check-cast v11, Ljava/io/Closeable;
:L228
    move-object/from16 v0, p1
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, p1
:L234
    .line 44
    goto :L105
:L238
    sget-object v13, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
:L243
    invoke-static {v11, v12}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    goto :L272
:L252
    move-exception v14
    move-object v12, v14
    throw v14
:L261
    move-exception v14
:L263
    invoke-static {v11, v12}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v14
:L272
    .line 45
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
:L276
    .line 42
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_17
    .packed-switch 0x0
        :L40
        :L205
    .end packed-switch
    .catch Ljava/lang/Throwable; {:L95 .. :L196} :L252
    .catch Ljava/lang/Throwable; {:L228 .. :L243} :L252
    .catchall {:L95 .. :L196} :L261
    .catchall {:L228 .. :L243} :L261
    .catchall {:L252 .. :L261} :L261
.end method
