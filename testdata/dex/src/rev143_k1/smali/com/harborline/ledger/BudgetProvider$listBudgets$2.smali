.class final Lcom/harborline/ledger/BudgetProvider$listBudgets$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "BudgetProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field private synthetic L$0:Ljava/lang/Object;

.field L$1:Ljava/lang/Object;

.field L$2:Ljava/lang/Object;

.field L$3:Ljava/lang/Object;

.field label:I

.field final synthetic this$0:Lcom/harborline/ledger/BudgetProvider;


# direct methods
.method constructor <init>(Lcom/harborline/ledger/BudgetProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4

    iput-object p1, p0, Lcom/harborline/ledger/BudgetProvider$listBudgets$2;->this$0:Lcom/harborline/ledger/BudgetProvider;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6

    new-instance v2, Lcom/harborline/ledger/BudgetProvider$listBudgets$2;

    iget-object v1, p0, Lcom/harborline/ledger/BudgetProvider$listBudgets$2;->this$0:Lcom/harborline/ledger/BudgetProvider;

    invoke-direct {v2, v1, p2}, Lcom/harborline/ledger/BudgetProvider$listBudgets$2;-><init>(Lcom/harborline/ledger/BudgetProvider;Lkotlin/coroutines/Continuation;)V

    iput-object p1, v2, Lcom/harborline/ledger/BudgetProvider$listBudgets$2;->L$0:Ljava/lang/Object;

    move-object v0, v2

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lcom/harborline/ledger/BudgetProvider$listBudgets$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lcom/harborline/ledger/BudgetProvider$listBudgets$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lcom/harborline/ledger/BudgetProvider$listBudgets$2;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lcom/harborline/ledger/BudgetProvider$listBudgets$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 16

    iget-object v7, p0, Lcom/harborline/ledger/BudgetProvider$listBudgets$2;->L$0:Ljava/lang/Object;

    check-cast v7, Lkotlinx/coroutines/CoroutineScope;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v13

    .line 43
    iget v0, p0, Lcom/harborline/ledger/BudgetProvider$listBudgets$2;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 44
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v1

    check-cast v1, Lkotlin/coroutines/CoroutineContext;

    new-instance v3, Lcom/harborline/ledger/BudgetProvider$listBudgets$2$all$1;

    iget-object v5, p0, Lcom/harborline/ledger/BudgetProvider$listBudgets$2;->this$0:Lcom/harborline/ledger/BudgetProvider;

    const/4 v6, 0x0

    invoke-direct {v3, v5, v6}, Lcom/harborline/ledger/BudgetProvider$listBudgets$2$all$1;-><init>(Lcom/harborline/ledger/BudgetProvider;Lkotlin/coroutines/Continuation;)V

    check-cast v3, Lkotlin/jvm/functions/Function2;

    move-object v0, v7

    const/4 v2, 0x0

    const/4 v4, 0x2

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->async$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Deferred;

    move-result-object v8

    .line 45
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v10, "budgets"

    move-object v9, v0

    move-object v1, p0

    check-cast v1, Lkotlin/coroutines/Continuation;

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, p0, Lcom/harborline/ledger/BudgetProvider$listBudgets$2;->L$0:Ljava/lang/Object;

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, p0, Lcom/harborline/ledger/BudgetProvider$listBudgets$2;->L$1:Ljava/lang/Object;

    iput-object v9, p0, Lcom/harborline/ledger/BudgetProvider$listBudgets$2;->L$2:Ljava/lang/Object;

    iput-object v10, p0, Lcom/harborline/ledger/BudgetProvider$listBudgets$2;->L$3:Ljava/lang/Object;

    const/4 v3, 0x1

    iput v3, p0, Lcom/harborline/ledger/BudgetProvider$listBudgets$2;->label:I

    invoke-interface {v8, v1}, Lkotlinx/coroutines/Deferred;->await(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v13, :cond_0

    .line 43
    return-object v13

    :pswitch_1
    iget-object v10, p0, Lcom/harborline/ledger/BudgetProvider$listBudgets$2;->L$3:Ljava/lang/Object;

    check-cast v10, Ljava/lang/String;

    iget-object v9, p0, Lcom/harborline/ledger/BudgetProvider$listBudgets$2;->L$2:Ljava/lang/Object;

    check-cast v9, Lorg/json/JSONObject;

    iget-object v8, p0, Lcom/harborline/ledger/BudgetProvider$listBudgets$2;->L$1:Ljava/lang/Object;

    check-cast v8, Lkotlinx/coroutines/Deferred;

    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, p1

    .line 45
    :cond_0
    move-object v11, v0

    invoke-virtual {v9, v10, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v12, v0

    new-instance v0, Lcom/harborline/ledger/Reply$Ok;

    invoke-direct {v0, v12}, Lcom/harborline/ledger/Reply$Ok;-><init>(Ljava/lang/Object;)V

    return-object v0

    .line 43
    :goto_0
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
