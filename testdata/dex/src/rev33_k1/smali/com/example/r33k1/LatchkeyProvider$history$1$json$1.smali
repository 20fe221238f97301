.class final Lcom/example/r33k1/LatchkeyProvider$history$1$json$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "LatchkeyProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r33k1/LatchkeyProvider;->history(Lcom/example/r33k1/LockCommand$History;)Landroid/os/Bundle;
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
        "-Ljava/lang/String;>;",
        "Ljava/lang/Object;",
        ">;"
    }
.end annotation

.annotation runtime Lkotlin/coroutines/jvm/internal/DebugMetadata;
    c = "com.example.r33k1.LatchkeyProvider$history$1$json$1"
    f = "LatchkeyProvider.kt"
    i = {}
    l = {}
    m = "invokeSuspend"
    n = {}
    s = {}
.end annotation

.field final synthetic $cmd:Lcom/example/r33k1/LockCommand$History;

.field label:I

.method constructor <init>(Lcom/example/r33k1/LockCommand$History;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object p1, p0, Lcom/example/r33k1/LatchkeyProvider$history$1$json$1;->$cmd:Lcom/example/r33k1/LockCommand$History;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5
    new-instance v0, Lcom/example/r33k1/LatchkeyProvider$history$1$json$1;
    iget-object v1, p0, Lcom/example/r33k1/LatchkeyProvider$history$1$json$1;->$cmd:Lcom/example/r33k1/LockCommand$History;
    invoke-direct {v0, v1, p2}, Lcom/example/r33k1/LatchkeyProvider$history$1$json$1;-><init>(Lcom/example/r33k1/LockCommand$History;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/r33k1/LatchkeyProvider$history$1$json$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0, p1, p2}, Lcom/example/r33k1/LatchkeyProvider$history$1$json$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object p1
    check-cast p1, Lcom/example/r33k1/LatchkeyProvider$history$1$json$1;
    sget-object p2, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {p1, p2}, Lcom/example/r33k1/LatchkeyProvider$history$1$json$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    .line 78
    iget v0, p0, Lcom/example/r33k1/LatchkeyProvider$history$1$json$1;->label:I
    packed-switch v0, :pswitch_data_0
    .line 78
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v0, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 79
    sget-object p1, Lcom/example/r33k1/LockHub;->INSTANCE:Lcom/example/r33k1/LockHub;
    iget-object v0, p0, Lcom/example/r33k1/LatchkeyProvider$history$1$json$1;->$cmd:Lcom/example/r33k1/LockCommand$History;
    invoke-virtual {v0}, Lcom/example/r33k1/LockCommand$History;->getDoor()Ljava/lang/String;
    move-result-object v0
    iget-object v1, p0, Lcom/example/r33k1/LatchkeyProvider$history$1$json$1;->$cmd:Lcom/example/r33k1/LockCommand$History;
    invoke-virtual {v1}, Lcom/example/r33k1/LockCommand$History;->getDays()I
    move-result v1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-virtual {p1, v0, v1, v2}, Lcom/example/r33k1/LockHub;->history(Ljava/lang/String;II)Ljava/lang/String;
    move-result-object p1
    return-object p1

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method
