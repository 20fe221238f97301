.class final Lcom/wc/Repository$oldExports$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "FilesProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field label:I
.field final synthetic this$0:Lcom/wc/Repository;
.field final synthetic $call:Lcom/wc/Call;


# direct methods
.method constructor <init>(Lcom/wc/Repository;Lcom/wc/Call;Lkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v3, v2, Lcom/wc/Repository$oldExports$2;->this$0:Lcom/wc/Repository;
    iput-object v4, v2, Lcom/wc/Repository$oldExports$2;->$call:Lcom/wc/Call;
    const/4 v1, 0x2
    invoke-direct {v2, v1, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 10
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 22
    iget v0, v8, Lcom/wc/Repository$oldExports$2;->label:I
    packed-switch v0, :sw_8
    goto :L101
:L28
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 23
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    move-object v5, v0
    .line 24
    iget-object v0, v8, Lcom/wc/Repository$oldExports$2;->this$0:Lcom/wc/Repository;
    invoke-static {v0}, Lcom/wc/Repository;->access$getDb$p(Lcom/wc/Repository;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT path FROM exports WHERE owner = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v7, v2
    const/4 v3, 0x0
    iget-object v4, v8, Lcom/wc/Repository$oldExports$2;->$call:Lcom/wc/Call;
    invoke-virtual {v4}, Lcom/wc/Call;->getUid()I
    move-result v4
    invoke-static {v4}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v4
    aput-object v4, v7, v3
    invoke-virtual {v0, v1, v7}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v6
:L75
    .line 25
    invoke-interface {v6}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L99
    const/4 v2, 0x0
    invoke-interface {v6, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v5, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    goto :L75
:L99
    .line 26
    return-object v5
:L101
    .line 22
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/wc/Repository$oldExports$2;
    iget-object v2, v4, Lcom/wc/Repository$oldExports$2;->this$0:Lcom/wc/Repository;
    iget-object v3, v4, Lcom/wc/Repository$oldExports$2;->$call:Lcom/wc/Call;
    invoke-direct {v0, v2, v3, v6}, Lcom/wc/Repository$oldExports$2;-><init>(Lcom/wc/Repository;Lcom/wc/Call;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/wc/Repository$oldExports$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/wc/Repository$oldExports$2;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/wc/Repository$oldExports$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, v4
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, v5
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {v3, v1, v2}, Lcom/wc/Repository$oldExports$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

