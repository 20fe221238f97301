.class final Lcom/quillvault/Store$stream$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Store.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field final synthetic $bind:[Ljava/lang/String;
.field final synthetic $op:Ljava/lang/String;
.field final synthetic $sql:Ljava/lang/String;
.field private synthetic L$0:Ljava/lang/Object;
.field  L$1:Ljava/lang/Object;
.field  L$2:Ljava/lang/Object;
.field  L$3:Ljava/lang/Object;
.field  L$4:Ljava/lang/Object;
.field  label:I
.field final synthetic this$0:Lcom/quillvault/Store;


# direct methods
.method constructor <init>(Lcom/quillvault/Store;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 7
    iput-object p1, p0, Lcom/quillvault/Store$stream$1;->this$0:Lcom/quillvault/Store;
    iput-object p2, p0, Lcom/quillvault/Store$stream$1;->$op:Ljava/lang/String;
    iput-object p3, p0, Lcom/quillvault/Store$stream$1;->$sql:Ljava/lang/String;
    iput-object p4, p0, Lcom/quillvault/Store$stream$1;->$bind:[Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 10
    new-instance v0, Lcom/quillvault/Store$stream$1;
    iget-object v2, p0, Lcom/quillvault/Store$stream$1;->this$0:Lcom/quillvault/Store;
    iget-object v3, p0, Lcom/quillvault/Store$stream$1;->$op:Ljava/lang/String;
    iget-object v4, p0, Lcom/quillvault/Store$stream$1;->$sql:Ljava/lang/String;
    iget-object v5, p0, Lcom/quillvault/Store$stream$1;->$bind:[Ljava/lang/String;
    move-object v1, v2
    move-object v2, v3
    move-object v3, v4
    move-object v4, v5
    move-object v5, p2
    invoke-direct/range {v0 .. v5}, Lcom/quillvault/Store$stream$1;-><init>(Lcom/quillvault/Store;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    move-object v6, v0
    iput-object p1, v6, Lcom/quillvault/Store$stream$1;->L$0:Ljava/lang/Object;
    move-object v0, v6
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/flow/FlowCollector;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/quillvault/Store$stream$1;->invoke(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/quillvault/Store$stream$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/quillvault/Store$stream$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/quillvault/Store$stream$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 16
    iget-object v6, p0, Lcom/quillvault/Store$stream$1;->L$0:Ljava/lang/Object;
    check-cast v6, Lkotlinx/coroutines/flow/FlowCollector;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v13
    .line 46
    iget v0, p0, Lcom/quillvault/Store$stream$1;->label:I
    packed-switch v0, :pswitch_data_17
    goto/16 :L275
:L44
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 47
    iget-object v0, p0, Lcom/quillvault/Store$stream$1;->this$0:Lcom/quillvault/Store;
    iget-object v1, p0, Lcom/quillvault/Store$stream$1;->$op:Ljava/lang/String;
    iget-object v2, p0, Lcom/quillvault/Store$stream$1;->$sql:Ljava/lang/String;
    iget-object v3, p0, Lcom/quillvault/Store$stream$1;->$bind:[Ljava/lang/String;
    iget-object v4, p0, Lcom/quillvault/Store$stream$1;->$bind:[Ljava/lang/String;
    array-length v4, v4
    invoke-static {v3, v4}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;
    move-result-object v3
    check-cast v3, [Ljava/lang/String;
    move-object v4, p0
    check-cast v4, Lkotlin/coroutines/Continuation;
    iput-object v6, p0, Lcom/quillvault/Store$stream$1;->L$0:Ljava/lang/Object;
    const/4 v5, 0x1
    iput v5, p0, Lcom/quillvault/Store$stream$1;->label:I
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/quillvault/Store;->rows-BWLJW6A(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v13, :L112
    .line 46
    return-object v13
:L101
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, p1
    check-cast v0, Lkotlin/Result;
    invoke-virtual {v0}, Lkotlin/Result;->unbox-impl()Ljava/lang/Object;
    move-result-object v0
:L112
    .line 47
    move-object v7, v0
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v7
    check-cast v0, Ljava/lang/Iterable;
    move-object v7, v0
    const/4 v8, 0x0
    .line 70
    invoke-interface {v7}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v9
:L134
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L270
    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v10
    move-object v0, v10
    check-cast v0, Lorg/json/JSONObject;
    move-object v11, v0
    const/4 v12, 0x0
    .line 47
    iput-object v6, p0, Lcom/quillvault/Store$stream$1;->L$0:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, p0, Lcom/quillvault/Store$stream$1;->L$1:Ljava/lang/Object;
    iput-object v9, p0, Lcom/quillvault/Store$stream$1;->L$2:Ljava/lang/Object;
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, p0, Lcom/quillvault/Store$stream$1;->L$3:Ljava/lang/Object;
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, p0, Lcom/quillvault/Store$stream$1;->L$4:Ljava/lang/Object;
    const/4 v4, 0x2
    iput v4, p0, Lcom/quillvault/Store$stream$1;->label:I
    invoke-interface {v6, v11, p0}, Lkotlinx/coroutines/flow/FlowCollector;->emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v13, :L266
    .line 46
    return-object v13
:L223
    const/4 v8, 0x0
    const/4 v12, 0x0
    iget-object v11, p0, Lcom/quillvault/Store$stream$1;->L$4:Ljava/lang/Object;
    check-cast v11, Lorg/json/JSONObject;
    iget-object v10, p0, Lcom/quillvault/Store$stream$1;->L$3:Ljava/lang/Object;
    iget-object v9, p0, Lcom/quillvault/Store$stream$1;->L$2:Ljava/lang/Object;
    check-cast v9, Ljava/util/Iterator;
    iget-object v7, p0, Lcom/quillvault/Store$stream$1;->L$1:Ljava/lang/Object;
    check-cast v7, Ljava/lang/Iterable;
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, p1
:L266
    .line 70
    goto :L134
:L270
    .line 48
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
:L275
    .line 46
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_17
    .packed-switch 0x0
        :L44
        :L101
        :L223
    .end packed-switch
.end method
