.class final Lcom/example/r33k1/LatchkeyProvider$doorState$1$json$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "LatchkeyProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r33k1/LatchkeyProvider;->doorState(Lcom/example/r33k1/LockCommand$DoorState;)Landroid/os/Bundle;
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
    c = "com.example.r33k1.LatchkeyProvider$doorState$1$json$1"
    f = "LatchkeyProvider.kt"
    i = {}
    l = {}
    m = "invokeSuspend"
    n = {}
    s = {}
.end annotation

.field final synthetic $cmd:Lcom/example/r33k1/LockCommand$DoorState;
.field final synthetic $viewer:I

.field label:I

.method constructor <init>(Lcom/example/r33k1/LockCommand$DoorState;ILkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object p1, p0, Lcom/example/r33k1/LatchkeyProvider$doorState$1$json$1;->$cmd:Lcom/example/r33k1/LockCommand$DoorState;
    iput p2, p0, Lcom/example/r33k1/LatchkeyProvider$doorState$1$json$1;->$viewer:I
    const/4 v0, 0x2
    invoke-direct {p0, v0, p3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/example/r33k1/LatchkeyProvider$doorState$1$json$1;
    iget-object v1, p0, Lcom/example/r33k1/LatchkeyProvider$doorState$1$json$1;->$cmd:Lcom/example/r33k1/LockCommand$DoorState;
    iget v2, p0, Lcom/example/r33k1/LatchkeyProvider$doorState$1$json$1;->$viewer:I
    invoke-direct {v0, v1, v2, p2}, Lcom/example/r33k1/LatchkeyProvider$doorState$1$json$1;-><init>(Lcom/example/r33k1/LockCommand$DoorState;ILkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/r33k1/LatchkeyProvider$doorState$1$json$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0, p1, p2}, Lcom/example/r33k1/LatchkeyProvider$doorState$1$json$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object p1
    check-cast p1, Lcom/example/r33k1/LatchkeyProvider$doorState$1$json$1;
    sget-object p2, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {p1, p2}, Lcom/example/r33k1/LatchkeyProvider$doorState$1$json$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    .line 57
    iget v0, p0, Lcom/example/r33k1/LatchkeyProvider$doorState$1$json$1;->label:I
    packed-switch v0, :pswitch_data_0
    .line 57
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v0, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    sget-object p1, Lcom/example/r33k1/LockHub;->INSTANCE:Lcom/example/r33k1/LockHub;
    iget-object v0, p0, Lcom/example/r33k1/LatchkeyProvider$doorState$1$json$1;->$cmd:Lcom/example/r33k1/LockCommand$DoorState;
    invoke-virtual {v0}, Lcom/example/r33k1/LockCommand$DoorState;->getDoor()Ljava/lang/String;
    move-result-object v0
    iget v1, p0, Lcom/example/r33k1/LatchkeyProvider$doorState$1$json$1;->$viewer:I
    iget-object v2, p0, Lcom/example/r33k1/LatchkeyProvider$doorState$1$json$1;->$cmd:Lcom/example/r33k1/LockCommand$DoorState;
    invoke-virtual {v2}, Lcom/example/r33k1/LockCommand$DoorState;->getForce()Z
    move-result v2
    invoke-virtual {p1, v0, v1, v2}, Lcom/example/r33k1/LockHub;->state(Ljava/lang/String;IZ)Ljava/lang/String;
    move-result-object p1
    return-object p1

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method
