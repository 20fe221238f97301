.class final Lcom/chorechart/LedgerProvider$exportLedger$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "LedgerProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nLedgerProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 LedgerProvider.kt\ncom/chorechart/LedgerProvider$exportLedger$1\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,162:1\n1#2:163\n*E\n"
.end annotation

.field  label:I
.field final synthetic $writeEnd:Landroid/os/ParcelFileDescriptor;
.field final synthetic $text:Ljava/lang/String;

.method constructor <init>(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, Lcom/chorechart/LedgerProvider$exportLedger$1;->$writeEnd:Landroid/os/ParcelFileDescriptor;
    iput-object v3, v1, Lcom/chorechart/LedgerProvider$exportLedger$1;->$text:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 11
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 135
    iget v0, v9, Lcom/chorechart/LedgerProvider$exportLedger$1;->label:I
    packed-switch v0, :sw_8
    goto :L123
    :L28
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 136
    new-instance v0, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    iget-object v2, v9, Lcom/chorechart/LedgerProvider$exportLedger$1;->$writeEnd:Landroid/os/ParcelFileDescriptor;
    invoke-direct {v0, v2}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V
    check-cast v0, Ljava/io/Closeable;
    move-object v4, v0
    iget-object v0, v9, Lcom/chorechart/LedgerProvider$exportLedger$1;->$text:Ljava/lang/String;
    move-object v5, v0
    const/4 v0, 0x0
    move-object v6, v0
    :t_55
    nop
    check-cast v4, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    move-object v7, v4
    .line 163
    const/4 v0, 0x0
    move v8, v0
    .line 136
    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v5, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v1
    const-string v3, "getBytes(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 136
    invoke-virtual {v7, v1}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;->write([B)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 136
    move-object v7, v0
    :t_90
    invoke-static {v4, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    goto :L119
    :t_99
    :L99
    move-exception v0
    move-object v8, v0
    move-object v6, v8
    throw v8
    :t_108
    :L108
    move-exception v0
    move-object v8, v0
    invoke-static {v4, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v8
    :L119
    .line 137
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    :L123
    .line 135
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    .catch Ljava/lang/Throwable; {:t_55 .. :t_90} :L99
    .catchall {:t_55 .. :t_90} :L108
    .catchall {:t_99 .. :t_108} :L108
    :sw_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/chorechart/LedgerProvider$exportLedger$1;
    iget-object v1, v3, Lcom/chorechart/LedgerProvider$exportLedger$1;->$writeEnd:Landroid/os/ParcelFileDescriptor;
    iget-object v2, v3, Lcom/chorechart/LedgerProvider$exportLedger$1;->$text:Ljava/lang/String;
    invoke-direct {v0, v1, v2, v5}, Lcom/chorechart/LedgerProvider$exportLedger$1;-><init>(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/chorechart/LedgerProvider$exportLedger$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/chorechart/LedgerProvider$exportLedger$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/chorechart/LedgerProvider$exportLedger$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/chorechart/LedgerProvider$exportLedger$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

