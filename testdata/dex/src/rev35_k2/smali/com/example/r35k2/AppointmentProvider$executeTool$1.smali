.class final Lcom/example/r35k2/AppointmentProvider$executeTool$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Clinic.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r35k2/AppointmentProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
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
    c = "com.example.r35k2.AppointmentProvider$executeTool$1"
    f = "Clinic.kt"
    i = {}
    l = {
        0x2d
    }
    m = "invokeSuspend"
    n = {}
    nl = {
        -0x1
    }
    s = {}
    v = 0x2
.end annotation

.field final synthetic $args:Lorg/json/JSONObject;

.field final synthetic $ctx:Landroid/content/Context;

.field label:I

.method constructor <init>(Landroid/content/Context;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/content/Context;",
            "Lorg/json/JSONObject;",
            "Lkotlin/coroutines/Continuation<",
            "-",
            "Lcom/example/r35k2/AppointmentProvider$executeTool$1;",
            ">;)V"
        }
    .end annotation
    iput-object p1, p0, Lcom/example/r35k2/AppointmentProvider$executeTool$1;->$ctx:Landroid/content/Context;
    iput-object p2, p0, Lcom/example/r35k2/AppointmentProvider$executeTool$1;->$args:Lorg/json/JSONObject;
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
    new-instance p1, Lcom/example/r35k2/AppointmentProvider$executeTool$1;
    iget-object v0, p0, Lcom/example/r35k2/AppointmentProvider$executeTool$1;->$ctx:Landroid/content/Context;
    iget-object v1, p0, Lcom/example/r35k2/AppointmentProvider$executeTool$1;->$args:Lorg/json/JSONObject;
    invoke-direct {p1, v0, v1, p2}, Lcom/example/r35k2/AppointmentProvider$executeTool$1;-><init>(Landroid/content/Context;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    check-cast p1, Lkotlin/coroutines/Continuation;
    return-object p1
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/r35k2/AppointmentProvider$executeTool$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
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
    invoke-virtual {p0, p1, p2}, Lcom/example/r35k2/AppointmentProvider$executeTool$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object p1
    check-cast p1, Lcom/example/r35k2/AppointmentProvider$executeTool$1;
    sget-object p2, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {p1, p2}, Lcom/example/r35k2/AppointmentProvider$executeTool$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    .line 45
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    iget v1, p0, Lcom/example/r35k2/AppointmentProvider$executeTool$1;->label:I
    packed-switch v1, :pswitch_data_0
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v0, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {p1, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    goto :goto_ret

    :pswitch_1
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    sget-object p1, Lcom/example/r35k2/Schedule;->INSTANCE:Lcom/example/r35k2/Schedule;
    iget-object v1, p0, Lcom/example/r35k2/AppointmentProvider$executeTool$1;->$ctx:Landroid/content/Context;
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    iget-object v2, p0, Lcom/example/r35k2/AppointmentProvider$executeTool$1;->$args:Lorg/json/JSONObject;
    const-string v3, "day"
    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "optString(...)"
    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {p1, v1, v2}, Lcom/example/r35k2/Schedule;->openSlots(Landroid/content/Context;Ljava/lang/String;)Lkotlinx/coroutines/flow/Flow;
    move-result-object p1
    move-object v1, p0
    check-cast v1, Lkotlin/coroutines/Continuation;
    const/4 v2, 0x1
    iput v2, p0, Lcom/example/r35k2/AppointmentProvider$executeTool$1;->label:I
    invoke-static {p1, v1}, Lkotlinx/coroutines/flow/FlowKt;->first(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    if-ne p1, v0, :goto_ret
    return-object v0

    :goto_ret
    return-object p1

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_1
        :pswitch_0
    .end packed-switch
.end method
