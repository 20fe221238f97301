.class public final Lcom/harborline/ledger/BudgetProvider;
.super Lcom/harborline/ledger/LedgerEndpoint;
.source "BudgetProvider.kt"


# static fields
.field public static final Companion:Lcom/harborline/ledger/BudgetProvider$Companion;

.field public static final TAG:Ljava/lang/String; = "BudgetProvider"


# instance fields
.field private final gate$delegate:Lkotlin/Lazy;

.field private final passes:Lcom/harborline/ledger/PassBook;

.field private final providerId:Ljava/lang/String;

.field private final revision:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/harborline/ledger/BudgetProvider$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/harborline/ledger/BudgetProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/harborline/ledger/BudgetProvider;->Companion:Lcom/harborline/ledger/BudgetProvider$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 20
    invoke-direct {p0}, Lcom/harborline/ledger/LedgerEndpoint;-><init>()V

    .line 21
    const-string v0, "com.harborline.ledger.budgets"

    iput-object v0, p0, Lcom/harborline/ledger/BudgetProvider;->providerId:Ljava/lang/String;

    .line 22
    const-string v0, "budgets-4"

    iput-object v0, p0, Lcom/harborline/ledger/BudgetProvider;->revision:Ljava/lang/String;

    .line 23
    new-instance v0, Lcom/harborline/ledger/BudgetProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/harborline/ledger/BudgetProvider$$ExternalSyntheticLambda0;-><init>(Lcom/harborline/ledger/BudgetProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/harborline/ledger/BudgetProvider;->gate$delegate:Lkotlin/Lazy;

    .line 24
    new-instance v0, Lcom/harborline/ledger/PassBook;

    invoke-direct {v0}, Lcom/harborline/ledger/PassBook;-><init>()V

    iput-object v0, p0, Lcom/harborline/ledger/BudgetProvider;->passes:Lcom/harborline/ledger/PassBook;

    .line 20
    return-void
.end method

.method public static final synthetic access$listBudgets(Lcom/harborline/ledger/BudgetProvider;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 3

    .line 20
    invoke-direct {p0, p1}, Lcom/harborline/ledger/BudgetProvider;->listBudgets(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$report(Lcom/harborline/ledger/BudgetProvider;Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    .line 20
    invoke-direct {p0, p1, p2}, Lcom/harborline/ledger/BudgetProvider;->report(Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$reset(Lcom/harborline/ledger/BudgetProvider;Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    .line 20
    invoke-direct {p0, p1, p2}, Lcom/harborline/ledger/BudgetProvider;->reset(Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$setCap(Lcom/harborline/ledger/BudgetProvider;Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    .line 20
    invoke-direct {p0, p1, p2}, Lcom/harborline/ledger/BudgetProvider;->setCap(Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final gate_delegate$lambda$0(Lcom/harborline/ledger/BudgetProvider;)Lcom/harborline/ledger/SoleTrustedGate;
    .registers 3

    .line 23
    new-instance v0, Lcom/harborline/ledger/SoleTrustedGate;

    invoke-virtual {p0}, Lcom/harborline/ledger/BudgetProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v0, v1}, Lcom/harborline/ledger/SoleTrustedGate;-><init>(Landroid/content/Context;)V

    return-object v0
.end method

.method private final listBudgets(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    .line 43
    new-instance v0, Lcom/harborline/ledger/BudgetProvider$listBudgets$2;

    const/4 v1, 0x0

    invoke-direct {v0, p0, v1}, Lcom/harborline/ledger/BudgetProvider$listBudgets$2;-><init>(Lcom/harborline/ledger/BudgetProvider;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, p1}, Lkotlinx/coroutines/SupervisorKt;->supervisorScope(Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 46
    return-object v0
.end method

.method private final report(Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 14

    instance-of v0, p2, Lcom/harborline/ledger/BudgetProvider$report$1;

    if-eqz v0, :cond_0

    move-object v0, p2

    check-cast v0, Lcom/harborline/ledger/BudgetProvider$report$1;

    move-object v9, v0

    iget v0, v9, Lcom/harborline/ledger/BudgetProvider$report$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v9, Lcom/harborline/ledger/BudgetProvider$report$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v9, Lcom/harborline/ledger/BudgetProvider$report$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v9, Lcom/harborline/ledger/BudgetProvider$report$1;

    invoke-direct {v9, p0, p2}, Lcom/harborline/ledger/BudgetProvider$report$1;-><init>(Lcom/harborline/ledger/BudgetProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v8, v9, Lcom/harborline/ledger/BudgetProvider$report$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v10

    .line 48
    iget v0, v9, Lcom/harborline/ledger/BudgetProvider$report$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    :pswitch_0
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 49
    invoke-virtual {p1}, Lcom/harborline/ledger/Call;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "category"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flowOf(Ljava/lang/Object;)Lkotlinx/coroutines/flow/Flow;

    move-result-object v6

    .line 50
    const/4 v7, 0x0

    .line 89
    new-instance v0, Lcom/harborline/ledger/BudgetProvider$report$$inlined$map$1;

    invoke-direct {v0, v6}, Lcom/harborline/ledger/BudgetProvider$report$$inlined$map$1;-><init>(Lkotlinx/coroutines/flow/Flow;)V

    check-cast v0, Lkotlinx/coroutines/flow/Flow;

    .line 93
    move-object v6, v0

    .line 51
    const/4 v7, 0x0

    .line 94
    new-instance v0, Lcom/harborline/ledger/BudgetProvider$report$$inlined$map$2;

    invoke-direct {v0, v6, p0}, Lcom/harborline/ledger/BudgetProvider$report$$inlined$map$2;-><init>(Lkotlinx/coroutines/flow/Flow;Lcom/harborline/ledger/BudgetProvider;)V

    check-cast v0, Lkotlinx/coroutines/flow/Flow;

    .line 52
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v9, Lcom/harborline/ledger/BudgetProvider$report$1;->L$0:Ljava/lang/Object;

    const/4 v3, 0x1

    iput v3, v9, Lcom/harborline/ledger/BudgetProvider$report$1;->label:I

    invoke-static {v0, v9}, Lkotlinx/coroutines/flow/FlowKt;->first(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v10, :cond_1

    .line 48
    return-object v10

    :pswitch_1
    iget-object p1, v9, Lcom/harborline/ledger/BudgetProvider$report$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lcom/harborline/ledger/Call;

    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v8

    :cond_1
    check-cast v0, Lorg/json/JSONArray;

    .line 49
    move-object v5, v0

    .line 53
    new-instance v0, Lcom/harborline/ledger/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "report"

    invoke-virtual {v2, v3, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/harborline/ledger/Reply$Ok;-><init>(Ljava/lang/Object;)V

    return-object v0

    .line 48
    :goto_1
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

.method private final reset(Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 22

    move-object/from16 v0, p2

    instance-of v0, v0, Lcom/harborline/ledger/BudgetProvider$reset$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p2

    check-cast v0, Lcom/harborline/ledger/BudgetProvider$reset$1;

    move-object/from16 v17, v0

    move-object/from16 v0, v17

    iget v0, v0, Lcom/harborline/ledger/BudgetProvider$reset$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    move-object/from16 v1, v17

    iget v1, v1, Lcom/harborline/ledger/BudgetProvider$reset$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    move-object/from16 v0, v17

    iput v1, v0, Lcom/harborline/ledger/BudgetProvider$reset$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v0, Lcom/harborline/ledger/BudgetProvider$reset$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p2

    invoke-direct {v0, v2, v3}, Lcom/harborline/ledger/BudgetProvider$reset$1;-><init>(Lcom/harborline/ledger/BudgetProvider;Lkotlin/coroutines/Continuation;)V

    move-object/from16 v17, v0

    :goto_0
    move-object/from16 v0, v17

    iget-object v0, v0, Lcom/harborline/ledger/BudgetProvider$reset$1;->result:Ljava/lang/Object;

    move-object/from16 v16, v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v18

    .line 65
    move-object/from16 v0, v17

    iget v0, v0, Lcom/harborline/ledger/BudgetProvider$reset$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_1

    :pswitch_0
    move-object/from16 v0, v16

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 66
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/harborline/ledger/Call;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "category"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v12

    .line 67
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/harborline/ledger/Call;->getResumeToken()Ljava/lang/String;

    move-result-object v13

    .line 68
    if-nez v13, :cond_4

    .line 69
    sget-object v0, Lcom/harborline/ledger/Tokens;->INSTANCE:Lcom/harborline/ledger/Tokens;

    sget-object v1, Lcom/harborline/ledger/BudgetProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/harborline/ledger/BudgetProvider$$ExternalSyntheticLambda1;

    move-object/from16 v4, p1

    move-object/from16 v3, v17

    iput-object v4, v3, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$0:Ljava/lang/Object;

    move-object/from16 v3, v17

    iput-object v12, v3, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$1:Ljava/lang/Object;

    invoke-static {v13}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v17

    iput-object v4, v3, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$2:Ljava/lang/Object;

    const/4 v4, 0x1

    move-object/from16 v3, v17

    iput v4, v3, Lcom/harborline/ledger/BudgetProvider$reset$1;->label:I

    move-object/from16 v2, v17

    invoke-virtual {v0, v1, v2}, Lcom/harborline/ledger/Tokens;->mint(Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v18

    if-ne v0, v2, :cond_1

    .line 65
    return-object v18

    :pswitch_1
    move-object/from16 v0, v17

    iget-object v13, v0, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$2:Ljava/lang/Object;

    check-cast v13, Ljava/lang/String;

    move-object/from16 v0, v17

    iget-object v12, v0, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$1:Ljava/lang/Object;

    check-cast v12, Ljava/lang/String;

    move-object/from16 v0, v17

    iget-object v0, v0, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lcom/harborline/ledger/Call;

    move-object/from16 p1, v0

    move-object/from16 v0, v16

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v16

    :cond_1
    check-cast v0, Ljava/lang/String;

    move-object v14, v0

    .line 70
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/harborline/ledger/BudgetProvider;->passes:Lcom/harborline/ledger/PassBook;

    new-instance v2, Lcom/harborline/ledger/Ticket;

    move-object/from16 v4, p1

    invoke-virtual {v4}, Lcom/harborline/ledger/Call;->getUid()I

    move-result v4

    move-object/from16 v5, p1

    invoke-virtual {v5}, Lcom/harborline/ledger/Call;->getTool()Ljava/lang/String;

    move-result-object v5

    move-object/from16 v6, p1

    invoke-virtual {v6}, Lcom/harborline/ledger/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v6

    move-object/from16 v7, p1

    invoke-virtual {v7}, Lcom/harborline/ledger/Call;->getRequestId()Ljava/lang/String;

    move-result-object v7

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v8

    const-wide/32 v10, 0x927c0

    add-long/2addr v8, v10

    move v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move-wide v7, v8

    invoke-direct/range {v2 .. v8}, Lcom/harborline/ledger/Ticket;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    move-object/from16 v5, p1

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    move-object/from16 v4, v17

    iput-object v5, v4, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$0:Ljava/lang/Object;

    move-object/from16 v4, v17

    iput-object v12, v4, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$1:Ljava/lang/Object;

    invoke-static {v13}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    move-object/from16 v4, v17

    iput-object v5, v4, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$2:Ljava/lang/Object;

    move-object/from16 v4, v17

    iput-object v14, v4, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$3:Ljava/lang/Object;

    const/4 v5, 0x2

    move-object/from16 v4, v17

    iput v5, v4, Lcom/harborline/ledger/BudgetProvider$reset$1;->label:I

    move-object/from16 v3, v17

    invoke-virtual {v0, v14, v2, v3}, Lcom/harborline/ledger/PassBook;->hold(Ljava/lang/String;Lcom/harborline/ledger/Ticket;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v18

    if-ne v0, v2, :cond_2

    .line 65
    return-object v18

    :pswitch_2
    move-object/from16 v0, v17

    iget-object v14, v0, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$3:Ljava/lang/Object;

    check-cast v14, Ljava/lang/String;

    move-object/from16 v0, v17

    iget-object v13, v0, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$2:Ljava/lang/Object;

    check-cast v13, Ljava/lang/String;

    move-object/from16 v0, v17

    iget-object v12, v0, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$1:Ljava/lang/Object;

    check-cast v12, Ljava/lang/String;

    move-object/from16 v0, v17

    iget-object v0, v0, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lcom/harborline/ledger/Call;

    move-object/from16 p1, v0

    move-object/from16 v0, v16

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v16

    .line 71
    :cond_2
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/harborline/ledger/BudgetProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Reset the "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " budget"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v6, p1

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    move-object/from16 v5, v17

    iput-object v6, v5, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$0:Ljava/lang/Object;

    invoke-static {v12}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    move-object/from16 v5, v17

    iput-object v6, v5, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$1:Ljava/lang/Object;

    invoke-static {v13}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    move-object/from16 v5, v17

    iput-object v6, v5, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$2:Ljava/lang/Object;

    move-object/from16 v5, v17

    iput-object v14, v5, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$3:Ljava/lang/Object;

    const/4 v6, 0x3

    move-object/from16 v5, v17

    iput v6, v5, Lcom/harborline/ledger/BudgetProvider$reset$1;->label:I

    const/high16 v3, 0xa000000

    move-object/from16 v4, v17

    invoke-static {v0, v14, v2, v3, v4}, Lcom/harborline/ledger/TicketsKt;->resolutionFor(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v18

    if-ne v0, v2, :cond_3

    .line 65
    return-object v18

    :pswitch_3
    move-object/from16 v0, v17

    iget-object v14, v0, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$3:Ljava/lang/Object;

    check-cast v14, Ljava/lang/String;

    move-object/from16 v0, v17

    iget-object v13, v0, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$2:Ljava/lang/Object;

    check-cast v13, Ljava/lang/String;

    move-object/from16 v0, v17

    iget-object v12, v0, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$1:Ljava/lang/Object;

    check-cast v12, Ljava/lang/String;

    move-object/from16 v0, v17

    iget-object v0, v0, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lcom/harborline/ledger/Call;

    move-object/from16 p1, v0

    move-object/from16 v0, v16

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v16

    :cond_3
    check-cast v0, Landroid/app/PendingIntent;

    move-object v15, v0

    .line 73
    new-instance v0, Lcom/harborline/ledger/Reply$NeedsUser;

    const-string v2, "Confirm the reset in Harborline."

    invoke-direct {v0, v2, v15, v14}, Lcom/harborline/ledger/Reply$NeedsUser;-><init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    return-object v0

    .line 75
    :cond_4
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/harborline/ledger/BudgetProvider;->passes:Lcom/harborline/ledger/PassBook;

    move-object/from16 v5, p1

    move-object/from16 v4, v17

    iput-object v5, v4, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$0:Ljava/lang/Object;

    move-object/from16 v4, v17

    iput-object v12, v4, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$1:Ljava/lang/Object;

    move-object/from16 v4, v17

    iput-object v13, v4, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$2:Ljava/lang/Object;

    const/4 v5, 0x4

    move-object/from16 v4, v17

    iput v5, v4, Lcom/harborline/ledger/BudgetProvider$reset$1;->label:I

    move-object/from16 v2, p1

    move-object/from16 v3, v17

    invoke-virtual {v0, v13, v2, v3}, Lcom/harborline/ledger/PassBook;->redeem(Ljava/lang/String;Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v18

    if-ne v0, v2, :cond_5

    .line 65
    return-object v18

    :pswitch_4
    move-object/from16 v0, v17

    iget-object v13, v0, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$2:Ljava/lang/Object;

    check-cast v13, Ljava/lang/String;

    move-object/from16 v0, v17

    iget-object v12, v0, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$1:Ljava/lang/Object;

    check-cast v12, Ljava/lang/String;

    move-object/from16 v0, v17

    iget-object v0, v0, Lcom/harborline/ledger/BudgetProvider$reset$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lcom/harborline/ledger/Call;

    move-object/from16 p1, v0

    move-object/from16 v0, v16

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v16

    .line 75
    :cond_5
    check-cast v0, Lcom/harborline/ledger/Ticket;

    if-nez v0, :cond_6

    const-string v0, "INVALID_REQUEST"

    const-string v1, "The resume token is not valid."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/harborline/ledger/ProtocolKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/harborline/ledger/Reply;

    move-result-object v0

    return-object v0

    .line 76
    :cond_6
    sget-object v0, Lcom/harborline/ledger/Approvals;->INSTANCE:Lcom/harborline/ledger/Approvals;

    invoke-virtual {v0, v13}, Lcom/harborline/ledger/Approvals;->of(Ljava/lang/String;)Ljava/lang/Boolean;

    move-result-object v0

    const/4 v1, 0x1

    invoke-static {v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    const-string v0, "USER_CANCELLED"

    const-string v1, "The reset was declined."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/harborline/ledger/ProtocolKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/harborline/ledger/Reply;

    move-result-object v0

    return-object v0

    .line 77
    :cond_7
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/harborline/ledger/Call;->getUid()I

    move-result v14

    .line 78
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/harborline/ledger/BudgetProvider;->getScope()Lkotlinx/coroutines/CoroutineScope;

    move-result-object v0

    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v1

    check-cast v1, Lkotlin/coroutines/CoroutineContext;

    new-instance v3, Lcom/harborline/ledger/BudgetProvider$reset$2;

    move-object/from16 v5, p0

    const/4 v8, 0x0

    invoke-direct {v3, v5, v12, v14, v8}, Lcom/harborline/ledger/BudgetProvider$reset$2;-><init>(Lcom/harborline/ledger/BudgetProvider;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V

    check-cast v3, Lkotlin/jvm/functions/Function2;

    const/4 v2, 0x0

    const/4 v4, 0x2

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;

    .line 81
    new-instance v0, Lcom/harborline/ledger/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "reset"

    invoke-virtual {v2, v3, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/harborline/ledger/Reply$Ok;-><init>(Ljava/lang/Object;)V

    return-object v0

    .line 65
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
        :pswitch_3
        :pswitch_4
    .end packed-switch
.end method

.method public static final reset$lambda$0([B)Lkotlin/Unit;
    .registers 3

    const-string v1, "it"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 69
    sget-object v0, Lkotlin/random/Random;->Default:Lkotlin/random/Random$Default;

    invoke-virtual {v0, p0}, Lkotlin/random/Random$Default;->nextBytes([B)[B

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final setCap(Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 8

    .line 56
    new-instance v0, Lcom/harborline/ledger/BudgetProvider$setCap$2;

    const/4 v2, 0x0

    invoke-direct {v0, p1, v2}, Lcom/harborline/ledger/BudgetProvider$setCap$2;-><init>(Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/jvm/functions/Function2;

    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;

    move-result-object v3

    .line 57
    const/4 v4, 0x0

    .line 99
    new-instance v0, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1;

    invoke-direct {v0, v3, p0}, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$1;-><init>(Lkotlinx/coroutines/flow/Flow;Lcom/harborline/ledger/BudgetProvider;)V

    check-cast v0, Lkotlinx/coroutines/flow/Flow;

    .line 103
    move-object v3, v0

    .line 58
    const/4 v4, 0x0

    .line 104
    new-instance v0, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$2;

    invoke-direct {v0, v3}, Lcom/harborline/ledger/BudgetProvider$setCap$$inlined$map$2;-><init>(Lkotlinx/coroutines/flow/Flow;)V

    check-cast v0, Lkotlinx/coroutines/flow/Flow;

    .line 59
    new-instance v1, Lcom/harborline/ledger/BudgetProvider$setCap$5;

    const/4 v2, 0x0

    invoke-direct {v1, v2}, Lcom/harborline/ledger/BudgetProvider$setCap$5;-><init>(Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function3;

    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->catch(Lkotlinx/coroutines/flow/Flow;Lkotlin/jvm/functions/Function3;)Lkotlinx/coroutines/flow/Flow;

    move-result-object v0

    .line 63
    invoke-static {v0, p2}, Lkotlinx/coroutines/flow/FlowKt;->first(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public execute(Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12

    .line 33
    invoke-virtual {p1}, Lcom/harborline/ledger/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->length()I

    move-result v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_0

    const-string v0, "INVALID_ARGS"

    const-string v1, "Arguments are too large."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/harborline/ledger/ProtocolKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/harborline/ledger/Reply;

    move-result-object v0

    return-object v0

    .line 34
    :cond_0
    invoke-virtual {p1}, Lcom/harborline/ledger/Call;->getTool()Ljava/lang/String;

    move-result-object v8

    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_0

    :sswitch_0
    const-string v1, "set_cap"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    goto/16 :goto_0

    :sswitch_1
    const-string v1, "budget_report"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto/16 :goto_0

    :sswitch_2
    const-string v1, "reset_budget"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    goto :goto_0

    :sswitch_3
    const-string v1, "list_budgets"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 35
    invoke-virtual {p1}, Lcom/harborline/ledger/Call;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    sub-long/2addr v0, v2

    new-instance v2, Lcom/harborline/ledger/BudgetProvider$execute$2;

    const/4 v5, 0x0

    invoke-direct {v2, p0, v5}, Lcom/harborline/ledger/BudgetProvider$execute$2;-><init>(Lcom/harborline/ledger/BudgetProvider;Lkotlin/coroutines/Continuation;)V

    check-cast v2, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, v2, p2}, Lkotlinx/coroutines/TimeoutKt;->withTimeout(JLkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 41
    return-object v0

    .line 36
    :cond_1
    invoke-virtual {p1}, Lcom/harborline/ledger/Call;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    sub-long/2addr v0, v2

    new-instance v2, Lcom/harborline/ledger/BudgetProvider$execute$3;

    const/4 v6, 0x0

    invoke-direct {v2, p0, p1, v6}, Lcom/harborline/ledger/BudgetProvider$execute$3;-><init>(Lcom/harborline/ledger/BudgetProvider;Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)V

    check-cast v2, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, v2, p2}, Lkotlinx/coroutines/TimeoutKt;->withTimeout(JLkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 41
    return-object v0

    .line 37
    :cond_2
    move-object v0, p0

    check-cast v0, Lcom/harborline/ledger/LedgerEndpoint;

    invoke-virtual {p0}, Lcom/harborline/ledger/BudgetProvider;->getStore()Lcom/harborline/ledger/LedgerStore;

    move-result-object v2

    invoke-virtual {p0}, Lcom/harborline/ledger/BudgetProvider;->getProviderId()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Lcom/harborline/ledger/BudgetProvider$execute$4;

    const/4 v7, 0x0

    invoke-direct {v4, p0, p1, v7}, Lcom/harborline/ledger/BudgetProvider$execute$4;-><init>(Lcom/harborline/ledger/BudgetProvider;Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)V

    check-cast v4, Lkotlin/jvm/functions/Function1;

    move-object v1, p1

    move-object v5, p2

    invoke-static/range {v0 .. v5}, Lcom/harborline/ledger/StoreKt;->dedup(Lcom/harborline/ledger/LedgerEndpoint;Lcom/harborline/ledger/Call;Lcom/harborline/ledger/LedgerStore;Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 41
    return-object v0

    .line 38
    :cond_3
    move-object v0, p0

    check-cast v0, Lcom/harborline/ledger/LedgerEndpoint;

    invoke-virtual {p0}, Lcom/harborline/ledger/BudgetProvider;->getStore()Lcom/harborline/ledger/LedgerStore;

    move-result-object v2

    invoke-virtual {p0}, Lcom/harborline/ledger/BudgetProvider;->getProviderId()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Lcom/harborline/ledger/BudgetProvider$execute$5;

    const/4 v7, 0x0

    invoke-direct {v4, p0, p1, v7}, Lcom/harborline/ledger/BudgetProvider$execute$5;-><init>(Lcom/harborline/ledger/BudgetProvider;Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)V

    check-cast v4, Lkotlin/jvm/functions/Function1;

    move-object v1, p1

    move-object v5, p2

    invoke-static/range {v0 .. v5}, Lcom/harborline/ledger/StoreKt;->dedup(Lcom/harborline/ledger/LedgerEndpoint;Lcom/harborline/ledger/Call;Lcom/harborline/ledger/LedgerStore;Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 41
    return-object v0

    .line 39
    :cond_4
    :goto_0
    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "No such tool."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/harborline/ledger/ProtocolKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/harborline/ledger/Reply;

    move-result-object v0

    .line 34
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x375937cb -> :sswitch_2
        -0x2935ecd3 -> :sswitch_3
        0x3fffdb6e -> :sswitch_1
        0x76556a75 -> :sswitch_0
    .end sparse-switch
.end method

.method public getGate()Lcom/harborline/ledger/CallerGate;
    .registers 3

    .line 23
    iget-object v1, p0, Lcom/harborline/ledger/BudgetProvider;->gate$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/harborline/ledger/CallerGate;

    return-object v0
.end method

.method public getProviderId()Ljava/lang/String;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/harborline/ledger/BudgetProvider;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public getRevision()Ljava/lang/String;
    .registers 2

    .line 22
    iget-object v0, p0, Lcom/harborline/ledger/BudgetProvider;->revision:Ljava/lang/String;

    return-object v0
.end method

.method public tools()Lorg/json/JSONArray;
    .registers 7

    .line 26
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 27
    sget-object v1, Lcom/harborline/ledger/Descriptors;->INSTANCE:Lcom/harborline/ledger/Descriptors;

    const-string v2, "list_budgets"

    const-string v3, "read"

    const-string v4, "low"

    const-string v5, "never"

    invoke-virtual {v1, v2, v3, v4, v5}, Lcom/harborline/ledger/Descriptors;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 28
    sget-object v1, Lcom/harborline/ledger/Descriptors;->INSTANCE:Lcom/harborline/ledger/Descriptors;

    const-string v2, "budget_report"

    const-string v3, "read"

    const-string v4, "low"

    const-string v5, "never"

    invoke-virtual {v1, v2, v3, v4, v5}, Lcom/harborline/ledger/Descriptors;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 29
    sget-object v1, Lcom/harborline/ledger/Descriptors;->INSTANCE:Lcom/harborline/ledger/Descriptors;

    const-string v2, "set_cap"

    const-string v3, "update"

    const-string v4, "moderate"

    const-string v5, "provider_policy"

    invoke-virtual {v1, v2, v3, v4, v5}, Lcom/harborline/ledger/Descriptors;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 30
    sget-object v1, Lcom/harborline/ledger/Descriptors;->INSTANCE:Lcom/harborline/ledger/Descriptors;

    const-string v2, "reset_budget"

    const-string v3, "delete"

    const-string v4, "high"

    const-string v5, "always"

    invoke-virtual {v1, v2, v3, v4, v5}, Lcom/harborline/ledger/Descriptors;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
