.class final Lcom/example/r36k2/FleetProvider$executeTool$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Fleet.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r36k2/FleetProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
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
        "Ljava/lang/String;",
        ">;",
        "Ljava/lang/Object;",
        ">;"
    }
.end annotation

.annotation runtime Lkotlin/coroutines/jvm/internal/DebugMetadata;
    c = "com.example.r36k2.FleetProvider$executeTool$1"
    f = "Fleet.kt"
    i = {}
    l = {}
    m = "invokeSuspend"
    n = {}
    nl = {}
    s = {}
    v = 0x2
.end annotation

.field final synthetic $args:Lorg/json/JSONObject;

.field label:I

.field final synthetic this$0:Lcom/example/r36k2/FleetProvider;

.method constructor <init>(Lcom/example/r36k2/FleetProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/example/r36k2/FleetProvider;",
            "Lorg/json/JSONObject;",
            "Lkotlin/coroutines/Continuation<",
            "-",
            "Lcom/example/r36k2/FleetProvider$executeTool$1;",
            ">;)V"
        }
    .end annotation
    iput-object p1, p0, Lcom/example/r36k2/FleetProvider$executeTool$1;->this$0:Lcom/example/r36k2/FleetProvider;
    iput-object p2, p0, Lcom/example/r36k2/FleetProvider$executeTool$1;->$args:Lorg/json/JSONObject;
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
    new-instance p1, Lcom/example/r36k2/FleetProvider$executeTool$1;
    iget-object v0, p0, Lcom/example/r36k2/FleetProvider$executeTool$1;->this$0:Lcom/example/r36k2/FleetProvider;
    iget-object v1, p0, Lcom/example/r36k2/FleetProvider$executeTool$1;->$args:Lorg/json/JSONObject;
    invoke-direct {p1, v0, v1, p2}, Lcom/example/r36k2/FleetProvider$executeTool$1;-><init>(Lcom/example/r36k2/FleetProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    check-cast p1, Lkotlin/coroutines/Continuation;
    return-object p1
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/r36k2/FleetProvider$executeTool$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
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
            "Ljava/lang/String;",
            ">;)",
            "Ljava/lang/Object;"
        }
    .end annotation
    invoke-virtual {p0, p1, p2}, Lcom/example/r36k2/FleetProvider$executeTool$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object p1
    check-cast p1, Lcom/example/r36k2/FleetProvider$executeTool$1;
    sget-object p2, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {p1, p2}, Lcom/example/r36k2/FleetProvider$executeTool$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    .line 56
    iget v0, p0, Lcom/example/r36k2/FleetProvider$executeTool$1;->label:I
    if-nez v0, :cond_bad
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    iget-object p1, p0, Lcom/example/r36k2/FleetProvider$executeTool$1;->this$0:Lcom/example/r36k2/FleetProvider;
    iget-object v0, p0, Lcom/example/r36k2/FleetProvider$executeTool$1;->$args:Lorg/json/JSONObject;
    const-string v1, "zone"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "optString(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iget-object v1, p0, Lcom/example/r36k2/FleetProvider$executeTool$1;->this$0:Lcom/example/r36k2/FleetProvider;
    invoke-virtual {v1}, Lcom/example/r36k2/FleetProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v1
    if-nez v1, :cond_have
    const-string v1, "unknown"
    :cond_have
    invoke-static {p1, v0, v1}, Lcom/example/r36k2/FleetProvider;->access$nearby(Lcom/example/r36k2/FleetProvider;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    return-object p1

    :cond_bad
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v0, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {p1, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
.end method
