.class final Lcom/quillbox/NoteStore$note$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "NoteStore.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field final synthetic $id:J
.field private synthetic L$0:Ljava/lang/Object;
.field  L$1:Ljava/lang/Object;
.field  L$2:Ljava/lang/Object;
.field  L$3:Ljava/lang/Object;
.field  label:I
.field final synthetic this$0:Lcom/quillbox/NoteStore;


# direct methods
.method constructor <init>(Lcom/quillbox/NoteStore;JLkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object p1, p0, Lcom/quillbox/NoteStore$note$1;->this$0:Lcom/quillbox/NoteStore;
    iput-wide p2, p0, Lcom/quillbox/NoteStore$note$1;->$id:J
    const/4 v0, 0x2
    invoke-direct {p0, v0, p4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 8
    new-instance v4, Lcom/quillbox/NoteStore$note$1;
    iget-object v1, p0, Lcom/quillbox/NoteStore$note$1;->this$0:Lcom/quillbox/NoteStore;
    iget-wide v2, p0, Lcom/quillbox/NoteStore$note$1;->$id:J
    invoke-direct {v4, v1, v2, v3, p2}, Lcom/quillbox/NoteStore$note$1;-><init>(Lcom/quillbox/NoteStore;JLkotlin/coroutines/Continuation;)V
    iput-object p1, v4, Lcom/quillbox/NoteStore$note$1;->L$0:Ljava/lang/Object;
    move-object v0, v4
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/flow/FlowCollector;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/quillbox/NoteStore$note$1;->invoke(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/quillbox/NoteStore$note$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/quillbox/NoteStore$note$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/quillbox/NoteStore$note$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 17
    iget-object v8, p0, Lcom/quillbox/NoteStore$note$1;->L$0:Ljava/lang/Object;
    check-cast v8, Lkotlinx/coroutines/flow/FlowCollector;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v14
    .line 37
    iget v0, p0, Lcom/quillbox/NoteStore$note$1;->label:I
    packed-switch v0, :pswitch_data_17
    goto :L248
:L40
    move-object/from16 v0, p1
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 38
    iget-object v0, p0, Lcom/quillbox/NoteStore$note$1;->this$0:Lcom/quillbox/NoteStore;
    invoke-virtual {v0}, Lcom/quillbox/NoteStore;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    invoke-static {}, Lcom/quillbox/NoteStore;->access$getNOTE_COLUMNS$cp()[Ljava/lang/String;
    move-result-object v2
    const/4 v4, 0x1
    new-array v9, v4, [Ljava/lang/String;
    iget-wide v6, p0, Lcom/quillbox/NoteStore$note$1;->$id:J
    invoke-static {v6, v7}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v6
    const/4 v5, 0x0
    aput-object v6, v9, v5
    move-object v4, v9
    const-string v1, "notes"
    const-string v3, "id = ? AND trashed = 0"
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v9
    check-cast v9, Ljava/io/Closeable;
    iget-object v10, p0, Lcom/quillbox/NoteStore$note$1;->this$0:Lcom/quillbox/NoteStore;
    .line 39
    const/4 v11, 0x0
:L93
    move-object v0, v9
    check-cast v0, Landroid/database/Cursor;
    move-object v12, v0
    .line 108
    const/4 v13, 0x0
:L103
    .line 39
    invoke-interface {v12}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L210
    invoke-static {v12}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v10, v12}, Lcom/quillbox/NoteStore;->access$note(Lcom/quillbox/NoteStore;Landroid/database/Cursor;)Lcom/quillbox/Note;
    move-result-object v1
    iput-object v8, p0, Lcom/quillbox/NoteStore$note$1;->L$0:Ljava/lang/Object;
    iput-object v9, p0, Lcom/quillbox/NoteStore$note$1;->L$1:Ljava/lang/Object;
    iput-object v10, p0, Lcom/quillbox/NoteStore$note$1;->L$2:Ljava/lang/Object;
    iput-object v12, p0, Lcom/quillbox/NoteStore$note$1;->L$3:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, p0, Lcom/quillbox/NoteStore$note$1;->label:I
    invoke-interface {v8, v1, p0}, Lkotlinx/coroutines/flow/FlowCollector;->emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
:L159
    if-ne v0, v14, :L206
    .line 37
    return-object v14
:L168
    const/4 v13, 0x0
    iget-object v12, p0, Lcom/quillbox/NoteStore$note$1;->L$3:Ljava/lang/Object;
    check-cast v12, Landroid/database/Cursor;
    const/4 v11, 0x0
    iget-object v10, p0, Lcom/quillbox/NoteStore$note$1;->L$2:Ljava/lang/Object;
    check-cast v10, Lcom/quillbox/NoteStore;
    iget-object v9, p0, Lcom/quillbox/NoteStore$note$1;->L$1:Ljava/lang/Object;
    check-cast v9, Ljava/io/Closeable;
:L200
    move-object/from16 v0, p1
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, p1
:L206
    .line 39
    goto :L103
:L210
    sget-object v12, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
:L215
    invoke-static {v9, v11}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    goto :L244
:L224
    move-exception v13
    move-object v11, v13
    throw v13
:L233
    move-exception v13
:L235
    invoke-static {v9, v11}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v13
:L244
    .line 40
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
:L248
    .line 37
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_17
    .packed-switch 0x0
        :L40
        :L168
    .end packed-switch
    .catch Ljava/lang/Throwable; {:L93 .. :L159} :L224
    .catch Ljava/lang/Throwable; {:L200 .. :L215} :L224
    .catchall {:L93 .. :L159} :L233
    .catchall {:L200 .. :L215} :L233
    .catchall {:L224 .. :L233} :L233
.end method
