.class public final Lcom/spokeshare/BikesDesk$find$$inlined$map$1$2;
.super Ljava/lang/Object;
.source "Emitters.kt"

# interfaces
.implements Lkotlinx/coroutines/flow/FlowCollector;

# instance fields
.field final synthetic $this_unsafeFlow:Lkotlinx/coroutines/flow/FlowCollector;


# direct methods
.method public constructor <init>(Lkotlinx/coroutines/flow/FlowCollector;)V
    .registers 2
    iput-object p1, p0, Lcom/spokeshare/BikesDesk$find$$inlined$map$1$2;->$this_unsafeFlow:Lkotlinx/coroutines/flow/FlowCollector;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 22
    move-object/from16 v0, p2
    instance-of v0, v0, Lcom/spokeshare/BikesDesk$find$$inlined$map$1$2$1;
    if-eqz v0, :L36
    move-object/from16 v0, p2
    check-cast v0, Lcom/spokeshare/BikesDesk$find$$inlined$map$1$2$1;
    move-object v5, v0
    iget v0, v5, Lcom/spokeshare/BikesDesk$find$$inlined$map$1$2$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L36
    iget v1, v5, Lcom/spokeshare/BikesDesk$find$$inlined$map$1$2$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v5, Lcom/spokeshare/BikesDesk$find$$inlined$map$1$2$1;->label:I
    goto :L46
:L36
    new-instance v5, Lcom/spokeshare/BikesDesk$find$$inlined$map$1$2$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p2
    invoke-direct {v5, v2, v3}, Lcom/spokeshare/BikesDesk$find$$inlined$map$1$2$1;-><init>(Lcom/spokeshare/BikesDesk$find$$inlined$map$1$2;Lkotlin/coroutines/Continuation;)V
:L46
    iget-object v6, v5, Lcom/spokeshare/BikesDesk$find$$inlined$map$1$2$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v7
    .line 57
    iget v0, v5, Lcom/spokeshare/BikesDesk$find$$inlined$map$1$2$1;->label:I
    packed-switch v0, :pswitch_data_61
    goto/16 :L314
:L84
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 49
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/spokeshare/BikesDesk$find$$inlined$map$1$2;->$this_unsafeFlow:Lkotlinx/coroutines/flow/FlowCollector;
    move-object v8, v5
    move-object/from16 v9, p1
    move-object v10, v0
    const/4 v11, 0x0
    .line 219
    move-object v12, v10
    move-object v1, v5
    check-cast v1, Lkotlin/coroutines/Continuation;
    move-object v13, v1
    move-object v0, v9
    check-cast v0, Lkotlin/Result;
    invoke-virtual {v0}, Lkotlin/Result;->unbox-impl()Ljava/lang/Object;
    move-result-object v14
    const/4 v15, 0x0
    .line 220
    move-object/from16 v16, v14
    move-object/from16 v0, v16
    invoke-static {v0}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L187
    move-object/from16 v0, v16
    check-cast v0, Ljava/util/List;
    move-object/from16 v17, v0
    .line 221
    const/16 v18, 0x0
    .line 220
    new-instance v0, Lcom/spokeshare/Action$Loaded;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    move-object/from16 v4, v17
    invoke-static {v4}, Lcom/spokeshare/StationsKt;->stationsJson(Ljava/util/List;)Lorg/json/JSONArray;
    move-result-object v4
    const-string v3, "stations"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/spokeshare/Action$Loaded;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/spokeshare/Action;
    goto :L211
:L187
    move-object/from16 v17, v0
    .line 221
    const/16 v18, 0x0
    .line 220
    new-instance v0, Lcom/spokeshare/Action$Failed;
    move-object/from16 v3, v17
    invoke-static {v3}, Lcom/spokeshare/ProtocolKt;->userText(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v3
    const-string v2, "UNAVAILABLE"
    const/4 v4, 0x1
    invoke-direct {v0, v2, v3, v4}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    check-cast v0, Lcom/spokeshare/Action;
:L211
    .line 219
    move-object/from16 v4, p1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v5, Lcom/spokeshare/BikesDesk$find$$inlined$map$1$2$1;->L$0:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v5, Lcom/spokeshare/BikesDesk$find$$inlined$map$1$2$1;->L$1:Ljava/lang/Object;
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v5, Lcom/spokeshare/BikesDesk$find$$inlined$map$1$2$1;->L$2:Ljava/lang/Object;
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v5, Lcom/spokeshare/BikesDesk$find$$inlined$map$1$2$1;->L$3:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v5, Lcom/spokeshare/BikesDesk$find$$inlined$map$1$2$1;->label:I
    invoke-interface {v12, v0, v5}, Lkotlinx/coroutines/flow/FlowCollector;->emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v7, :L309
    .line 57
    return-object v7
:L270
    const/4 v11, 0x0
    iget-object v10, v5, Lcom/spokeshare/BikesDesk$find$$inlined$map$1$2$1;->L$3:Ljava/lang/Object;
    check-cast v10, Lkotlinx/coroutines/flow/FlowCollector;
    iget-object v9, v5, Lcom/spokeshare/BikesDesk$find$$inlined$map$1$2$1;->L$2:Ljava/lang/Object;
    iget-object v8, v5, Lcom/spokeshare/BikesDesk$find$$inlined$map$1$2$1;->L$1:Ljava/lang/Object;
    check-cast v8, Lcom/spokeshare/BikesDesk$find$$inlined$map$1$2$1;
    iget-object v0, v5, Lcom/spokeshare/BikesDesk$find$$inlined$map$1$2$1;->L$0:Ljava/lang/Object;
    move-object/from16 p1, v0
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v6
:L309
    .line 49
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
:L314
    .line 57
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_61
    .packed-switch 0x0
        :L84
        :L270
    .end packed-switch
.end method
