.class final Lcom/example/r33k2/TidecastProvider$exportOpml$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "TidecastProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r33k2/TidecastProvider;->exportOpml()Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lkotlin/coroutines/jvm/internal/SuspendLambda;",
        "Lkotlin/jvm/functions/Function2<",
        "Lkotlinx/coroutines/CoroutineScope;",
        "Lkotlin/coroutines/Continuation<",
        "-Lkotlin/Unit;>;",
        "Ljava/lang/Object;",
        ">;"
    }
.end annotation

.annotation runtime Lkotlin/coroutines/jvm/internal/DebugMetadata;
    c = "com.example.r33k2.TidecastProvider$exportOpml$1"
    f = "TidecastProvider.kt"
    i = {}
    l = {}
    m = "invokeSuspend"
    n = {}
    s = {}
.end annotation

.field final synthetic $sink:Landroid/os/ParcelFileDescriptor;

.field label:I

.method constructor <init>(Landroid/os/ParcelFileDescriptor;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object p1, p0, Lcom/example/r33k2/TidecastProvider$exportOpml$1;->$sink:Landroid/os/ParcelFileDescriptor;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5
    new-instance v0, Lcom/example/r33k2/TidecastProvider$exportOpml$1;
    iget-object v1, p0, Lcom/example/r33k2/TidecastProvider$exportOpml$1;->$sink:Landroid/os/ParcelFileDescriptor;
    invoke-direct {v0, v1, p2}, Lcom/example/r33k2/TidecastProvider$exportOpml$1;-><init>(Landroid/os/ParcelFileDescriptor;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/r33k2/TidecastProvider$exportOpml$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0, p1, p2}, Lcom/example/r33k2/TidecastProvider$exportOpml$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object p1
    check-cast p1, Lcom/example/r33k2/TidecastProvider$exportOpml$1;
    sget-object p2, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {p1, p2}, Lcom/example/r33k2/TidecastProvider$exportOpml$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    .line 97
    iget v0, p0, Lcom/example/r33k2/TidecastProvider$exportOpml$1;->label:I
    packed-switch v0, :pswitch_data_0
    .line 97
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v0, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 98
    new-instance p1, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    iget-object v0, p0, Lcom/example/r33k2/TidecastProvider$exportOpml$1;->$sink:Landroid/os/ParcelFileDescriptor;
    invoke-direct {p1, v0}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V
    check-cast p1, Ljava/io/Closeable;
    const/4 v0, 0x0
    :try_start_1
    move-object v1, p1
    check-cast v1, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    .local v1, "out":Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    const/4 v2, 0x0
    .line 99
    .local v2, "$i$a$-use-TidecastProvider$exportOpml$1$1":I
    sget-object v3, Lcom/example/r33k2/Catalog;->INSTANCE:Lcom/example/r33k2/Catalog;
    invoke-virtual {v3}, Lcom/example/r33k2/Catalog;->getPrefs()Landroid/content/SharedPreferences;
    move-result-object v3
    const-string v4, "opml"
    const-string v5, "<opml/>"
    invoke-interface {v3, v4, v5}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v4, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v3, v4}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v3
    const-string v4, "getBytes(...)"
    invoke-static {v3, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v1, v3}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;->write([B)V
    .line 100
    nop
    .end local v1    # "out":Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    .end local v2    # "$i$a$-use-TidecastProvider$exportOpml$1$1":I
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0
    .line 98
    invoke-static {p1, v0}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    .line 101
    sget-object p1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object p1
    .line 98
    :catchall_0
    move-exception v0
    :try_start_2
    throw v0
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_1
    :catchall_1
    move-exception v1
    invoke-static {p1, v0}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v1

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method
