.class public final Lcom/harborline/ledger/ExpenseProvider;
.super Lcom/harborline/ledger/LedgerEndpoint;
.source "ExpenseProvider.kt"


# instance fields
.field private final gate$delegate:Lkotlin/Lazy;

.field private final providerId:Ljava/lang/String;

.field private final revision:Ljava/lang/String;

.field private final vault:Lcom/harborline/ledger/TicketVault;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 19
    invoke-direct {p0}, Lcom/harborline/ledger/LedgerEndpoint;-><init>()V

    .line 20
    const-string v0, "com.harborline.ledger"

    iput-object v0, p0, Lcom/harborline/ledger/ExpenseProvider;->providerId:Ljava/lang/String;

    .line 21
    const-string v0, "expenses-7"

    iput-object v0, p0, Lcom/harborline/ledger/ExpenseProvider;->revision:Ljava/lang/String;

    .line 22
    new-instance v0, Lcom/harborline/ledger/ExpenseProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/harborline/ledger/ExpenseProvider$$ExternalSyntheticLambda0;-><init>(Lcom/harborline/ledger/ExpenseProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/harborline/ledger/ExpenseProvider;->gate$delegate:Lkotlin/Lazy;

    .line 23
    new-instance v0, Lcom/harborline/ledger/TicketVault;

    invoke-direct {v0}, Lcom/harborline/ledger/TicketVault;-><init>()V

    iput-object v0, p0, Lcom/harborline/ledger/ExpenseProvider;->vault:Lcom/harborline/ledger/TicketVault;

    .line 19
    return-void
.end method

.method public static final synthetic access$add(Lcom/harborline/ledger/ExpenseProvider;Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    .line 19
    invoke-direct {p0, p1, p2}, Lcom/harborline/ledger/ExpenseProvider;->add(Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$delete(Lcom/harborline/ledger/ExpenseProvider;Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    .line 19
    invoke-direct {p0, p1, p2}, Lcom/harborline/ledger/ExpenseProvider;->delete(Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$listExpenses(Lcom/harborline/ledger/ExpenseProvider;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 3

    .line 19
    invoke-direct {p0, p1}, Lcom/harborline/ledger/ExpenseProvider;->listExpenses(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$search(Lcom/harborline/ledger/ExpenseProvider;Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    .line 19
    invoke-direct {p0, p1, p2}, Lcom/harborline/ledger/ExpenseProvider;->search(Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$syncReceipts(Lcom/harborline/ledger/ExpenseProvider;Lcom/harborline/ledger/Call;)Lcom/harborline/ledger/Reply;
    .registers 3

    .line 19
    invoke-direct {p0, p1}, Lcom/harborline/ledger/ExpenseProvider;->syncReceipts(Lcom/harborline/ledger/Call;)Lcom/harborline/ledger/Reply;

    move-result-object v0

    return-object v0
.end method

.method private final add(Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 8

    .line 61
    new-instance v0, Lcom/harborline/ledger/ExpenseProvider$add$2;

    const/4 v2, 0x0

    invoke-direct {v0, p1, v2}, Lcom/harborline/ledger/ExpenseProvider$add$2;-><init>(Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/jvm/functions/Function2;

    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;

    move-result-object v3

    .line 62
    const/4 v4, 0x0

    .line 104
    new-instance v0, Lcom/harborline/ledger/ExpenseProvider$add$$inlined$map$1;

    invoke-direct {v0, v3, p0}, Lcom/harborline/ledger/ExpenseProvider$add$$inlined$map$1;-><init>(Lkotlinx/coroutines/flow/Flow;Lcom/harborline/ledger/ExpenseProvider;)V

    check-cast v0, Lkotlinx/coroutines/flow/Flow;

    .line 108
    move-object v3, v0

    .line 63
    const/4 v4, 0x0

    .line 109
    new-instance v0, Lcom/harborline/ledger/ExpenseProvider$add$$inlined$map$2;

    invoke-direct {v0, v3}, Lcom/harborline/ledger/ExpenseProvider$add$$inlined$map$2;-><init>(Lkotlinx/coroutines/flow/Flow;)V

    check-cast v0, Lkotlinx/coroutines/flow/Flow;

    .line 64
    new-instance v1, Lcom/harborline/ledger/ExpenseProvider$add$5;

    const/4 v2, 0x0

    invoke-direct {v1, v2}, Lcom/harborline/ledger/ExpenseProvider$add$5;-><init>(Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function3;

    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->catch(Lkotlinx/coroutines/flow/Flow;Lkotlin/jvm/functions/Function3;)Lkotlinx/coroutines/flow/Flow;

    move-result-object v0

    .line 65
    invoke-static {v0, p2}, Lkotlinx/coroutines/flow/FlowKt;->first(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method private final delete(Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 23

    move-object/from16 v0, p2

    instance-of v0, v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p2

    check-cast v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;

    move-object/from16 v18, v0

    move-object/from16 v0, v18

    iget v0, v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    move-object/from16 v1, v18

    iget v1, v1, Lcom/harborline/ledger/ExpenseProvider$delete$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    move-object/from16 v0, v18

    iput v1, v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p2

    invoke-direct {v0, v2, v3}, Lcom/harborline/ledger/ExpenseProvider$delete$1;-><init>(Lcom/harborline/ledger/ExpenseProvider;Lkotlin/coroutines/Continuation;)V

    move-object/from16 v18, v0

    :goto_0
    move-object/from16 v0, v18

    iget-object v0, v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;->result:Ljava/lang/Object;

    move-object/from16 v17, v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v19

    .line 77
    move-object/from16 v0, v18

    iget v0, v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_1

    :pswitch_0
    move-object/from16 v0, v17

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 78
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/harborline/ledger/Call;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "expense_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v12

    .line 79
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/harborline/ledger/Call;->getResumeToken()Ljava/lang/String;

    move-result-object v14

    .line 80
    if-nez v14, :cond_4

    .line 81
    sget-object v0, Lcom/harborline/ledger/Tokens;->INSTANCE:Lcom/harborline/ledger/Tokens;

    sget-object v1, Lcom/harborline/ledger/ExpenseProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/harborline/ledger/ExpenseProvider$$ExternalSyntheticLambda1;

    move-object/from16 v4, p1

    move-object/from16 v3, v18

    iput-object v4, v3, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$0:Ljava/lang/Object;

    invoke-static {v14}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v18

    iput-object v4, v3, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$1:Ljava/lang/Object;

    move-object/from16 v3, v18

    iput-wide v12, v3, Lcom/harborline/ledger/ExpenseProvider$delete$1;->J$0:J

    const/4 v4, 0x1

    move-object/from16 v3, v18

    iput v4, v3, Lcom/harborline/ledger/ExpenseProvider$delete$1;->label:I

    move-object/from16 v2, v18

    invoke-virtual {v0, v1, v2}, Lcom/harborline/ledger/Tokens;->mint(Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v19

    if-ne v0, v2, :cond_1

    .line 77
    return-object v19

    :pswitch_1
    move-object/from16 v0, v18

    iget-wide v12, v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;->J$0:J

    move-object/from16 v0, v18

    iget-object v14, v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$1:Ljava/lang/Object;

    check-cast v14, Ljava/lang/String;

    move-object/from16 v0, v18

    iget-object v0, v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lcom/harborline/ledger/Call;

    move-object/from16 p1, v0

    move-object/from16 v0, v17

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v17

    :cond_1
    check-cast v0, Ljava/lang/String;

    move-object v15, v0

    .line 82
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/harborline/ledger/ExpenseProvider;->vault:Lcom/harborline/ledger/TicketVault;

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

    move-object/from16 v4, v18

    iput-object v5, v4, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$0:Ljava/lang/Object;

    invoke-static {v14}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    move-object/from16 v4, v18

    iput-object v5, v4, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$1:Ljava/lang/Object;

    move-object/from16 v4, v18

    iput-object v15, v4, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$2:Ljava/lang/Object;

    move-object/from16 v4, v18

    iput-wide v12, v4, Lcom/harborline/ledger/ExpenseProvider$delete$1;->J$0:J

    const/4 v5, 0x2

    move-object/from16 v4, v18

    iput v5, v4, Lcom/harborline/ledger/ExpenseProvider$delete$1;->label:I

    move-object/from16 v3, v18

    invoke-virtual {v0, v15, v2, v3}, Lcom/harborline/ledger/TicketVault;->hold(Ljava/lang/String;Lcom/harborline/ledger/Ticket;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v19

    if-ne v0, v2, :cond_2

    .line 77
    return-object v19

    :pswitch_2
    move-object/from16 v0, v18

    iget-wide v12, v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;->J$0:J

    move-object/from16 v0, v18

    iget-object v15, v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$2:Ljava/lang/Object;

    check-cast v15, Ljava/lang/String;

    move-object/from16 v0, v18

    iget-object v14, v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$1:Ljava/lang/Object;

    check-cast v14, Ljava/lang/String;

    move-object/from16 v0, v18

    iget-object v0, v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lcom/harborline/ledger/Call;

    move-object/from16 p1, v0

    move-object/from16 v0, v17

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v17

    .line 83
    :cond_2
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/harborline/ledger/ExpenseProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Delete expense #"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v12, v13}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v6, p1

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    move-object/from16 v5, v18

    iput-object v6, v5, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$0:Ljava/lang/Object;

    invoke-static {v14}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    move-object/from16 v5, v18

    iput-object v6, v5, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$1:Ljava/lang/Object;

    move-object/from16 v5, v18

    iput-object v15, v5, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$2:Ljava/lang/Object;

    move-object/from16 v5, v18

    iput-wide v12, v5, Lcom/harborline/ledger/ExpenseProvider$delete$1;->J$0:J

    const/4 v6, 0x3

    move-object/from16 v5, v18

    iput v6, v5, Lcom/harborline/ledger/ExpenseProvider$delete$1;->label:I

    const/high16 v3, 0xc000000

    move-object/from16 v4, v18

    invoke-static {v0, v15, v2, v3, v4}, Lcom/harborline/ledger/TicketsKt;->resolutionFor(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v19

    if-ne v0, v2, :cond_3

    .line 77
    return-object v19

    :pswitch_3
    move-object/from16 v0, v18

    iget-wide v12, v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;->J$0:J

    move-object/from16 v0, v18

    iget-object v15, v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$2:Ljava/lang/Object;

    check-cast v15, Ljava/lang/String;

    move-object/from16 v0, v18

    iget-object v14, v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$1:Ljava/lang/Object;

    check-cast v14, Ljava/lang/String;

    move-object/from16 v0, v18

    iget-object v0, v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lcom/harborline/ledger/Call;

    move-object/from16 p1, v0

    move-object/from16 v0, v17

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v17

    :cond_3
    check-cast v0, Landroid/app/PendingIntent;

    move-object/from16 v16, v0

    .line 85
    new-instance v0, Lcom/harborline/ledger/Reply$NeedsUser;

    const-string v2, "Confirm the deletion in Harborline."

    move-object/from16 v3, v16

    invoke-direct {v0, v2, v3, v15}, Lcom/harborline/ledger/Reply$NeedsUser;-><init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    return-object v0

    .line 87
    :cond_4
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/harborline/ledger/ExpenseProvider;->vault:Lcom/harborline/ledger/TicketVault;

    move-object/from16 v5, p1

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    move-object/from16 v4, v18

    iput-object v5, v4, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$0:Ljava/lang/Object;

    move-object/from16 v4, v18

    iput-object v14, v4, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$1:Ljava/lang/Object;

    move-object/from16 v4, v18

    iput-wide v12, v4, Lcom/harborline/ledger/ExpenseProvider$delete$1;->J$0:J

    const/4 v5, 0x4

    move-object/from16 v4, v18

    iput v5, v4, Lcom/harborline/ledger/ExpenseProvider$delete$1;->label:I

    move-object/from16 v2, p1

    move-object/from16 v3, v18

    invoke-virtual {v0, v14, v2, v3}, Lcom/harborline/ledger/TicketVault;->redeem(Ljava/lang/String;Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v19

    if-ne v0, v2, :cond_5

    .line 77
    return-object v19

    :pswitch_4
    move-object/from16 v0, v18

    iget-wide v12, v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;->J$0:J

    move-object/from16 v0, v18

    iget-object v14, v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$1:Ljava/lang/Object;

    check-cast v14, Ljava/lang/String;

    move-object/from16 v0, v18

    iget-object v0, v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lcom/harborline/ledger/Call;

    move-object/from16 p1, v0

    move-object/from16 v0, v17

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v17

    .line 87
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

    .line 88
    :cond_6
    sget-object v0, Lcom/harborline/ledger/Approvals;->INSTANCE:Lcom/harborline/ledger/Approvals;

    invoke-virtual {v0, v14}, Lcom/harborline/ledger/Approvals;->of(Ljava/lang/String;)Ljava/lang/Boolean;

    move-result-object v0

    const/4 v1, 0x1

    invoke-static {v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    const-string v0, "USER_CANCELLED"

    const-string v1, "The deletion was declined."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/harborline/ledger/ProtocolKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/harborline/ledger/Reply;

    move-result-object v0

    return-object v0

    .line 89
    :cond_7
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/harborline/ledger/ExpenseProvider;->getStore()Lcom/harborline/ledger/LedgerStore;

    move-result-object v0

    move-object/from16 v5, p1

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    move-object/from16 v4, v18

    iput-object v5, v4, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$0:Ljava/lang/Object;

    invoke-static {v14}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    move-object/from16 v4, v18

    iput-object v5, v4, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$1:Ljava/lang/Object;

    move-object/from16 v4, v18

    iput-wide v12, v4, Lcom/harborline/ledger/ExpenseProvider$delete$1;->J$0:J

    const/4 v5, 0x5

    move-object/from16 v4, v18

    iput v5, v4, Lcom/harborline/ledger/ExpenseProvider$delete$1;->label:I

    move-object/from16 v3, v18

    invoke-virtual {v0, v12, v13, v3}, Lcom/harborline/ledger/LedgerStore;->deleteExpense(JLkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v19

    if-ne v0, v2, :cond_8

    .line 77
    return-object v19

    :pswitch_5
    move-object/from16 v0, v18

    iget-wide v12, v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;->J$0:J

    move-object/from16 v0, v18

    iget-object v14, v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$1:Ljava/lang/Object;

    check-cast v14, Ljava/lang/String;

    move-object/from16 v0, v18

    iget-object v0, v0, Lcom/harborline/ledger/ExpenseProvider$delete$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lcom/harborline/ledger/Call;

    move-object/from16 p1, v0

    move-object/from16 v0, v17

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v17

    .line 90
    :cond_8
    new-instance v0, Lcom/harborline/ledger/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "deleted"

    invoke-virtual {v2, v3, v12, v13}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/harborline/ledger/Reply$Ok;-><init>(Ljava/lang/Object;)V

    return-object v0

    .line 77
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
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
    .end packed-switch
.end method

.method public static final delete$lambda$0([B)Lkotlin/Unit;
    .registers 3

    const-string v1, "it"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 81
    sget-object v0, Lcom/harborline/ledger/Tokens;->INSTANCE:Lcom/harborline/ledger/Tokens;

    invoke-virtual {v0}, Lcom/harborline/ledger/Tokens;->getSecure()Ljava/security/SecureRandom;

    move-result-object v0

    invoke-virtual {v0, p0}, Ljava/security/SecureRandom;->nextBytes([B)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final gate_delegate$lambda$0(Lcom/harborline/ledger/ExpenseProvider;)Lcom/harborline/ledger/AnyTrustedGate;
    .registers 3

    .line 22
    new-instance v0, Lcom/harborline/ledger/AnyTrustedGate;

    invoke-virtual {p0}, Lcom/harborline/ledger/ExpenseProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v0, v1}, Lcom/harborline/ledger/AnyTrustedGate;-><init>(Landroid/content/Context;)V

    return-object v0
.end method

.method private final listExpenses(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    .line 47
    new-instance v0, Lcom/harborline/ledger/ExpenseProvider$listExpenses$2;

    const/4 v1, 0x0

    invoke-direct {v0, p0, v1}, Lcom/harborline/ledger/ExpenseProvider$listExpenses$2;-><init>(Lcom/harborline/ledger/ExpenseProvider;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, p1}, Lkotlinx/coroutines/CoroutineScopeKt;->coroutineScope(Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 51
    return-object v0
.end method

.method private final search(Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 14

    instance-of v0, p2, Lcom/harborline/ledger/ExpenseProvider$search$1;

    if-eqz v0, :cond_0

    move-object v0, p2

    check-cast v0, Lcom/harborline/ledger/ExpenseProvider$search$1;

    move-object v9, v0

    iget v0, v9, Lcom/harborline/ledger/ExpenseProvider$search$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v9, Lcom/harborline/ledger/ExpenseProvider$search$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v9, Lcom/harborline/ledger/ExpenseProvider$search$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v9, Lcom/harborline/ledger/ExpenseProvider$search$1;

    invoke-direct {v9, p0, p2}, Lcom/harborline/ledger/ExpenseProvider$search$1;-><init>(Lcom/harborline/ledger/ExpenseProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v8, v9, Lcom/harborline/ledger/ExpenseProvider$search$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v10

    .line 53
    iget v0, v9, Lcom/harborline/ledger/ExpenseProvider$search$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    :pswitch_0
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 54
    invoke-virtual {p1}, Lcom/harborline/ledger/Call;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "merchant"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flowOf(Ljava/lang/Object;)Lkotlinx/coroutines/flow/Flow;

    move-result-object v6

    .line 55
    const/4 v7, 0x0

    .line 94
    new-instance v0, Lcom/harborline/ledger/ExpenseProvider$search$$inlined$map$1;

    invoke-direct {v0, v6}, Lcom/harborline/ledger/ExpenseProvider$search$$inlined$map$1;-><init>(Lkotlinx/coroutines/flow/Flow;)V

    check-cast v0, Lkotlinx/coroutines/flow/Flow;

    .line 98
    move-object v6, v0

    .line 56
    const/4 v7, 0x0

    .line 99
    new-instance v0, Lcom/harborline/ledger/ExpenseProvider$search$$inlined$map$2;

    invoke-direct {v0, v6, p0}, Lcom/harborline/ledger/ExpenseProvider$search$$inlined$map$2;-><init>(Lkotlinx/coroutines/flow/Flow;Lcom/harborline/ledger/ExpenseProvider;)V

    check-cast v0, Lkotlinx/coroutines/flow/Flow;

    .line 57
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v9, Lcom/harborline/ledger/ExpenseProvider$search$1;->L$0:Ljava/lang/Object;

    const/4 v3, 0x1

    iput v3, v9, Lcom/harborline/ledger/ExpenseProvider$search$1;->label:I

    invoke-static {v0, v9}, Lkotlinx/coroutines/flow/FlowKt;->first(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v10, :cond_1

    .line 53
    return-object v10

    :pswitch_1
    iget-object p1, v9, Lcom/harborline/ledger/ExpenseProvider$search$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lcom/harborline/ledger/Call;

    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v8

    :cond_1
    check-cast v0, Lorg/json/JSONArray;

    .line 54
    move-object v5, v0

    .line 58
    new-instance v0, Lcom/harborline/ledger/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "expenses"

    invoke-virtual {v2, v3, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/harborline/ledger/Reply$Ok;-><init>(Ljava/lang/Object;)V

    return-object v0

    .line 53
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

.method private final syncReceipts(Lcom/harborline/ledger/Call;)Lcom/harborline/ledger/Reply;
    .registers 21

    .line 68
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/harborline/ledger/Call;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "expense_ids"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "INVALID_ARGS"

    const-string v1, "expense_ids is required."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/harborline/ledger/ProtocolKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/harborline/ledger/Reply;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v7, v0

    .line 69
    invoke-virtual {v7}, Lorg/json/JSONArray;->length()I

    move-result v1

    const/4 v0, 0x0

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->until(II)Lkotlin/ranges/IntRange;

    move-result-object v9

    check-cast v9, Ljava/lang/Iterable;

    const/4 v10, 0x0

    .line 114
    move-object v11, v9

    new-instance v12, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v9, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v12, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v12, Ljava/util/Collection;

    const/4 v13, 0x0

    .line 115
    invoke-interface {v11}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v14

    :goto_0
    invoke-interface {v14}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    move-object v0, v14

    check-cast v0, Lkotlin/collections/IntIterator;

    invoke-virtual {v0}, Lkotlin/collections/IntIterator;->nextInt()I

    move-result v15

    .line 116
    move/from16 v16, v15

    move-object/from16 v18, v12

    const/16 v17, 0x0

    .line 69
    move/from16 v1, v16

    invoke-virtual {v7, v1}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Ljava/lang/Long;->parseLong(Ljava/lang/String;)J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    .line 116
    move-object v1, v0

    move-object/from16 v0, v18

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 117
    :cond_1
    move-object v0, v12

    check-cast v0, Ljava/util/List;

    .line 69
    move-object v8, v0

    .line 70
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/harborline/ledger/ExpenseProvider;->getScope()Lkotlinx/coroutines/CoroutineScope;

    move-result-object v0

    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v1

    check-cast v1, Lkotlin/coroutines/CoroutineContext;

    new-instance v3, Lcom/harborline/ledger/ExpenseProvider$syncReceipts$1;

    move-object/from16 v5, p0

    const/4 v6, 0x0

    invoke-direct {v3, v5, v8, v6}, Lcom/harborline/ledger/ExpenseProvider$syncReceipts$1;-><init>(Lcom/harborline/ledger/ExpenseProvider;Ljava/util/List;Lkotlin/coroutines/Continuation;)V

    check-cast v3, Lkotlin/jvm/functions/Function2;

    const/4 v2, 0x0

    const/4 v4, 0x2

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;

    .line 74
    new-instance v0, Lcom/harborline/ledger/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-interface {v8}, Ljava/util/List;->size()I

    move-result v4

    const-string v3, "queued"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/harborline/ledger/Reply$Ok;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lcom/harborline/ledger/Reply;

    return-object v0
.end method


# virtual methods
.method public execute(Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 16

    .line 33
    invoke-virtual {p1}, Lcom/harborline/ledger/Call;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v8

    .line 34
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    sub-long v10, v8, v2

    .line 35
    const-wide/16 v2, 0x0

    cmp-long v0, v10, v2

    if-gtz v0, :cond_0

    const-string v0, "DEADLINE_EXCEEDED"

    const-string v1, "The deadline has passed."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/harborline/ledger/ProtocolKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/harborline/ledger/Reply;

    move-result-object v0

    return-object v0

    .line 36
    :cond_0
    invoke-virtual {p1}, Lcom/harborline/ledger/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->length()I

    move-result v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_1

    const-string v0, "INVALID_ARGS"

    const-string v1, "Arguments are too large."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/harborline/ledger/ProtocolKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/harborline/ledger/Reply;

    move-result-object v0

    return-object v0

    .line 37
    :cond_1
    invoke-virtual {p1}, Lcom/harborline/ledger/Call;->getTool()Ljava/lang/String;

    move-result-object v12

    invoke-virtual {v12}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_0

    :sswitch_0
    const-string v1, "search_expenses"

    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    goto/16 :goto_0

    :sswitch_1
    const-string v1, "sync_receipts"

    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    goto/16 :goto_0

    :sswitch_2
    const-string v1, "delete_expense"

    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto :goto_0

    :sswitch_3
    const-string v1, "list_expenses"

    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    goto :goto_0

    :sswitch_4
    const-string v1, "add_expense"

    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    goto :goto_0

    .line 38
    :cond_2
    new-instance v2, Lcom/harborline/ledger/ExpenseProvider$execute$2;

    const/4 v5, 0x0

    invoke-direct {v2, p0, v5}, Lcom/harborline/ledger/ExpenseProvider$execute$2;-><init>(Lcom/harborline/ledger/ExpenseProvider;Lkotlin/coroutines/Continuation;)V

    check-cast v2, Lkotlin/jvm/functions/Function2;

    invoke-static {v10, v11, v2, p2}, Lkotlinx/coroutines/TimeoutKt;->withTimeout(JLkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 45
    return-object v0

    .line 39
    :cond_3
    new-instance v2, Lcom/harborline/ledger/ExpenseProvider$execute$3;

    const/4 v6, 0x0

    invoke-direct {v2, p0, p1, v6}, Lcom/harborline/ledger/ExpenseProvider$execute$3;-><init>(Lcom/harborline/ledger/ExpenseProvider;Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)V

    check-cast v2, Lkotlin/jvm/functions/Function2;

    invoke-static {v10, v11, v2, p2}, Lkotlinx/coroutines/TimeoutKt;->withTimeout(JLkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 45
    return-object v0

    .line 40
    :cond_4
    move-object v0, p0

    check-cast v0, Lcom/harborline/ledger/LedgerEndpoint;

    invoke-virtual {p0}, Lcom/harborline/ledger/ExpenseProvider;->getStore()Lcom/harborline/ledger/LedgerStore;

    move-result-object v2

    invoke-virtual {p0}, Lcom/harborline/ledger/ExpenseProvider;->getProviderId()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Lcom/harborline/ledger/ExpenseProvider$execute$4;

    const/4 v7, 0x0

    invoke-direct {v4, p0, p1, v7}, Lcom/harborline/ledger/ExpenseProvider$execute$4;-><init>(Lcom/harborline/ledger/ExpenseProvider;Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)V

    check-cast v4, Lkotlin/jvm/functions/Function1;

    move-object v1, p1

    move-object v5, p2

    invoke-static/range {v0 .. v5}, Lcom/harborline/ledger/StoreKt;->dedup(Lcom/harborline/ledger/LedgerEndpoint;Lcom/harborline/ledger/Call;Lcom/harborline/ledger/LedgerStore;Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 45
    return-object v0

    .line 41
    :cond_5
    move-object v0, p0

    check-cast v0, Lcom/harborline/ledger/LedgerEndpoint;

    invoke-virtual {p0}, Lcom/harborline/ledger/ExpenseProvider;->getStore()Lcom/harborline/ledger/LedgerStore;

    move-result-object v2

    invoke-virtual {p0}, Lcom/harborline/ledger/ExpenseProvider;->getProviderId()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Lcom/harborline/ledger/ExpenseProvider$execute$5;

    const/4 v7, 0x0

    invoke-direct {v4, p0, p1, v7}, Lcom/harborline/ledger/ExpenseProvider$execute$5;-><init>(Lcom/harborline/ledger/ExpenseProvider;Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)V

    check-cast v4, Lkotlin/jvm/functions/Function1;

    move-object v1, p1

    move-object v5, p2

    invoke-static/range {v0 .. v5}, Lcom/harborline/ledger/StoreKt;->dedup(Lcom/harborline/ledger/LedgerEndpoint;Lcom/harborline/ledger/Call;Lcom/harborline/ledger/LedgerStore;Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 45
    return-object v0

    .line 42
    :cond_6
    move-object v0, p0

    check-cast v0, Lcom/harborline/ledger/LedgerEndpoint;

    invoke-virtual {p0}, Lcom/harborline/ledger/ExpenseProvider;->getStore()Lcom/harborline/ledger/LedgerStore;

    move-result-object v2

    invoke-virtual {p0}, Lcom/harborline/ledger/ExpenseProvider;->getProviderId()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Lcom/harborline/ledger/ExpenseProvider$execute$6;

    const/4 v7, 0x0

    invoke-direct {v4, p0, p1, v7}, Lcom/harborline/ledger/ExpenseProvider$execute$6;-><init>(Lcom/harborline/ledger/ExpenseProvider;Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)V

    check-cast v4, Lkotlin/jvm/functions/Function1;

    move-object v1, p1

    move-object v5, p2

    invoke-static/range {v0 .. v5}, Lcom/harborline/ledger/StoreKt;->dedup(Lcom/harborline/ledger/LedgerEndpoint;Lcom/harborline/ledger/Call;Lcom/harborline/ledger/LedgerStore;Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 45
    return-object v0

    .line 43
    :goto_0
    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "No such tool."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/harborline/ledger/ProtocolKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/harborline/ledger/Reply;

    move-result-object v0

    .line 37
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x54dd142e -> :sswitch_0
        -0x3fb3e63c -> :sswitch_2
        -0x12cf6a64 -> :sswitch_3
        0x97b6ba -> :sswitch_4
        0xfafaa5f -> :sswitch_1
    .end sparse-switch
.end method

.method public getGate()Lcom/harborline/ledger/CallerGate;
    .registers 3

    .line 22
    iget-object v1, p0, Lcom/harborline/ledger/ExpenseProvider;->gate$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/harborline/ledger/CallerGate;

    return-object v0
.end method

.method public getProviderId()Ljava/lang/String;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/harborline/ledger/ExpenseProvider;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public getRevision()Ljava/lang/String;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/harborline/ledger/ExpenseProvider;->revision:Ljava/lang/String;

    return-object v0
.end method

.method public tools()Lorg/json/JSONArray;
    .registers 7

    .line 25
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 26
    sget-object v1, Lcom/harborline/ledger/Descriptors;->INSTANCE:Lcom/harborline/ledger/Descriptors;

    const-string v2, "list_expenses"

    const-string v3, "read"

    const-string v4, "low"

    const-string v5, "never"

    invoke-virtual {v1, v2, v3, v4, v5}, Lcom/harborline/ledger/Descriptors;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 27
    sget-object v1, Lcom/harborline/ledger/Descriptors;->INSTANCE:Lcom/harborline/ledger/Descriptors;

    const-string v2, "search_expenses"

    const-string v3, "read"

    const-string v4, "low"

    const-string v5, "never"

    invoke-virtual {v1, v2, v3, v4, v5}, Lcom/harborline/ledger/Descriptors;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 28
    sget-object v1, Lcom/harborline/ledger/Descriptors;->INSTANCE:Lcom/harborline/ledger/Descriptors;

    const-string v2, "add_expense"

    const-string v3, "create"

    const-string v4, "moderate"

    const-string v5, "provider_policy"

    invoke-virtual {v1, v2, v3, v4, v5}, Lcom/harborline/ledger/Descriptors;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 29
    sget-object v1, Lcom/harborline/ledger/Descriptors;->INSTANCE:Lcom/harborline/ledger/Descriptors;

    const-string v2, "sync_receipts"

    const-string v3, "update"

    const-string v4, "low"

    const-string v5, "never"

    invoke-virtual {v1, v2, v3, v4, v5}, Lcom/harborline/ledger/Descriptors;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 30
    sget-object v1, Lcom/harborline/ledger/Descriptors;->INSTANCE:Lcom/harborline/ledger/Descriptors;

    const-string v2, "delete_expense"

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
