.class public final Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2;
.super Ljava/lang/Object;
.source "FlowKt.kt"

# interfaces
.implements Lkotlinx/coroutines/flow/FlowCollector;


# instance fields
.field final synthetic $collector:Lkotlinx/coroutines/flow/FlowCollector;

.field final synthetic this$0:Lcom/harborline/ledger/BudgetProvider;


# direct methods
.method public constructor <init>(Lkotlinx/coroutines/flow/FlowCollector;Lcom/harborline/ledger/BudgetProvider;)V
    .registers 3

    iput-object p1, p0, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2;->$collector:Lkotlinx/coroutines/flow/FlowCollector;

    iput-object p2, p0, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2;->this$0:Lcom/harborline/ledger/BudgetProvider;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 16

    instance-of v0, p2, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;

    if-eqz v0, :cond_0

    move-object v0, p2

    check-cast v0, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;

    move-object v6, v0

    iget v0, v6, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v6, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v6, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v6, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;

    invoke-direct {v6, p0, p2}, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;-><init>(Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v7, v6, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v8

    .line 56
    iget v0, v6, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    :pswitch_0
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 10
    iget-object v9, p0, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2;->$collector:Lkotlinx/coroutines/flow/FlowCollector;

    move-object v1, v6

    check-cast v1, Lkotlin/coroutines/Continuation;

    move-object v10, v1

    move-object v0, p1

    check-cast v0, Lorg/json/JSONObject;

    move-object v11, v0

    const/4 v12, 0x0

    .line 11
    iget-object v0, p0, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2;->this$0:Lcom/harborline/ledger/BudgetProvider;

    invoke-virtual {v0}, Lcom/harborline/ledger/BudgetProvider;->getStore()Lcom/harborline/ledger/LedgerStore;

    move-result-object v0

    const-string v2, "category"

    invoke-virtual {v11, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "getString(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v3, "cap_cents"

    invoke-virtual {v11, v3}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v2

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v6, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;->L$0:Ljava/lang/Object;

    iput-object v9, v6, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;->L$1:Ljava/lang/Object;

    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v6, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;->L$2:Ljava/lang/Object;

    iput-object v11, v6, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;->L$3:Ljava/lang/Object;

    const/4 v5, 0x1

    iput v5, v6, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;->label:I

    invoke-virtual {v0, v1, v2, v3, v6}, Lcom/harborline/ledger/LedgerStore;->setCap(Ljava/lang/String;JLkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v8, :cond_1

    .line 56
    return-object v8

    :pswitch_1
    const/4 v12, 0x0

    iget-object v11, v6, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;->L$3:Ljava/lang/Object;

    check-cast v11, Lorg/json/JSONObject;

    iget-object v10, v6, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;->L$2:Ljava/lang/Object;

    check-cast v10, Lkotlin/coroutines/Continuation;

    iget-object v9, v6, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;->L$1:Ljava/lang/Object;

    check-cast v9, Lkotlinx/coroutines/flow/FlowCollector;

    iget-object p1, v6, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;->L$0:Ljava/lang/Object;

    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v7

    .line 11
    :cond_1
    const-string v1, "category"

    invoke-virtual {v11, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 10
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v6, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;->L$0:Ljava/lang/Object;

    const/4 v4, 0x0

    iput-object v4, v6, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;->L$1:Ljava/lang/Object;

    const/4 v4, 0x0

    iput-object v4, v6, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;->L$2:Ljava/lang/Object;

    const/4 v4, 0x0

    iput-object v4, v6, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;->L$3:Ljava/lang/Object;

    const/4 v4, 0x2

    iput v4, v6, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;->label:I

    invoke-interface {v9, v0, v6}, Lkotlinx/coroutines/flow/FlowCollector;->emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v8, :cond_2

    .line 56
    return-object v8

    :pswitch_2
    iget-object p1, v6, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1$2$1;->L$0:Ljava/lang/Object;

    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v7

    .line 10
    :cond_2
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0

    .line 56
    :goto_1
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method
