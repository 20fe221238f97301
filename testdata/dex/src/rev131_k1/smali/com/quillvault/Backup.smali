.class public final Lcom/quillvault/Backup;
.super Ljava/lang/Object;
.source "Audit.kt"

# instance fields
.field private final store:Lcom/quillvault/Store;


# direct methods
.method public constructor <init>(Lcom/quillvault/Store;)V
    .registers 3
    const-string v0, "store"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/quillvault/Backup;->store:Lcom/quillvault/Store;
    return-void
.end method

.method public static final push$lambda$0(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase;)Lkotlin/Unit;
    .registers 14
    const-string v1, "it"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    new-instance v6, Landroid/content/ContentValues;
    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v6
    .line 30
    const-string v10, "notes"
    move-object v9, p1
    const/4 v8, 0x0
    .line 21
    const-string v1, "year"
    const-string v2, "2026"
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v11, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v6
    move-object v6, v4
    const/4 v5, 0x0
    aput-object p0, v6, v5
    const-string v3, "id = ?"
    invoke-virtual {v9, v10, v2, v3, v6}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method


# virtual methods
.method public final push(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 13
    instance-of v0, p2, Lcom/quillvault/Backup$push$1;
    if-eqz v0, :L39
    move-object v0, p2
    check-cast v0, Lcom/quillvault/Backup$push$1;
    move-object v8, v0
    iget v0, v8, Lcom/quillvault/Backup$push$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    iget v1, v8, Lcom/quillvault/Backup$push$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v8, Lcom/quillvault/Backup$push$1;->label:I
    goto :L50
:L39
    new-instance v8, Lcom/quillvault/Backup$push$1;
    invoke-direct {v8, p0, p2}, Lcom/quillvault/Backup$push$1;-><init>(Lcom/quillvault/Backup;Lkotlin/coroutines/Continuation;)V
:L50
    iget-object v7, v8, Lcom/quillvault/Backup$push$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v9
    .line 20
    iget v0, v8, Lcom/quillvault/Backup$push$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto :L190
:L88
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 21
    iget-object v0, p0, Lcom/quillvault/Backup;->store:Lcom/quillvault/Store;
    new-instance v2, Lcom/quillvault/Backup$$ExternalSyntheticLambda0;
    invoke-direct {v2, p1}, Lcom/quillvault/Backup$$ExternalSyntheticLambda0;-><init>(Ljava/lang/String;)V
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v8, Lcom/quillvault/Backup$push$1;->L$0:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v8, Lcom/quillvault/Backup$push$1;->label:I
    const-string v1, "backup"
    invoke-virtual {v0, v1, v2, v8}, Lcom/quillvault/Store;->write-0E7RQCE(Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v9, :L156
    .line 20
    return-object v9
:L134
    iget-object p1, v8, Lcom/quillvault/Backup$push$1;->L$0:Ljava/lang/Object;
    check-cast p1, Ljava/lang/String;
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v7
    check-cast v0, Lkotlin/Result;
    invoke-virtual {v0}, Lkotlin/Result;->unbox-impl()Ljava/lang/Object;
    move-result-object v0
:L156
    .line 21
    move-object v4, v0
    .line 22
    invoke-static {v4}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L169
    goto :L186
:L169
    move-object v5, v0
    .line 30
    const/4 v6, 0x0
    .line 22
    new-instance v0, Lcom/quillvault/SyncError;
    const-string v2, "backup"
    invoke-direct {v0, v2, v5}, Lcom/quillvault/SyncError;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    throw v0
:L186
    .line 23
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
:L190
    .line 20
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_67
    .packed-switch 0x0
        :L88
        :L134
    .end packed-switch
.end method

.method public final reindex(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6
    .line 26
    move-object v0, p1
    check-cast v0, Ljava/lang/CharSequence;
    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-lez v0, :L16
    const/4 v0, 0x1
    goto :L17
:L16
    const/4 v0, 0x0
:L17
    if-nez v0, :L37
    .line 30
    const/4 v2, 0x0
    .line 26
    const-string v2, "nothing to index"
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:L37
    .line 27
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method
