.class final Lcom/wc/FilesProvider$call$deleted$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "FilesProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field label:I
.field final synthetic $extras:Landroid/os/Bundle;
.field final synthetic this$0:Lcom/wc/FilesProvider;
.field final synthetic $call:Lcom/wc/Call;


# direct methods
.method constructor <init>(Landroid/os/Bundle;Lcom/wc/FilesProvider;Lcom/wc/Call;Lkotlin/coroutines/Continuation;)V
    .registers 7
    iput-object v3, v2, Lcom/wc/FilesProvider$call$deleted$1;->$extras:Landroid/os/Bundle;
    iput-object v4, v2, Lcom/wc/FilesProvider$call$deleted$1;->this$0:Lcom/wc/FilesProvider;
    iput-object v5, v2, Lcom/wc/FilesProvider$call$deleted$1;->$call:Lcom/wc/Call;
    const/4 v1, 0x2
    invoke-direct {v2, v1, v6}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 16
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v5
    .line 44
    iget v0, v14, Lcom/wc/FilesProvider$call$deleted$1;->label:I
    packed-switch v0, :sw_9
    goto :L274
:L36
    invoke-static {v15}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 45
    iget-object v0, v14, Lcom/wc/FilesProvider$call$deleted$1;->$extras:Landroid/os/Bundle;
    if-eqz v0, :L56
    const-string v1, "tool_name"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    goto :L58
:L56
    const/4 v0, 0x0
:L58
    .line 46
    const-string v1, "purge_exports"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L206
    iget-object v0, v14, Lcom/wc/FilesProvider$call$deleted$1;->this$0:Lcom/wc/FilesProvider;
    invoke-static {v0}, Lcom/wc/FilesProvider;->access$getRepo(Lcom/wc/FilesProvider;)Lcom/wc/Repository;
    move-result-object v0
    iget-object v1, v14, Lcom/wc/FilesProvider$call$deleted$1;->$call:Lcom/wc/Call;
    move-object v2, v14
    check-cast v2, Lkotlin/coroutines/Continuation;
    const/4 v4, 0x1
    iput v4, v14, Lcom/wc/FilesProvider$call$deleted$1;->label:I
    invoke-virtual {v0, v1, v2}, Lcom/wc/Repository;->oldExports(Lcom/wc/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v5, :L103
    .line 44
    return-object v5
:L98
    invoke-static {v15}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v15
:L103
    check-cast v0, Ljava/lang/Iterable;
    move-object v6, v0
    const/4 v12, 0x0
    .line 61
    instance-of v0, v6, Ljava/util/Collection;
    if-eqz v0, :L132
    move-object v0, v6
    check-cast v0, Ljava/util/Collection;
    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z
    move-result v0
    if-eqz v0, :L132
    const/4 v0, 0x0
    goto :L270
:L132
    .line 62
    const/4 v7, 0x0
    .line 63
    invoke-interface {v6}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v8
:L143
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L201
    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v9
    move-object v0, v9
    check-cast v0, Ljava/lang/String;
    move-object v10, v0
    const/4 v13, 0x0
    .line 46
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, v10}, Ljava/io/File;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/File;->delete()Z
    move-result v0
    .line 63
    if-eqz v0, :L143
    add-int/lit8 v7, v7, 0x1
    if-gez v7, :L143
    invoke-static {}, Lkotlin/collections/CollectionsKt;->throwCountOverflow()V
    goto :L143
:L201
    .line 64
    move v0, v7
    goto :L270
:L206
    .line 47
    iget-object v0, v14, Lcom/wc/FilesProvider$call$deleted$1;->this$0:Lcom/wc/FilesProvider;
    invoke-static {v0}, Lcom/wc/FilesProvider;->access$getRepo(Lcom/wc/FilesProvider;)Lcom/wc/Repository;
    move-result-object v0
    iget-object v1, v14, Lcom/wc/FilesProvider$call$deleted$1;->$call:Lcom/wc/Call;
    move-object v2, v14
    check-cast v2, Lkotlin/coroutines/Continuation;
    const/4 v4, 0x2
    iput v4, v14, Lcom/wc/FilesProvider$call$deleted$1;->label:I
    invoke-virtual {v0, v1, v2}, Lcom/wc/Repository;->requestedName(Lcom/wc/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v5, :L243
    .line 44
    return-object v5
:L238
    invoke-static {v15}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v15
:L243
    .line 47
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "/data/data/com.wc/files/"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v11
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, v11}, Ljava/io/File;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/File;->delete()Z
    move-result v0
    if-eqz v0, :L269
    const/4 v0, 0x1
    goto :L270
:L269
    const/4 v0, 0x0
:L270
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v0
    .line 48
    return-object v0
:L274
    .line 44
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_9
    .packed-switch 0x0
        :L36
        :L98
        :L238
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 8
    new-instance v0, Lcom/wc/FilesProvider$call$deleted$1;
    iget-object v2, v5, Lcom/wc/FilesProvider$call$deleted$1;->$extras:Landroid/os/Bundle;
    iget-object v3, v5, Lcom/wc/FilesProvider$call$deleted$1;->this$0:Lcom/wc/FilesProvider;
    iget-object v4, v5, Lcom/wc/FilesProvider$call$deleted$1;->$call:Lcom/wc/Call;
    invoke-direct {v0, v2, v3, v4, v7}, Lcom/wc/FilesProvider$call$deleted$1;-><init>(Landroid/os/Bundle;Lcom/wc/FilesProvider;Lcom/wc/Call;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/wc/FilesProvider$call$deleted$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/wc/FilesProvider$call$deleted$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/wc/FilesProvider$call$deleted$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, v4
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, v5
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {v3, v1, v2}, Lcom/wc/FilesProvider$call$deleted$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

