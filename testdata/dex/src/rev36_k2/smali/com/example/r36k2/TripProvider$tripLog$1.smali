.class final Lcom/example/r36k2/TripProvider$tripLog$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "TripProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r36k2/TripProvider;->tripLog(Ljava/lang/String;)Landroid/os/Bundle;
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
        "-",
        "Lkotlin/Unit;",
        ">;",
        "Ljava/lang/Object;",
        ">;"
    }
.end annotation

.annotation runtime Lkotlin/coroutines/jvm/internal/DebugMetadata;
    c = "com.example.r36k2.TripProvider$tripLog$1"
    f = "TripProvider.kt"
    i = {}
    l = {}
    m = "invokeSuspend"
    n = {}
    nl = {}
    s = {}
    v = 0x2
.end annotation

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTripProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 TripProvider.kt\ncom/example/r36k2/TripProvider$tripLog$1\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,120:1\n1#2:121\n*E\n"
.end annotation

.field final synthetic $lines:[B

.field final synthetic $writeEnd:Landroid/os/ParcelFileDescriptor;

.field label:I

.method constructor <init>(Landroid/os/ParcelFileDescriptor;[BLkotlin/coroutines/Continuation;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/os/ParcelFileDescriptor;",
            "[B",
            "Lkotlin/coroutines/Continuation<",
            "-",
            "Lcom/example/r36k2/TripProvider$tripLog$1;",
            ">;)V"
        }
    .end annotation
    iput-object p1, p0, Lcom/example/r36k2/TripProvider$tripLog$1;->$writeEnd:Landroid/os/ParcelFileDescriptor;
    iput-object p2, p0, Lcom/example/r36k2/TripProvider$tripLog$1;->$lines:[B
    const/4 p1, 0x2
    invoke-direct {p0, p1, p3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/Object;",
            "Lkotlin/coroutines/Continuation<",
            "*>;)",
            "Lkotlin/coroutines/Continuation<",
            "Lkotlin/Unit;",
            ">;"
        }
    .end annotation
    new-instance p1, Lcom/example/r36k2/TripProvider$tripLog$1;
    iget-object v0, p0, Lcom/example/r36k2/TripProvider$tripLog$1;->$writeEnd:Landroid/os/ParcelFileDescriptor;
    iget-object v1, p0, Lcom/example/r36k2/TripProvider$tripLog$1;->$lines:[B
    invoke-direct {p1, v0, v1, p2}, Lcom/example/r36k2/TripProvider$tripLog$1;-><init>(Landroid/os/ParcelFileDescriptor;[BLkotlin/coroutines/Continuation;)V
    check-cast p1, Lkotlin/coroutines/Continuation;
    return-object p1
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/r36k2/TripProvider$tripLog$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lkotlinx/coroutines/CoroutineScope;",
            "Lkotlin/coroutines/Continuation<",
            "-",
            "Lkotlin/Unit;",
            ">;)",
            "Ljava/lang/Object;"
        }
    .end annotation
    invoke-virtual {p0, p1, p2}, Lcom/example/r36k2/TripProvider$tripLog$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object p1
    check-cast p1, Lcom/example/r36k2/TripProvider$tripLog$1;
    sget-object p2, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {p1, p2}, Lcom/example/r36k2/TripProvider$tripLog$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    .line 100
    iget v0, p0, Lcom/example/r36k2/TripProvider$tripLog$1;->label:I
    if-nez v0, :cond_bad
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 102
    :try_start_0
    new-instance p1, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    iget-object v0, p0, Lcom/example/r36k2/TripProvider$tripLog$1;->$writeEnd:Landroid/os/ParcelFileDescriptor;
    invoke-direct {p1, v0}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V
    check-cast p1, Ljava/io/Closeable;
    iget-object v0, p0, Lcom/example/r36k2/TripProvider$tripLog$1;->$lines:[B
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_io
    const/4 v1, 0x0
    :try_start_1
    move-object v2, p1
    check-cast v2, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    .line 121
    const/4 v3, 0x0
    .line 102
    invoke-virtual {v2, v0}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;->write([B)V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0
    .catchall {:try_start_1 .. :try_end_1} :catchall_0
    :try_start_2
    invoke-static {p1, v1}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    :try_end_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_io
    goto :goto_done

    :catch_0
    move-exception v0
    :try_start_3
    throw v0
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1

    :catchall_0
    move-exception v2
    goto :goto_close

    :catchall_1
    move-exception v2
    move-object v1, v0

    :goto_close
    :try_start_4
    invoke-static {p1, v1}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v2
    :try_end_4
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_io

    .line 103
    :catch_io
    move-exception p1
    .line 104
    const-string v0, "TripProvider"
    const-string v1, "trip log pipe closed"
    check-cast p1, Ljava/lang/Throwable;
    invoke-static {v0, v1, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 106
    :goto_done
    sget-object p1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object p1

    .line 100
    :cond_bad
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v0, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {p1, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
.end method
