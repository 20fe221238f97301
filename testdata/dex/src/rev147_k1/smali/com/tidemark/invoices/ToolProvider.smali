.class public abstract Lcom/tidemark/invoices/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.kt"


# static fields
.field public static final ASYNC:Ljava/lang/String; = "async_operations"

.field public static final CANCEL:Ljava/lang/String; = "cancellation"

.field private static final CAPABILITIES:Ljava/util/List;

.field public static final Companion:Lcom/tidemark/invoices/ToolProvider$Companion;

.field public static final LARGE:Ljava/lang/String; = "large_results"

.field private static final METHODS:Ljava/util/Set;


# instance fields
.field private final gate$delegate:Lkotlin/Lazy;

.field private final repo$delegate:Lkotlin/Lazy;

.field private final worker$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lcom/tidemark/invoices/ToolProvider$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lcom/tidemark/invoices/ToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/tidemark/invoices/ToolProvider;->Companion:Lcom/tidemark/invoices/ToolProvider$Companion;

    .line 218
    const/4 v0, 0x3

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "async_operations"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "cancellation"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "large_results"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/tidemark/invoices/ToolProvider;->CAPABILITIES:Ljava/util/List;

    .line 219
    const/4 v0, 0x5

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "get_provider_info"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "list_tools"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "execute_tool"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    const-string v2, "get_operation"

    const/4 v1, 0x3

    aput-object v2, v3, v1

    const-string v2, "cancel_operation"

    const/4 v1, 0x4

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lcom/tidemark/invoices/ToolProvider;->METHODS:Ljava/util/Set;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 48
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 58
    new-instance v0, Lcom/tidemark/invoices/ToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/tidemark/invoices/ToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/tidemark/invoices/ToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/tidemark/invoices/ToolProvider;->repo$delegate:Lkotlin/Lazy;

    .line 59
    new-instance v0, Lcom/tidemark/invoices/ToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lcom/tidemark/invoices/ToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/tidemark/invoices/ToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/tidemark/invoices/ToolProvider;->worker$delegate:Lkotlin/Lazy;

    .line 60
    new-instance v0, Lcom/tidemark/invoices/ToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v0, p0}, Lcom/tidemark/invoices/ToolProvider$$ExternalSyntheticLambda2;-><init>(Lcom/tidemark/invoices/ToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/tidemark/invoices/ToolProvider;->gate$delegate:Lkotlin/Lazy;

    .line 48
    return-void
.end method

.method public static final synthetic access$cancel(Lcom/tidemark/invoices/ToolProvider;Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    .line 48
    invoke-direct {p0, p1, p2}, Lcom/tidemark/invoices/ToolProvider;->cancel(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$execute(Lcom/tidemark/invoices/ToolProvider;Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    .line 48
    invoke-direct {p0, p1, p2}, Lcom/tidemark/invoices/ToolProvider;->execute(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$getCAPABILITIES$cp()Ljava/util/List;
    .registers 1

    .line 48
    sget-object v0, Lcom/tidemark/invoices/ToolProvider;->CAPABILITIES:Ljava/util/List;

    return-object v0
.end method

.method public static final synthetic access$getMETHODS$cp()Ljava/util/Set;
    .registers 1

    .line 48
    sget-object v0, Lcom/tidemark/invoices/ToolProvider;->METHODS:Ljava/util/Set;

    return-object v0
.end method

.method public static final synthetic access$operationStatus(Lcom/tidemark/invoices/ToolProvider;Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    .line 48
    invoke-direct {p0, p1, p2}, Lcom/tidemark/invoices/ToolProvider;->operationStatus(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$serve(Lcom/tidemark/invoices/ToolProvider;Ljava/lang/String;Landroid/os/Bundle;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6

    .line 48
    invoke-direct {p0, p1, p2, p3, p4}, Lcom/tidemark/invoices/ToolProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method private final cancel(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 14

    instance-of v0, p2, Lcom/tidemark/invoices/ToolProvider$cancel$1;

    if-eqz v0, :cond_0

    move-object v0, p2

    check-cast v0, Lcom/tidemark/invoices/ToolProvider$cancel$1;

    move-object v9, v0

    iget v0, v9, Lcom/tidemark/invoices/ToolProvider$cancel$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v9, Lcom/tidemark/invoices/ToolProvider$cancel$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v9, Lcom/tidemark/invoices/ToolProvider$cancel$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v9, Lcom/tidemark/invoices/ToolProvider$cancel$1;

    invoke-direct {v9, p0, p2}, Lcom/tidemark/invoices/ToolProvider$cancel$1;-><init>(Lcom/tidemark/invoices/ToolProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v8, v9, Lcom/tidemark/invoices/ToolProvider$cancel$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v10

    .line 182
    iget v0, v9, Lcom/tidemark/invoices/ToolProvider$cancel$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_1

    :pswitch_0
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 183
    invoke-virtual {p1}, Lcom/tidemark/invoices/ToolCall;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Lcom/tidemark/invoices/ProtocolKt;->getOperationId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    const-string v0, "INVALID_REQUEST"

    const-string v1, "operation_id is required."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v6, v0

    .line 184
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v9, Lcom/tidemark/invoices/ToolProvider$cancel$1;->L$0:Ljava/lang/Object;

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v9, Lcom/tidemark/invoices/ToolProvider$cancel$1;->L$1:Ljava/lang/Object;

    const/4 v5, 0x1

    iput v5, v9, Lcom/tidemark/invoices/ToolProvider$cancel$1;->label:I

    invoke-virtual {p0, p1, v6, v9}, Lcom/tidemark/invoices/ToolProvider;->findOperation(Lcom/tidemark/invoices/ToolCall;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v10, :cond_2

    .line 182
    return-object v10

    :pswitch_1
    iget-object v6, v9, Lcom/tidemark/invoices/ToolProvider$cancel$1;->L$1:Ljava/lang/Object;

    check-cast v6, Ljava/lang/String;

    iget-object p1, v9, Lcom/tidemark/invoices/ToolProvider$cancel$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lcom/tidemark/invoices/ToolCall;

    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v8

    .line 184
    :cond_2
    check-cast v0, Lcom/tidemark/invoices/OperationRow;

    if-nez v0, :cond_3

    const-string v0, "INVALID_REQUEST"

    const-string v1, "No operation of this request has that id."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    return-object v0

    :cond_3
    move-object v7, v0

    .line 185
    invoke-virtual {p0}, Lcom/tidemark/invoices/ToolProvider;->getRepo()Lcom/tidemark/invoices/Repository;

    move-result-object v0

    invoke-virtual {v7}, Lcom/tidemark/invoices/OperationRow;->getId()Ljava/lang/String;

    move-result-object v1

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v9, Lcom/tidemark/invoices/ToolProvider$cancel$1;->L$0:Ljava/lang/Object;

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v9, Lcom/tidemark/invoices/ToolProvider$cancel$1;->L$1:Ljava/lang/Object;

    iput-object v7, v9, Lcom/tidemark/invoices/ToolProvider$cancel$1;->L$2:Ljava/lang/Object;

    const/4 v4, 0x2

    iput v4, v9, Lcom/tidemark/invoices/ToolProvider$cancel$1;->label:I

    invoke-virtual {v0, v1, v9}, Lcom/tidemark/invoices/Repository;->requestCancel(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v10, :cond_4

    .line 182
    return-object v10

    :pswitch_2
    iget-object v7, v9, Lcom/tidemark/invoices/ToolProvider$cancel$1;->L$2:Ljava/lang/Object;

    check-cast v7, Lcom/tidemark/invoices/OperationRow;

    iget-object v6, v9, Lcom/tidemark/invoices/ToolProvider$cancel$1;->L$1:Ljava/lang/Object;

    check-cast v6, Ljava/lang/String;

    iget-object p1, v9, Lcom/tidemark/invoices/ToolProvider$cancel$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lcom/tidemark/invoices/ToolCall;

    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v8

    .line 185
    :cond_4
    check-cast v0, Ljava/lang/Boolean;

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    if-nez v0, :cond_5

    .line 186
    const-string v0, "CONFLICT"

    const-string v1, "The job already started or finished; it can no longer be cancelled."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    return-object v0

    .line 188
    :cond_5
    new-instance v0, Lcom/tidemark/invoices/Outcome$Status;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v7}, Lcom/tidemark/invoices/OperationRow;->getId()Ljava/lang/String;

    move-result-object v4

    const-string v3, "operation_id"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "state"

    const-string v4, "cancellation_requested"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v3, 0x0

    invoke-direct {v0, v2, v3}, Lcom/tidemark/invoices/Outcome$Status;-><init>(Lorg/json/JSONObject;Landroid/os/ParcelFileDescriptor;)V

    return-object v0

    .line 182
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
    .end packed-switch
.end method

.method private final execute(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 21

    move-object/from16 v0, p2

    instance-of v0, v0, Lcom/tidemark/invoices/ToolProvider$execute$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p2

    check-cast v0, Lcom/tidemark/invoices/ToolProvider$execute$1;

    move-object/from16 v16, v0

    move-object/from16 v0, v16

    iget v0, v0, Lcom/tidemark/invoices/ToolProvider$execute$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    move-object/from16 v1, v16

    iget v1, v1, Lcom/tidemark/invoices/ToolProvider$execute$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    move-object/from16 v0, v16

    iput v1, v0, Lcom/tidemark/invoices/ToolProvider$execute$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v0, Lcom/tidemark/invoices/ToolProvider$execute$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p2

    invoke-direct {v0, v2, v3}, Lcom/tidemark/invoices/ToolProvider$execute$1;-><init>(Lcom/tidemark/invoices/ToolProvider;Lkotlin/coroutines/Continuation;)V

    move-object/from16 v16, v0

    :goto_0
    move-object/from16 v0, v16

    iget-object v15, v0, Lcom/tidemark/invoices/ToolProvider$execute$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v17

    .line 132
    move-object/from16 v0, v16

    iget v0, v0, Lcom/tidemark/invoices/ToolProvider$execute$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_5

    :pswitch_0
    invoke-static {v15}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 133
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1}, Lcom/tidemark/invoices/ToolProvider;->visibleTools(Lcom/tidemark/invoices/ToolCall;)Ljava/util/List;

    move-result-object v9

    check-cast v9, Ljava/lang/Iterable;

    const/4 v10, 0x0

    .line 238
    invoke-interface {v9}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :cond_1
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v12

    move-object v0, v12

    check-cast v0, Lcom/tidemark/invoices/ToolSpec;

    move-object v13, v0

    const/4 v14, 0x0

    .line 133
    invoke-virtual {v13}, Lcom/tidemark/invoices/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/tidemark/invoices/ToolCall;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 238
    if-eqz v0, :cond_1

    move-object v0, v12

    goto :goto_1

    .line 239
    :cond_2
    const/4 v0, 0x0

    .line 133
    :goto_1
    check-cast v0, Lcom/tidemark/invoices/ToolSpec;

    if-nez v0, :cond_3

    .line 134
    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "No tool of that name."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    return-object v0

    .line 133
    :cond_3
    move-object v7, v0

    .line 135
    sget-object v0, Lcom/tidemark/invoices/TrustedCallers;->INSTANCE:Lcom/tidemark/invoices/TrustedCallers;

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/tidemark/invoices/ToolCall;->getCallerPackage()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/tidemark/invoices/TrustedCallers;->scopesOf(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v0

    invoke-virtual {v7}, Lcom/tidemark/invoices/ToolSpec;->getScopes()Ljava/util/List;

    move-result-object v1

    check-cast v1, Ljava/util/Collection;

    invoke-interface {v0, v1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 136
    invoke-virtual {v7}, Lcom/tidemark/invoices/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "This app lacks a scope that "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " needs."

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "PERMISSION_DENIED"

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    return-object v0

    .line 138
    :cond_4
    move-object/from16 v8, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v8

    check-cast v0, Lcom/tidemark/invoices/ToolProvider;

    move-object v9, v0

    .line 227
    const/4 v10, 0x0

    .line 138
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidemark/invoices/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_2

    :catch_0
    move-exception v10

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9

    :goto_2
    invoke-static {v9}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    const-string v0, "INVALID_ARGS"

    const-string v1, "args must be a JSON object."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    return-object v0

    .line 139
    :cond_5
    invoke-virtual {v7}, Lcom/tidemark/invoices/ToolSpec;->getMutating()Z

    move-result v0

    if-eqz v0, :cond_7

    .line 140
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/tidemark/invoices/ToolProvider;->getRepo()Lcom/tidemark/invoices/Repository;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/tidemark/invoices/ToolCall;->getUid()I

    move-result v1

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/tidemark/invoices/ToolProvider;->getProviderId()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lcom/tidemark/invoices/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v6, p1

    move-object/from16 v5, v16

    iput-object v6, v5, Lcom/tidemark/invoices/ToolProvider$execute$1;->L$0:Ljava/lang/Object;

    move-object/from16 v5, v16

    iput-object v7, v5, Lcom/tidemark/invoices/ToolProvider$execute$1;->L$1:Ljava/lang/Object;

    const/4 v6, 0x1

    move-object/from16 v5, v16

    iput v6, v5, Lcom/tidemark/invoices/ToolProvider$execute$1;->label:I

    move-object/from16 v4, v16

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/Repository;->prior(ILjava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v17

    if-ne v0, v2, :cond_6

    .line 132
    return-object v17

    :pswitch_1
    move-object/from16 v0, v16

    iget-object v7, v0, Lcom/tidemark/invoices/ToolProvider$execute$1;->L$1:Ljava/lang/Object;

    check-cast v7, Lcom/tidemark/invoices/ToolSpec;

    move-object/from16 v0, v16

    iget-object v0, v0, Lcom/tidemark/invoices/ToolProvider$execute$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lcom/tidemark/invoices/ToolCall;

    move-object/from16 p1, v0

    invoke-static {v15}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v15

    :cond_6
    check-cast v0, Lcom/tidemark/invoices/PriorReply;

    move-object v8, v0

    .line 141
    if-eqz v8, :cond_7

    move-object/from16 v0, p0

    move-object/from16 v2, p1

    invoke-direct {v0, v8, v2}, Lcom/tidemark/invoices/ToolProvider;->replay(Lcom/tidemark/invoices/PriorReply;Lcom/tidemark/invoices/ToolCall;)Lcom/tidemark/invoices/Outcome;

    move-result-object v0

    return-object v0

    .line 143
    :cond_7
    move-object/from16 v8, p0

    :try_start_1
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v8

    check-cast v0, Lcom/tidemark/invoices/ToolProvider;

    move-object v9, v0

    .line 227
    const/4 v10, 0x0

    .line 143
    move-object/from16 v5, p1

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    move-object/from16 v4, v16

    iput-object v5, v4, Lcom/tidemark/invoices/ToolProvider$execute$1;->L$0:Ljava/lang/Object;

    move-object/from16 v4, v16

    iput-object v7, v4, Lcom/tidemark/invoices/ToolProvider$execute$1;->L$1:Ljava/lang/Object;

    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    move-object/from16 v4, v16

    iput-object v5, v4, Lcom/tidemark/invoices/ToolProvider$execute$1;->L$2:Ljava/lang/Object;

    const/4 v5, 0x2

    move-object/from16 v4, v16

    iput v5, v4, Lcom/tidemark/invoices/ToolProvider$execute$1;->label:I

    move-object/from16 v1, p1

    move-object/from16 v3, v16

    invoke-virtual {v9, v1, v7, v3}, Lcom/tidemark/invoices/ToolProvider;->run(Lcom/tidemark/invoices/ToolCall;Lcom/tidemark/invoices/ToolSpec;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    move-object/from16 v2, v17

    if-ne v0, v2, :cond_8

    .line 132
    return-object v17

    :pswitch_2
    const/4 v10, 0x0

    move-object/from16 v0, v16

    iget-object v9, v0, Lcom/tidemark/invoices/ToolProvider$execute$1;->L$2:Ljava/lang/Object;

    check-cast v9, Lcom/tidemark/invoices/ToolProvider;

    move-object/from16 v0, v16

    iget-object v7, v0, Lcom/tidemark/invoices/ToolProvider$execute$1;->L$1:Ljava/lang/Object;

    check-cast v7, Lcom/tidemark/invoices/ToolSpec;

    move-object/from16 v0, v16

    iget-object v0, v0, Lcom/tidemark/invoices/ToolProvider$execute$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lcom/tidemark/invoices/ToolCall;

    move-object/from16 p1, v0

    :try_start_2
    invoke-static {v15}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v15

    .line 143
    :cond_8
    check-cast v0, Lcom/tidemark/invoices/Outcome;

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1

    goto :goto_3

    :catch_1
    move-exception v10

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9

    :goto_3
    move-object v8, v9

    invoke-static {v8}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_9

    move-object v0, v8

    goto :goto_4

    :cond_9
    move-object v9, v0

    const/4 v10, 0x0

    .line 144
    invoke-virtual {v7}, Lcom/tidemark/invoices/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "Tidemark"

    invoke-static {v0, v1, v9}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 145
    const-string v0, "INTERNAL_ERROR"

    const-string v1, "The tool stopped; nothing was changed."

    const/4 v2, 0x1

    invoke-static {v0, v1, v2}, Lcom/tidemark/invoices/ProtocolKt;->problem(Ljava/lang/String;Ljava/lang/String;Z)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    .line 143
    :goto_4
    return-object v0

    .line 132
    :goto_5
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

.method public static final gate_delegate$lambda$0(Lcom/tidemark/invoices/ToolProvider;)Lcom/tidemark/invoices/CallerGate;
    .registers 4

    .line 60
    new-instance v0, Lcom/tidemark/invoices/CallerGate;

    invoke-virtual {p0}, Lcom/tidemark/invoices/ToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    const-string v2, "getPackageManager(...)"

    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v1}, Lcom/tidemark/invoices/CallerGate;-><init>(Landroid/content/pm/PackageManager;)V

    return-object v0
.end method

.method private final getGate()Lcom/tidemark/invoices/CallerGate;
    .registers 3

    .line 60
    iget-object v1, p0, Lcom/tidemark/invoices/ToolProvider;->gate$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/CallerGate;

    return-object v0
.end method

.method private final info()Lorg/json/JSONObject;
    .registers 4

    .line 125
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lcom/tidemark/invoices/ToolProvider;->getProviderId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "provider_name"

    const-string v2, "Tidemark"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 126
    invoke-virtual {p0}, Lcom/tidemark/invoices/ToolProvider;->getDescription()Ljava/lang/String;

    move-result-object v2

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 127
    invoke-virtual {p0}, Lcom/tidemark/invoices/ToolProvider;->getScopes()Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method private final negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 22

    .line 105
    move-object/from16 v0, p1

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v5

    .line 106
    if-eqz v5, :cond_0

    const/4 v1, 0x2

    invoke-static {v5, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z

    move-result v0

    if-nez v0, :cond_1

    .line 107
    :cond_0
    const-string v0, "UNSUPPORTED_VERSION"

    const-string v1, "This provider speaks CETP version 2 only."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    const/4 v1, 0x0

    invoke-static {v0, v1}, Lcom/tidemark/invoices/ProtocolKt;->render(Lcom/tidemark/invoices/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 109
    :cond_1
    move-object/from16 v8, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v8

    check-cast v0, Lcom/tidemark/invoices/ToolProvider;

    move-object v9, v0

    .line 227
    const/4 v10, 0x0

    .line 109
    new-instance v0, Lorg/json/JSONArray;

    move-object/from16 v2, p1

    const-string v3, "consumer_capabilities"

    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_2

    const-string v2, "[]"

    :cond_2
    invoke-direct {v0, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v10

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9

    :goto_0
    move-object v8, v9

    invoke-static {v8}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v0, 0x0

    goto :goto_1

    :cond_3
    move-object v0, v8

    :goto_1
    check-cast v0, Lorg/json/JSONArray;

    if-nez v0, :cond_4

    .line 110
    const-string v0, "INVALID_REQUEST"

    const-string v1, "consumer_capabilities must be a JSON array."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    const/4 v1, 0x0

    invoke-static {v0, v1}, Lcom/tidemark/invoices/ProtocolKt;->render(Lcom/tidemark/invoices/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 109
    :cond_4
    move-object v6, v0

    .line 111
    invoke-virtual {v6}, Lorg/json/JSONArray;->length()I

    move-result v1

    const/4 v0, 0x0

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->until(II)Lkotlin/ranges/IntRange;

    move-result-object v8

    check-cast v8, Ljava/lang/Iterable;

    const/4 v9, 0x0

    .line 228
    move-object v10, v8

    new-instance v11, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v8, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v11, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v11, Ljava/util/Collection;

    const/4 v12, 0x0

    .line 229
    invoke-interface {v10}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v13

    :goto_2
    invoke-interface {v13}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_5

    move-object v0, v13

    check-cast v0, Lkotlin/collections/IntIterator;

    invoke-virtual {v0}, Lkotlin/collections/IntIterator;->nextInt()I

    move-result v14

    .line 230
    move v15, v14

    move-object/from16 v18, v11

    const/16 v16, 0x0

    .line 111
    invoke-virtual {v6, v15}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v0

    .line 230
    move-object v1, v0

    move-object/from16 v0, v18

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_2

    .line 231
    :cond_5
    move-object v0, v11

    check-cast v0, Ljava/util/List;

    .line 228
    check-cast v0, Ljava/lang/Iterable;

    .line 111
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->toSet(Ljava/lang/Iterable;)Ljava/util/Set;

    move-result-object v7

    .line 112
    sget-object v9, Lcom/tidemark/invoices/ToolProvider;->CAPABILITIES:Ljava/util/List;

    check-cast v9, Ljava/lang/Iterable;

    const/4 v10, 0x0

    .line 232
    move-object v11, v9

    new-instance v12, Ljava/util/ArrayList;

    invoke-direct {v12}, Ljava/util/ArrayList;-><init>()V

    check-cast v12, Ljava/util/Collection;

    const/4 v13, 0x0

    .line 233
    invoke-interface {v11}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v14

    :cond_6
    :goto_3
    invoke-interface {v14}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_7

    invoke-interface {v14}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v15

    move-object v0, v15

    check-cast v0, Ljava/lang/String;

    move-object/from16 v16, v0

    const/16 v17, 0x0

    .line 112
    move-object/from16 v1, v16

    invoke-interface {v7, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    .line 233
    if-eqz v0, :cond_6

    invoke-interface {v12, v15}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_3

    .line 234
    :cond_7
    move-object v0, v12

    check-cast v0, Ljava/util/List;

    .line 232
    check-cast v0, Ljava/lang/Iterable;

    .line 112
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->toSet(Ljava/lang/Iterable;)Ljava/util/Set;

    move-result-object v8

    .line 113
    sget-object v0, Lcom/tidemark/invoices/SessionBook;->INSTANCE:Lcom/tidemark/invoices/SessionBook;

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/tidemark/invoices/ToolProvider;->getProviderId()Ljava/lang/String;

    move-result-object v2

    move/from16 v1, p2

    invoke-virtual {v0, v1, v2, v8}, Lcom/tidemark/invoices/SessionBook;->open(ILjava/lang/String;Ljava/util/Set;)Ljava/lang/String;

    move-result-object v9

    .line 114
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 115
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v10

    .line 116
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/tidemark/invoices/ToolProvider;->getProviderId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 117
    const-string v1, "provider_name"

    const-string v2, "Tidemark"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "session_token"

    invoke-virtual {v0, v1, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 118
    new-instance v2, Lorg/json/JSONArray;

    move-object v4, v8

    check-cast v4, Ljava/lang/Iterable;

    invoke-static {v4}, Lkotlin/collections/CollectionsKt;->toList(Ljava/lang/Iterable;)Ljava/util/List;

    move-result-object v4

    check-cast v4, Ljava/util/Collection;

    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "limits"

    invoke-virtual {v0, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v11

    .line 119
    new-instance v12, Landroid/os/Bundle;

    invoke-direct {v12}, Landroid/os/Bundle;-><init>()V

    .line 120
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v12, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 121
    invoke-virtual {v11}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v12, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 122
    return-object v12
.end method

.method private final operationStatus(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 18

    move-object/from16 v0, p2

    instance-of v0, v0, Lcom/tidemark/invoices/ToolProvider$operationStatus$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p2

    check-cast v0, Lcom/tidemark/invoices/ToolProvider$operationStatus$1;

    move-object v13, v0

    iget v0, v13, Lcom/tidemark/invoices/ToolProvider$operationStatus$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v13, Lcom/tidemark/invoices/ToolProvider$operationStatus$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v13, Lcom/tidemark/invoices/ToolProvider$operationStatus$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v13, Lcom/tidemark/invoices/ToolProvider$operationStatus$1;

    move-object/from16 v3, p2

    invoke-direct {v13, p0, v3}, Lcom/tidemark/invoices/ToolProvider$operationStatus$1;-><init>(Lcom/tidemark/invoices/ToolProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v12, v13, Lcom/tidemark/invoices/ToolProvider$operationStatus$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v14

    .line 161
    iget v0, v13, Lcom/tidemark/invoices/ToolProvider$operationStatus$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_2

    :pswitch_0
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 162
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidemark/invoices/ToolCall;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Lcom/tidemark/invoices/ProtocolKt;->getOperationId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    const-string v0, "INVALID_REQUEST"

    const-string v1, "operation_id is required."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v6, v0

    .line 163
    move-object/from16 v5, p1

    iput-object v5, v13, Lcom/tidemark/invoices/ToolProvider$operationStatus$1;->L$0:Ljava/lang/Object;

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v13, Lcom/tidemark/invoices/ToolProvider$operationStatus$1;->L$1:Ljava/lang/Object;

    const/4 v5, 0x1

    iput v5, v13, Lcom/tidemark/invoices/ToolProvider$operationStatus$1;->label:I

    move-object/from16 v1, p1

    invoke-virtual {p0, v1, v6, v13}, Lcom/tidemark/invoices/ToolProvider;->findOperation(Lcom/tidemark/invoices/ToolCall;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v14, :cond_2

    .line 161
    return-object v14

    :pswitch_1
    iget-object v6, v13, Lcom/tidemark/invoices/ToolProvider$operationStatus$1;->L$1:Ljava/lang/Object;

    check-cast v6, Ljava/lang/String;

    iget-object v0, v13, Lcom/tidemark/invoices/ToolProvider$operationStatus$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lcom/tidemark/invoices/ToolCall;

    move-object/from16 p1, v0

    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v12

    .line 163
    :cond_2
    check-cast v0, Lcom/tidemark/invoices/OperationRow;

    if-nez v0, :cond_3

    const-string v0, "INVALID_REQUEST"

    const-string v1, "No operation of this request has that id."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    return-object v0

    :cond_3
    move-object v7, v0

    .line 164
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v7}, Lcom/tidemark/invoices/OperationRow;->getId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v7}, Lcom/tidemark/invoices/OperationRow;->getState()Ljava/lang/String;

    move-result-object v2

    const-string v1, "state"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v8

    .line 165
    const/4 v9, 0x0

    .line 166
    invoke-virtual {v7}, Lcom/tidemark/invoices/OperationRow;->getState()Ljava/lang/String;

    move-result-object v10

    invoke-virtual {v10}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_1

    :sswitch_0
    const-string v1, "running"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    goto/16 :goto_1

    :sswitch_1
    const-string v1, "queued"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    goto/16 :goto_1

    :sswitch_2
    const-string v1, "failed"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    goto/16 :goto_1

    :sswitch_3
    const-string v1, "succeeded"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto/16 :goto_1

    .line 167
    :cond_4
    const-string v1, "poll_after_ms"

    const/16 v2, 0x3e8

    invoke-virtual {v8, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 168
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v7}, Lcom/tidemark/invoices/OperationRow;->getCurrent()I

    move-result v4

    const-string v3, "current"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v7}, Lcom/tidemark/invoices/OperationRow;->getTotal()I

    move-result v4

    const-string v3, "total"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v7}, Lcom/tidemark/invoices/OperationRow;->getMessage()Ljava/lang/String;

    move-result-object v4

    const-string v1, "progress"

    const-string v3, "message"

    if-nez v4, :cond_5

    const-string v4, "Waiting"

    :cond_5
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto/16 :goto_1

    .line 170
    :cond_6
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidemark/invoices/ToolCall;->getSession()Lcom/tidemark/invoices/Session;

    move-result-object v0

    invoke-virtual {v0}, Lcom/tidemark/invoices/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    const-string v1, "large_results"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    const-string v0, "RESULT_TOO_LARGE"

    const-string v1, "The result needs large_results."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    return-object v0

    .line 171
    :cond_7
    invoke-virtual {p0, v7}, Lcom/tidemark/invoices/ToolProvider;->resultOf(Lcom/tidemark/invoices/OperationRow;)Lcom/tidemark/invoices/FileResult;

    move-result-object v0

    if-nez v0, :cond_8

    const-string v0, "RESULT_EXPIRED"

    const-string v1, "The result is no longer kept."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    return-object v0

    :cond_8
    move-object v11, v0

    .line 172
    invoke-virtual {v11}, Lcom/tidemark/invoices/FileResult;->getEnvelope()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "result"

    invoke-virtual {v8, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 173
    invoke-virtual {v11}, Lcom/tidemark/invoices/FileResult;->getFd()Landroid/os/ParcelFileDescriptor;

    move-result-object v9

    goto :goto_1

    .line 175
    :cond_9
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v7}, Lcom/tidemark/invoices/OperationRow;->getErrorCode()Ljava/lang/String;

    move-result-object v4

    move-object v0, v8

    const-string v1, "error"

    const-string v3, "error_code"

    if-nez v4, :cond_a

    const-string v4, "INTERNAL_ERROR"

    :cond_a
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 176
    invoke-virtual {v7}, Lcom/tidemark/invoices/OperationRow;->getErrorMessage()Ljava/lang/String;

    move-result-object v4

    const-string v3, "error_message"

    if-nez v4, :cond_b

    const-string v4, "The job failed."

    :cond_b
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "retryable"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 177
    const-string v3, "protocol_version"

    const/4 v4, 0x2

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    move-object/from16 v4, p1

    invoke-virtual {v4}, Lcom/tidemark/invoices/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v4

    const-string v3, "request_id"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 175
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 179
    :goto_1
    new-instance v0, Lcom/tidemark/invoices/Outcome$Status;

    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v0, v8, v9}, Lcom/tidemark/invoices/Outcome$Status;-><init>(Lorg/json/JSONObject;Landroid/os/ParcelFileDescriptor;)V

    return-object v0

    .line 161
    :goto_2
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

    :sswitch_data_0
    .sparse-switch
        -0x4c696bc3 -> :sswitch_2
        -0x388bf68d -> :sswitch_1
        0x385ec261 -> :sswitch_3
        0x5c6f15bf -> :sswitch_0
    .end sparse-switch
.end method

.method private final replay(Lcom/tidemark/invoices/PriorReply;Lcom/tidemark/invoices/ToolCall;)Lcom/tidemark/invoices/Outcome;
    .registers 9

    .line 151
    invoke-virtual {p1}, Lcom/tidemark/invoices/PriorReply;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/tidemark/invoices/ToolCall;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p1}, Lcom/tidemark/invoices/PriorReply;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/tidemark/invoices/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 152
    :cond_0
    const-string v0, "INVALID_REQUEST"

    const-string v1, "This request_id was used for another call."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    return-object v0

    .line 154
    :cond_1
    invoke-virtual {p1}, Lcom/tidemark/invoices/PriorReply;->getReply()Lorg/json/JSONObject;

    move-result-object v5

    .line 155
    const-string v1, "kind"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 156
    const-string v1, "accepted"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    new-instance v0, Lcom/tidemark/invoices/Outcome$Accepted;

    const-string v3, "operation_id"

    invoke-virtual {v5, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "optString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-wide/16 v3, 0x3e8

    invoke-direct {v0, v2, v3, v4}, Lcom/tidemark/invoices/Outcome$Accepted;-><init>(Ljava/lang/String;J)V

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    goto :goto_0

    .line 157
    :cond_2
    new-instance v0, Lcom/tidemark/invoices/Outcome$Done;

    const-string v3, "value"

    invoke-virtual {v5, v3}, Lorg/json/JSONObject;->optJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    if-nez v2, :cond_3

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    :cond_3
    invoke-direct {v0, v2}, Lcom/tidemark/invoices/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    .line 155
    :goto_0
    return-object v0
.end method

.method public static final repo_delegate$lambda$0(Lcom/tidemark/invoices/ToolProvider;)Lcom/tidemark/invoices/Repository;
    .registers 6

    .line 58
    new-instance v0, Lcom/tidemark/invoices/Repository;

    new-instance v1, Lcom/tidemark/invoices/LedgerDb;

    invoke-virtual {p0}, Lcom/tidemark/invoices/ToolProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v1, v3}, Lcom/tidemark/invoices/LedgerDb;-><init>(Landroid/content/Context;)V

    invoke-virtual {v1}, Lcom/tidemark/invoices/LedgerDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    const-string v3, "getWritableDatabase(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v2, 0x0

    const/4 v3, 0x2

    const/4 v4, 0x0

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/Repository;-><init>(Landroid/database/sqlite/SQLiteDatabase;Lkotlin/coroutines/CoroutineContext;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-object v0
.end method

.method private final serve(Ljava/lang/String;Landroid/os/Bundle;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 34

    move-object/from16 v0, p4

    instance-of v0, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p4

    check-cast v0, Lcom/tidemark/invoices/ToolProvider$serve$1;

    move-object/from16 v25, v0

    move-object/from16 v0, v25

    iget v0, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    move-object/from16 v1, v25

    iget v1, v1, Lcom/tidemark/invoices/ToolProvider$serve$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    move-object/from16 v0, v25

    iput v1, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v0, Lcom/tidemark/invoices/ToolProvider$serve$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p4

    invoke-direct {v0, v2, v3}, Lcom/tidemark/invoices/ToolProvider$serve$1;-><init>(Lcom/tidemark/invoices/ToolProvider;Lkotlin/coroutines/Continuation;)V

    move-object/from16 v25, v0

    :goto_0
    move-object/from16 v0, v25

    iget-object v0, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->result:Ljava/lang/Object;

    move-object/from16 v24, v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v28

    .line 82
    move-object/from16 v0, v25

    iget v0, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_4

    :pswitch_0
    move-object/from16 v0, v24

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 83
    move-object/from16 v0, p2

    invoke-static {v0}, Lcom/tidemark/invoices/ProtocolKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v6

    .line 84
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/tidemark/invoices/ToolProvider;->getGate()Lcom/tidemark/invoices/CallerGate;

    move-result-object v0

    move/from16 v1, p3

    invoke-virtual {v0, v1}, Lcom/tidemark/invoices/CallerGate;->admit(I)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    const-string v0, "PERMISSION_DENIED"

    const-string v1, "This app may not use Tidemark\'s tools."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    invoke-static {v0, v6}, Lcom/tidemark/invoices/ProtocolKt;->render(Lcom/tidemark/invoices/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v7, v0

    .line 85
    move-object/from16 v0, p1

    const-string v1, "negotiate"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    move-object/from16 v0, p0

    move-object/from16 v1, p2

    move/from16 v2, p3

    invoke-direct {v0, v1, v2}, Lcom/tidemark/invoices/ToolProvider;->negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 86
    :cond_2
    sget-object v0, Lcom/tidemark/invoices/ToolProvider;->METHODS:Ljava/util/Set;

    move-object/from16 v1, p1

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const-string v0, "METHOD_NOT_FOUND"

    const-string v1, "Unknown method."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    invoke-static {v0, v6}, Lcom/tidemark/invoices/ProtocolKt;->render(Lcom/tidemark/invoices/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 87
    :cond_3
    move-object/from16 v0, p2

    invoke-static {v0}, Lcom/tidemark/invoices/ProtocolKt;->getProtocolVersion(Landroid/os/Bundle;)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_4

    if-nez v6, :cond_5

    .line 88
    :cond_4
    const-string v0, "INVALID_REQUEST"

    const-string v1, "protocol_version 2 and request_id are required."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    invoke-static {v0, v6}, Lcom/tidemark/invoices/ProtocolKt;->render(Lcom/tidemark/invoices/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 90
    :cond_5
    sget-object v0, Lcom/tidemark/invoices/SessionBook;->INSTANCE:Lcom/tidemark/invoices/SessionBook;

    move-object/from16 v1, p2

    invoke-static {v1}, Lcom/tidemark/invoices/ProtocolKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v1

    move-object/from16 v3, p0

    invoke-virtual {v3}, Lcom/tidemark/invoices/ToolProvider;->getProviderId()Ljava/lang/String;

    move-result-object v3

    move/from16 v2, p3

    invoke-virtual {v0, v1, v2, v3}, Lcom/tidemark/invoices/SessionBook;->find(Ljava/lang/String;ILjava/lang/String;)Lcom/tidemark/invoices/Session;

    move-result-object v0

    if-nez v0, :cond_6

    .line 91
    const-string v0, "NEGOTIATION_REQUIRED"

    const-string v1, "Negotiate a session first."

    const/4 v2, 0x1

    invoke-static {v0, v1, v2}, Lcom/tidemark/invoices/ProtocolKt;->problem(Ljava/lang/String;Ljava/lang/String;Z)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    invoke-static {v0, v6}, Lcom/tidemark/invoices/ProtocolKt;->render(Lcom/tidemark/invoices/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 90
    :cond_6
    move-object v8, v0

    .line 92
    new-instance v9, Lcom/tidemark/invoices/ToolCall;

    move/from16 v2, p3

    move-object/from16 v5, p2

    invoke-direct {v9, v2, v7, v8, v5}, Lcom/tidemark/invoices/ToolCall;-><init>(ILjava/lang/String;Lcom/tidemark/invoices/Session;Landroid/os/Bundle;)V

    .line 93
    move-object/from16 v11, p1

    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_2

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    goto/16 :goto_2

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    goto/16 :goto_2

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_a

    goto/16 :goto_2

    :sswitch_3
    const-string v1, "get_operation"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_c

    goto/16 :goto_2

    .line 94
    :cond_7
    new-instance v0, Lcom/tidemark/invoices/Outcome$Done;

    move-object/from16 v2, p0

    invoke-direct {v2}, Lcom/tidemark/invoices/ToolProvider;->info()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/tidemark/invoices/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    goto/16 :goto_3

    .line 95
    :cond_8
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/tidemark/invoices/ToolProvider;->getRevision()Ljava/lang/String;

    move-result-object v2

    const-string v1, "revision"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 96
    move-object/from16 v2, p0

    invoke-direct {v2, v9}, Lcom/tidemark/invoices/ToolProvider;->visibleTools(Lcom/tidemark/invoices/ToolCall;)Ljava/util/List;

    move-result-object v12

    check-cast v12, Ljava/lang/Iterable;

    const-string v22, "tools"

    move-object/from16 v21, v0

    const/4 v13, 0x0

    .line 223
    move-object v14, v12

    new-instance v15, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v12, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v15, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v15, Ljava/util/Collection;

    const/16 v16, 0x0

    .line 224
    invoke-interface {v14}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v17

    :goto_1
    move-object/from16 v0, v17

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_9

    move-object/from16 v0, v17

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v18

    .line 225
    move-object/from16 v1, v18

    check-cast v1, Lcom/tidemark/invoices/ToolSpec;

    move-object/from16 v19, v1

    move-object/from16 v23, v15

    const/16 v20, 0x0

    .line 96
    move-object/from16 v0, v19

    invoke-virtual {v0}, Lcom/tidemark/invoices/ToolSpec;->descriptor()Lorg/json/JSONObject;

    move-result-object v0

    .line 225
    move-object v1, v0

    move-object/from16 v0, v23

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_1

    .line 226
    :cond_9
    move-object v0, v15

    check-cast v0, Ljava/util/List;

    .line 223
    move-object/from16 v23, v0

    move-object/from16 v2, v23

    check-cast v2, Ljava/util/Collection;

    .line 96
    move-object/from16 v26, v2

    new-instance v2, Lorg/json/JSONArray;

    move-object/from16 v4, v26

    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    move-object/from16 v0, v21

    move-object/from16 v1, v22

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 95
    move-object/from16 v27, v0

    new-instance v0, Lcom/tidemark/invoices/Outcome$Done;

    move-object/from16 v2, v27

    invoke-direct {v0, v2}, Lcom/tidemark/invoices/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    goto/16 :goto_3

    .line 97
    :cond_a
    move-object/from16 v4, p1

    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v25

    iput-object v4, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$0:Ljava/lang/Object;

    move-object/from16 v4, p2

    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v25

    iput-object v4, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$1:Ljava/lang/Object;

    move-object/from16 v3, v25

    iput-object v6, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$2:Ljava/lang/Object;

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v25

    iput-object v4, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$3:Ljava/lang/Object;

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v25

    iput-object v4, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$4:Ljava/lang/Object;

    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v25

    iput-object v4, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$5:Ljava/lang/Object;

    move/from16 v4, p3

    move-object/from16 v3, v25

    iput v4, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->I$0:I

    const/4 v4, 0x1

    move-object/from16 v3, v25

    iput v4, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->label:I

    move-object/from16 v0, p0

    move-object/from16 v2, v25

    invoke-direct {v0, v9, v2}, Lcom/tidemark/invoices/ToolProvider;->execute(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v28

    if-ne v0, v2, :cond_b

    .line 82
    return-object v28

    :pswitch_1
    move-object/from16 v0, v25

    iget v0, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->I$0:I

    move/from16 p3, v0

    move-object/from16 v0, v25

    iget-object v9, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$5:Ljava/lang/Object;

    check-cast v9, Lcom/tidemark/invoices/ToolCall;

    move-object/from16 v0, v25

    iget-object v8, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$4:Ljava/lang/Object;

    check-cast v8, Lcom/tidemark/invoices/Session;

    move-object/from16 v0, v25

    iget-object v7, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$3:Ljava/lang/Object;

    check-cast v7, Ljava/lang/String;

    move-object/from16 v0, v25

    iget-object v6, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$2:Ljava/lang/Object;

    check-cast v6, Ljava/lang/String;

    move-object/from16 v0, v25

    iget-object v0, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$1:Ljava/lang/Object;

    check-cast v0, Landroid/os/Bundle;

    move-object/from16 p2, v0

    move-object/from16 v0, v25

    iget-object v0, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$0:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p1, v0

    move-object/from16 v0, v24

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v24

    .line 97
    :cond_b
    check-cast v0, Lcom/tidemark/invoices/Outcome;

    goto/16 :goto_3

    .line 98
    :cond_c
    invoke-virtual {v8}, Lcom/tidemark/invoices/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    const-string v1, "async_operations"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_e

    move-object/from16 v4, p1

    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v25

    iput-object v4, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$0:Ljava/lang/Object;

    move-object/from16 v4, p2

    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v25

    iput-object v4, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$1:Ljava/lang/Object;

    move-object/from16 v3, v25

    iput-object v6, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$2:Ljava/lang/Object;

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v25

    iput-object v4, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$3:Ljava/lang/Object;

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v25

    iput-object v4, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$4:Ljava/lang/Object;

    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v25

    iput-object v4, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$5:Ljava/lang/Object;

    move/from16 v4, p3

    move-object/from16 v3, v25

    iput v4, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->I$0:I

    const/4 v4, 0x2

    move-object/from16 v3, v25

    iput v4, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->label:I

    move-object/from16 v0, p0

    move-object/from16 v2, v25

    invoke-direct {v0, v9, v2}, Lcom/tidemark/invoices/ToolProvider;->operationStatus(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v28

    if-ne v0, v2, :cond_d

    .line 82
    return-object v28

    :pswitch_2
    move-object/from16 v0, v25

    iget v0, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->I$0:I

    move/from16 p3, v0

    move-object/from16 v0, v25

    iget-object v9, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$5:Ljava/lang/Object;

    check-cast v9, Lcom/tidemark/invoices/ToolCall;

    move-object/from16 v0, v25

    iget-object v8, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$4:Ljava/lang/Object;

    check-cast v8, Lcom/tidemark/invoices/Session;

    move-object/from16 v0, v25

    iget-object v7, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$3:Ljava/lang/Object;

    check-cast v7, Ljava/lang/String;

    move-object/from16 v0, v25

    iget-object v6, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$2:Ljava/lang/Object;

    check-cast v6, Ljava/lang/String;

    move-object/from16 v0, v25

    iget-object v0, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$1:Ljava/lang/Object;

    check-cast v0, Landroid/os/Bundle;

    move-object/from16 p2, v0

    move-object/from16 v0, v25

    iget-object v0, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$0:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p1, v0

    move-object/from16 v0, v24

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v24

    .line 98
    :cond_d
    check-cast v0, Lcom/tidemark/invoices/Outcome;

    goto/16 :goto_3

    :cond_e
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/tidemark/invoices/ToolProvider;->unsupported()Lcom/tidemark/invoices/Outcome;

    move-result-object v0

    goto/16 :goto_3

    .line 99
    :goto_2
    invoke-virtual {v8}, Lcom/tidemark/invoices/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    const-string v1, "cancellation"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_10

    move-object/from16 v4, p1

    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v25

    iput-object v4, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$0:Ljava/lang/Object;

    move-object/from16 v4, p2

    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v25

    iput-object v4, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$1:Ljava/lang/Object;

    move-object/from16 v3, v25

    iput-object v6, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$2:Ljava/lang/Object;

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v25

    iput-object v4, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$3:Ljava/lang/Object;

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v25

    iput-object v4, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$4:Ljava/lang/Object;

    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v25

    iput-object v4, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$5:Ljava/lang/Object;

    move/from16 v4, p3

    move-object/from16 v3, v25

    iput v4, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->I$0:I

    const/4 v4, 0x3

    move-object/from16 v3, v25

    iput v4, v3, Lcom/tidemark/invoices/ToolProvider$serve$1;->label:I

    move-object/from16 v0, p0

    move-object/from16 v2, v25

    invoke-direct {v0, v9, v2}, Lcom/tidemark/invoices/ToolProvider;->cancel(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v28

    if-ne v0, v2, :cond_f

    .line 82
    return-object v28

    :pswitch_3
    move-object/from16 v0, v25

    iget v0, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->I$0:I

    move/from16 p3, v0

    move-object/from16 v0, v25

    iget-object v9, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$5:Ljava/lang/Object;

    check-cast v9, Lcom/tidemark/invoices/ToolCall;

    move-object/from16 v0, v25

    iget-object v8, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$4:Ljava/lang/Object;

    check-cast v8, Lcom/tidemark/invoices/Session;

    move-object/from16 v0, v25

    iget-object v7, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$3:Ljava/lang/Object;

    check-cast v7, Ljava/lang/String;

    move-object/from16 v0, v25

    iget-object v6, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$2:Ljava/lang/Object;

    check-cast v6, Ljava/lang/String;

    move-object/from16 v0, v25

    iget-object v0, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$1:Ljava/lang/Object;

    check-cast v0, Landroid/os/Bundle;

    move-object/from16 p2, v0

    move-object/from16 v0, v25

    iget-object v0, v0, Lcom/tidemark/invoices/ToolProvider$serve$1;->L$0:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p1, v0

    move-object/from16 v0, v24

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v24

    .line 99
    :cond_f
    check-cast v0, Lcom/tidemark/invoices/Outcome;

    goto :goto_3

    :cond_10
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/tidemark/invoices/ToolProvider;->unsupported()Lcom/tidemark/invoices/Outcome;

    move-result-object v0

    .line 93
    :goto_3
    move-object v10, v0

    .line 101
    invoke-static {v10, v6}, Lcom/tidemark/invoices/ProtocolKt;->render(Lcom/tidemark/invoices/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 82
    :goto_4
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
    .end packed-switch

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_3
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method

.method private final unsupported()Lcom/tidemark/invoices/Outcome;
    .registers 6

    .line 191
    const-string v0, "UNSUPPORTED_CAPABILITY"

    const-string v1, "That capability was not negotiated."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    return-object v0
.end method

.method private final visibleTools(Lcom/tidemark/invoices/ToolCall;)Ljava/util/List;
    .registers 13

    .line 130
    invoke-virtual {p0}, Lcom/tidemark/invoices/ToolProvider;->getTools()Ljava/util/List;

    move-result-object v2

    check-cast v2, Ljava/lang/Iterable;

    const/4 v3, 0x0

    .line 235
    move-object v4, v2

    new-instance v5, Ljava/util/ArrayList;

    invoke-direct {v5}, Ljava/util/ArrayList;-><init>()V

    check-cast v5, Ljava/util/Collection;

    const/4 v6, 0x0

    .line 236
    invoke-interface {v4}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :cond_0
    :goto_0
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v8

    move-object v0, v8

    check-cast v0, Lcom/tidemark/invoices/ToolSpec;

    move-object v9, v0

    const/4 v10, 0x0

    .line 130
    invoke-virtual {v9}, Lcom/tidemark/invoices/ToolSpec;->getAsync()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {p1}, Lcom/tidemark/invoices/ToolCall;->getSession()Lcom/tidemark/invoices/Session;

    move-result-object v0

    invoke-virtual {v0}, Lcom/tidemark/invoices/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    const-string v1, "async_operations"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    :cond_1
    const/4 v0, 0x1

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    .line 236
    :goto_1
    if-eqz v0, :cond_0

    invoke-interface {v5, v8}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 237
    :cond_3
    move-object v0, v5

    check-cast v0, Ljava/util/List;

    .line 130
    return-object v0
.end method

.method public static final worker_delegate$lambda$0(Lcom/tidemark/invoices/ToolProvider;)Lcom/tidemark/invoices/OutboxWorker;
    .registers 4

    .line 59
    new-instance v0, Lcom/tidemark/invoices/OutboxWorker;

    invoke-virtual {p0}, Lcom/tidemark/invoices/ToolProvider;->getRepo()Lcom/tidemark/invoices/Repository;

    move-result-object v1

    invoke-virtual {p0}, Lcom/tidemark/invoices/ToolProvider;->getHandlers()Ljava/util/Map;

    move-result-object v2

    invoke-direct {v0, v1, v2}, Lcom/tidemark/invoices/OutboxWorker;-><init>(Lcom/tidemark/invoices/Repository;Ljava/util/Map;)V

    return-object v0
.end method


# virtual methods
.method protected final askUser(Lcom/tidemark/invoices/ToolCall;Ljava/lang/String;I)Lcom/tidemark/invoices/Outcome;
    .registers 10

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "summary"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 198
    sget-object v0, Lcom/tidemark/invoices/TicketBook;->INSTANCE:Lcom/tidemark/invoices/TicketBook;

    invoke-virtual {v0, p1}, Lcom/tidemark/invoices/TicketBook;->hold(Lcom/tidemark/invoices/ToolCall;)Ljava/lang/String;

    move-result-object v5

    .line 199
    new-instance v0, Lcom/tidemark/invoices/Outcome$NeedsUser;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Confirm in Tidemark: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    sget-object v3, Lcom/tidemark/invoices/Resolutions;->INSTANCE:Lcom/tidemark/invoices/Resolutions;

    invoke-virtual {p0}, Lcom/tidemark/invoices/ToolProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v3, v4, v5, p2, p3}, Lcom/tidemark/invoices/Resolutions;->open(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;I)Landroid/app/PendingIntent;

    move-result-object v3

    check-cast v3, Landroid/os/Parcelable;

    invoke-direct {v0, v2, v3, v5}, Lcom/tidemark/invoices/Outcome$NeedsUser;-><init>(Ljava/lang/String;Landroid/os/Parcelable;Ljava/lang/String;)V

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 77
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v7

    .line 78
    move-object v0, p3

    if-nez p3, :cond_0

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :cond_0
    move-object v8, v0

    .line 79
    new-instance v1, Lcom/tidemark/invoices/ToolProvider$call$1;

    move-object v2, p0

    move-object v3, p1

    move-object v4, v8

    move v5, v7

    const/4 v6, 0x0

    invoke-direct/range {v1 .. v6}, Lcom/tidemark/invoices/ToolProvider$call$1;-><init>(Lcom/tidemark/invoices/ToolProvider;Ljava/lang/String;Landroid/os/Bundle;ILkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    const/4 v0, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    return-object v0
.end method

.method protected final confirmation(Lcom/tidemark/invoices/ToolCall;)Ljava/lang/Boolean;
    .registers 6

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 194
    invoke-virtual {p1}, Lcom/tidemark/invoices/ToolCall;->getResumeToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v2, v0

    .line 227
    const/4 v3, 0x0

    .line 194
    sget-object v0, Lcom/tidemark/invoices/TicketBook;->INSTANCE:Lcom/tidemark/invoices/TicketBook;

    invoke-virtual {v0, v2, p1}, Lcom/tidemark/invoices/TicketBook;->redeem(Ljava/lang/String;Lcom/tidemark/invoices/ToolCall;)Ljava/lang/Boolean;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 211
    const/4 v0, 0x0

    return v0
.end method

.method protected abstract findOperation(Lcom/tidemark/invoices/ToolCall;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
.end method

.method public abstract getDescription()Ljava/lang/String;
.end method

.method protected abstract getHandlers()Ljava/util/Map;
.end method

.method public abstract getProviderId()Ljava/lang/String;
.end method

.method protected final getRepo()Lcom/tidemark/invoices/Repository;
    .registers 3

    .line 58
    iget-object v1, p0, Lcom/tidemark/invoices/ToolProvider;->repo$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Repository;

    return-object v0
.end method

.method public abstract getRevision()Ljava/lang/String;
.end method

.method public abstract getScopes()Lorg/json/JSONArray;
.end method

.method public abstract getTools()Ljava/util/List;
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 209
    const/4 v0, 0x0

    return-object v0
.end method

.method protected final getWorker()Lcom/tidemark/invoices/OutboxWorker;
    .registers 3

    .line 59
    iget-object v1, p0, Lcom/tidemark/invoices/ToolProvider;->worker$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/OutboxWorker;

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 210
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 72
    invoke-virtual {p0}, Lcom/tidemark/invoices/ToolProvider;->getWorker()Lcom/tidemark/invoices/OutboxWorker;

    move-result-object v0

    invoke-virtual {v0}, Lcom/tidemark/invoices/OutboxWorker;->kick()V

    .line 73
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 208
    const/4 v0, 0x0

    return-object v0
.end method

.method protected final rejected(Lcom/tidemark/invoices/DocState;Lcom/tidemark/invoices/Event$Rejected;)Lcom/tidemark/invoices/Outcome;
    .registers 9

    const-string v1, "state"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "event"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 204
    sget-object v0, Lcom/tidemark/invoices/Reducer;->INSTANCE:Lcom/tidemark/invoices/Reducer;

    move-object v2, p2

    check-cast v2, Lcom/tidemark/invoices/Event;

    invoke-virtual {v0, p1, v2}, Lcom/tidemark/invoices/Reducer;->reduce(Lcom/tidemark/invoices/DocState;Lcom/tidemark/invoices/Event;)Lcom/tidemark/invoices/DocState;

    move-result-object v5

    .line 205
    invoke-virtual {v5}, Lcom/tidemark/invoices/DocState;->getRejection()Ljava/lang/String;

    move-result-object v1

    const-string v0, "CONFLICT"

    if-nez v1, :cond_0

    const-string v1, "The change was not saved."

    :cond_0
    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    return-object v0
.end method

.method protected abstract resultOf(Lcom/tidemark/invoices/OperationRow;)Lcom/tidemark/invoices/FileResult;
.end method

.method protected abstract run(Lcom/tidemark/invoices/ToolCall;Lcom/tidemark/invoices/ToolSpec;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 212
    const/4 v0, 0x0

    return v0
.end method
