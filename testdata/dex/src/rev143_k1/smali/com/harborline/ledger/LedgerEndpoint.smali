.class public abstract Lcom/harborline/ledger/LedgerEndpoint;
.super Landroid/content/ContentProvider;
.source "Endpoint.kt"


# static fields
.field public static final Companion:Lcom/harborline/ledger/LedgerEndpoint$Companion;

.field private static final METHODS:Ljava/util/Set;


# instance fields
.field private final scope:Lkotlinx/coroutines/CoroutineScope;

.field private final sessions:Lcom/harborline/ledger/SessionBook;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lcom/harborline/ledger/LedgerEndpoint$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lcom/harborline/ledger/LedgerEndpoint$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/harborline/ledger/LedgerEndpoint;->Companion:Lcom/harborline/ledger/LedgerEndpoint$Companion;

    .line 75
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

    sput-object v0, Lcom/harborline/ledger/LedgerEndpoint;->METHODS:Ljava/util/Set;

    return-void
.end method

.method public constructor <init>()V
    .registers 4

    .line 16
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 17
    const/4 v0, 0x0

    const/4 v1, 0x1

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/SupervisorKt;->SupervisorJob$default(Lkotlinx/coroutines/Job;ILjava/lang/Object;)Lkotlinx/coroutines/CompletableJob;

    move-result-object v0

    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getDefault()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v1

    check-cast v1, Lkotlin/coroutines/CoroutineContext;

    invoke-interface {v0, v1}, Lkotlinx/coroutines/CompletableJob;->plus(Lkotlin/coroutines/CoroutineContext;)Lkotlin/coroutines/CoroutineContext;

    move-result-object v0

    invoke-static {v0}, Lkotlinx/coroutines/CoroutineScopeKt;->CoroutineScope(Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/CoroutineScope;

    move-result-object v0

    iput-object v0, p0, Lcom/harborline/ledger/LedgerEndpoint;->scope:Lkotlinx/coroutines/CoroutineScope;

    .line 18
    new-instance v0, Lcom/harborline/ledger/SessionBook;

    invoke-direct {v0}, Lcom/harborline/ledger/SessionBook;-><init>()V

    iput-object v0, p0, Lcom/harborline/ledger/LedgerEndpoint;->sessions:Lcom/harborline/ledger/SessionBook;

    .line 16
    return-void
.end method

.method public static final synthetic access$getMETHODS$cp()Ljava/util/Set;
    .registers 1

    .line 16
    sget-object v0, Lcom/harborline/ledger/LedgerEndpoint;->METHODS:Ljava/util/Set;

    return-object v0
.end method

.method public static final synthetic access$negotiate(Lcom/harborline/ledger/LedgerEndpoint;Landroid/os/Bundle;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    .line 16
    invoke-direct {p0, p1, p2, p3}, Lcom/harborline/ledger/LedgerEndpoint;->negotiate(Landroid/os/Bundle;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$serve(Lcom/harborline/ledger/LedgerEndpoint;Ljava/lang/String;Landroid/os/Bundle;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6

    .line 16
    invoke-direct {p0, p1, p2, p3, p4}, Lcom/harborline/ledger/LedgerEndpoint;->serve(Ljava/lang/String;Landroid/os/Bundle;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method private final negotiate(Landroid/os/Bundle;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 16

    instance-of v0, p3, Lcom/harborline/ledger/LedgerEndpoint$negotiate$1;

    if-eqz v0, :cond_0

    move-object v0, p3

    check-cast v0, Lcom/harborline/ledger/LedgerEndpoint$negotiate$1;

    move-object v10, v0

    iget v0, v10, Lcom/harborline/ledger/LedgerEndpoint$negotiate$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v10, Lcom/harborline/ledger/LedgerEndpoint$negotiate$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v10, Lcom/harborline/ledger/LedgerEndpoint$negotiate$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v10, Lcom/harborline/ledger/LedgerEndpoint$negotiate$1;

    invoke-direct {v10, p0, p3}, Lcom/harborline/ledger/LedgerEndpoint$negotiate$1;-><init>(Lcom/harborline/ledger/LedgerEndpoint;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v9, v10, Lcom/harborline/ledger/LedgerEndpoint$negotiate$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v11

    .line 54
    iget v0, v10, Lcom/harborline/ledger/LedgerEndpoint$negotiate$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_1

    :pswitch_0
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 55
    const-string v1, "consumer_versions"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v5

    .line 56
    if-eqz v5, :cond_1

    const/4 v1, 0x2

    invoke-static {v5, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z

    move-result v0

    if-nez v0, :cond_2

    :cond_1
    const-string v0, "UNSUPPORTED_VERSION"

    const-string v1, "Only version 2 is served."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/harborline/ledger/ProtocolKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/harborline/ledger/Reply;

    move-result-object v0

    const/4 v1, 0x0

    invoke-static {v0, v1}, Lcom/harborline/ledger/ProtocolKt;->render(Lcom/harborline/ledger/Reply;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 57
    :cond_2
    iget-object v0, p0, Lcom/harborline/ledger/LedgerEndpoint;->sessions:Lcom/harborline/ledger/SessionBook;

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v10, Lcom/harborline/ledger/LedgerEndpoint$negotiate$1;->L$0:Ljava/lang/Object;

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v10, Lcom/harborline/ledger/LedgerEndpoint$negotiate$1;->L$1:Ljava/lang/Object;

    iput p2, v10, Lcom/harborline/ledger/LedgerEndpoint$negotiate$1;->I$0:I

    const/4 v4, 0x1

    iput v4, v10, Lcom/harborline/ledger/LedgerEndpoint$negotiate$1;->label:I

    invoke-virtual {v0, p2, v10}, Lcom/harborline/ledger/SessionBook;->open(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v11, :cond_3

    .line 54
    return-object v11

    :pswitch_1
    iget p2, v10, Lcom/harborline/ledger/LedgerEndpoint$negotiate$1;->I$0:I

    iget-object v5, v10, Lcom/harborline/ledger/LedgerEndpoint$negotiate$1;->L$1:Ljava/lang/Object;

    check-cast v5, [I

    iget-object p1, v10, Lcom/harborline/ledger/LedgerEndpoint$negotiate$1;->L$0:Ljava/lang/Object;

    check-cast p1, Landroid/os/Bundle;

    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v9

    :cond_3
    check-cast v0, Ljava/lang/String;

    move-object v6, v0

    .line 58
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {p0}, Lcom/harborline/ledger/LedgerEndpoint;->getProviderId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 59
    const-string v1, "provider_name"

    const-string v2, "Harborline"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "session_token"

    invoke-virtual {v0, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 60
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "max_request_bytes"

    const/high16 v4, 0x10000

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "max_inline_result_bytes"

    const/high16 v4, 0x40000

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    .line 61
    const-string v3, "max_concurrent_requests"

    const/4 v4, 0x4

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "idempotency_window_seconds"

    const v4, 0x15180

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    .line 60
    const-string v1, "limits"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v7

    .line 62
    new-instance v8, Landroid/os/Bundle;

    invoke-direct {v8}, Landroid/os/Bundle;-><init>()V

    .line 63
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 64
    invoke-virtual {v7}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 65
    return-object v8

    .line 54
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

.method private final serve(Ljava/lang/String;Landroid/os/Bundle;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 18

    move-object/from16 v0, p4

    instance-of v0, v0, Lcom/harborline/ledger/LedgerEndpoint$serve$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p4

    check-cast v0, Lcom/harborline/ledger/LedgerEndpoint$serve$1;

    move-object v11, v0

    iget v0, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;

    move-object/from16 v3, p4

    invoke-direct {v11, p0, v3}, Lcom/harborline/ledger/LedgerEndpoint$serve$1;-><init>(Lcom/harborline/ledger/LedgerEndpoint;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v10, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v12

    .line 34
    iget v0, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_3

    :pswitch_0
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 35
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 36
    invoke-virtual {p0}, Lcom/harborline/ledger/LedgerEndpoint;->getGate()Lcom/harborline/ledger/CallerGate;

    move-result-object v0

    iput-object p1, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$0:Ljava/lang/Object;

    iput-object p2, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$1:Ljava/lang/Object;

    iput-object v6, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$2:Ljava/lang/Object;

    move/from16 v4, p3

    iput v4, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->I$0:I

    const/4 v4, 0x1

    iput v4, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->label:I

    move/from16 v1, p3

    invoke-virtual {v0, v1, v11}, Lcom/harborline/ledger/CallerGate;->admit(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v12, :cond_1

    .line 34
    return-object v12

    :pswitch_1
    iget v0, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->I$0:I

    move/from16 p3, v0

    iget-object v6, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$2:Ljava/lang/Object;

    check-cast v6, Ljava/lang/String;

    iget-object p2, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$1:Ljava/lang/Object;

    check-cast p2, Landroid/os/Bundle;

    iget-object p1, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$0:Ljava/lang/Object;

    check-cast p1, Ljava/lang/String;

    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v10

    .line 36
    :cond_1
    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_2

    .line 37
    const-string v0, "PERMISSION_DENIED"

    const-string v1, "This app may not use Harborline\'s tools."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/harborline/ledger/ProtocolKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/harborline/ledger/Reply;

    move-result-object v0

    invoke-static {v0, v6}, Lcom/harborline/ledger/ProtocolKt;->render(Lcom/harborline/ledger/Reply;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 36
    :cond_2
    move-object v7, v0

    .line 38
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$0:Ljava/lang/Object;

    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$1:Ljava/lang/Object;

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$2:Ljava/lang/Object;

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$3:Ljava/lang/Object;

    move/from16 v5, p3

    iput v5, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->I$0:I

    const/4 v5, 0x2

    iput v5, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->label:I

    move/from16 v2, p3

    invoke-direct {p0, p2, v2, v11}, Lcom/harborline/ledger/LedgerEndpoint;->negotiate(Landroid/os/Bundle;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v12, :cond_3

    .line 34
    return-object v12

    :pswitch_2
    iget v0, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->I$0:I

    move/from16 p3, v0

    iget-object v7, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$3:Ljava/lang/Object;

    check-cast v7, Ljava/lang/String;

    iget-object v6, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$2:Ljava/lang/Object;

    check-cast v6, Ljava/lang/String;

    iget-object p2, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$1:Ljava/lang/Object;

    check-cast p2, Landroid/os/Bundle;

    iget-object p1, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$0:Ljava/lang/Object;

    check-cast p1, Ljava/lang/String;

    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v10

    .line 39
    :cond_3
    return-object v0

    :cond_4
    sget-object v0, Lcom/harborline/ledger/LedgerEndpoint;->METHODS:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const-string v0, "METHOD_NOT_FOUND"

    const-string v1, "Unknown method."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/harborline/ledger/ProtocolKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/harborline/ledger/Reply;

    move-result-object v0

    invoke-static {v0, v6}, Lcom/harborline/ledger/ProtocolKt;->render(Lcom/harborline/ledger/Reply;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 40
    :cond_5
    const-string v1, "protocol_version"

    const/4 v2, 0x1

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_6

    if-nez v6, :cond_7

    .line 41
    :cond_6
    const-string v0, "INVALID_REQUEST"

    const-string v1, "protocol_version 2 and request_id are required."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/harborline/ledger/ProtocolKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/harborline/ledger/Reply;

    move-result-object v0

    invoke-static {v0, v6}, Lcom/harborline/ledger/ProtocolKt;->render(Lcom/harborline/ledger/Reply;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 43
    :cond_7
    iget-object v0, p0, Lcom/harborline/ledger/LedgerEndpoint;->sessions:Lcom/harborline/ledger/SessionBook;

    const-string v2, "session_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object p1, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$0:Ljava/lang/Object;

    iput-object p2, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$1:Ljava/lang/Object;

    iput-object v6, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$2:Ljava/lang/Object;

    iput-object v7, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$3:Ljava/lang/Object;

    move/from16 v5, p3

    iput v5, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->I$0:I

    const/4 v5, 0x3

    iput v5, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->label:I

    move/from16 v2, p3

    invoke-virtual {v0, v1, v2, v11}, Lcom/harborline/ledger/SessionBook;->find(Ljava/lang/String;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v12, :cond_8

    .line 34
    return-object v12

    :pswitch_3
    iget v0, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->I$0:I

    move/from16 p3, v0

    iget-object v7, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$3:Ljava/lang/Object;

    check-cast v7, Ljava/lang/String;

    iget-object v6, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$2:Ljava/lang/Object;

    check-cast v6, Ljava/lang/String;

    iget-object p2, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$1:Ljava/lang/Object;

    check-cast p2, Landroid/os/Bundle;

    iget-object p1, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$0:Ljava/lang/Object;

    check-cast p1, Ljava/lang/String;

    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v10

    .line 43
    :cond_8
    check-cast v0, Lcom/harborline/ledger/Session;

    if-nez v0, :cond_9

    .line 44
    const-string v0, "NEGOTIATION_REQUIRED"

    const-string v1, "Negotiate a session first."

    const/4 v2, 0x1

    invoke-static {v0, v1, v2}, Lcom/harborline/ledger/ProtocolKt;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/harborline/ledger/Reply;

    move-result-object v0

    invoke-static {v0, v6}, Lcom/harborline/ledger/ProtocolKt;->render(Lcom/harborline/ledger/Reply;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 45
    :cond_9
    move-object v9, p1

    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_1

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_b

    goto/16 :goto_1

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_a

    goto/16 :goto_1

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_c

    goto/16 :goto_1

    .line 46
    :cond_a
    new-instance v0, Lcom/harborline/ledger/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lcom/harborline/ledger/LedgerEndpoint;->getProviderId()Ljava/lang/String;

    move-result-object v4

    const-string v3, "provider_id"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "provider_name"

    const-string v4, "Harborline"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/harborline/ledger/Reply$Ok;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lcom/harborline/ledger/Reply;

    goto :goto_2

    .line 47
    :cond_b
    new-instance v0, Lcom/harborline/ledger/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lcom/harborline/ledger/LedgerEndpoint;->getRevision()Ljava/lang/String;

    move-result-object v4

    const-string v3, "revision"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {p0}, Lcom/harborline/ledger/LedgerEndpoint;->tools()Lorg/json/JSONArray;

    move-result-object v4

    const-string v3, "tools"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/harborline/ledger/Reply$Ok;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lcom/harborline/ledger/Reply;

    goto :goto_2

    .line 48
    :cond_c
    new-instance v1, Lcom/harborline/ledger/Call;

    move/from16 v3, p3

    invoke-direct {v1, v3, v7, p2}, Lcom/harborline/ledger/Call;-><init>(ILjava/lang/String;Landroid/os/Bundle;)V

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$0:Ljava/lang/Object;

    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$1:Ljava/lang/Object;

    iput-object v6, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$2:Ljava/lang/Object;

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$3:Ljava/lang/Object;

    move/from16 v4, p3

    iput v4, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->I$0:I

    const/4 v4, 0x4

    iput v4, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->label:I

    invoke-virtual {p0, v1, v11}, Lcom/harborline/ledger/LedgerEndpoint;->execute(Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v12, :cond_d

    .line 34
    return-object v12

    :pswitch_4
    iget v0, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->I$0:I

    move/from16 p3, v0

    iget-object v7, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$3:Ljava/lang/Object;

    check-cast v7, Ljava/lang/String;

    iget-object v6, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$2:Ljava/lang/Object;

    check-cast v6, Ljava/lang/String;

    iget-object p2, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$1:Ljava/lang/Object;

    check-cast p2, Landroid/os/Bundle;

    iget-object p1, v11, Lcom/harborline/ledger/LedgerEndpoint$serve$1;->L$0:Ljava/lang/Object;

    check-cast p1, Ljava/lang/String;

    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v10

    .line 48
    :cond_d
    check-cast v0, Lcom/harborline/ledger/Reply;

    goto :goto_2

    .line 49
    :goto_1
    const-string v0, "UNSUPPORTED_CAPABILITY"

    const-string v1, "Operations are not offered."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/harborline/ledger/ProtocolKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/harborline/ledger/Reply;

    move-result-object v0

    .line 45
    :goto_2
    move-object v8, v0

    .line 51
    invoke-static {v8, v6}, Lcom/harborline/ledger/ProtocolKt;->render(Lcom/harborline/ledger/Reply;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 34
    :goto_3
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

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 29
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v7

    .line 30
    move-object v0, p3

    if-nez p3, :cond_0

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :cond_0
    move-object v8, v0

    .line 31
    new-instance v1, Lcom/harborline/ledger/LedgerEndpoint$call$1;

    move-object v2, p0

    move-object v3, p1

    move-object v4, v8

    move v5, v7

    const/4 v6, 0x0

    invoke-direct/range {v1 .. v6}, Lcom/harborline/ledger/LedgerEndpoint$call$1;-><init>(Lcom/harborline/ledger/LedgerEndpoint;Ljava/lang/String;Landroid/os/Bundle;ILkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    const/4 v0, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 71
    const/4 v0, 0x0

    return v0
.end method

.method public abstract execute(Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
.end method

.method public abstract getGate()Lcom/harborline/ledger/CallerGate;
.end method

.method public abstract getProviderId()Ljava/lang/String;
.end method

.method public abstract getRevision()Ljava/lang/String;
.end method

.method protected final getScope()Lkotlinx/coroutines/CoroutineScope;
    .registers 2

    .line 17
    iget-object v0, p0, Lcom/harborline/ledger/LedgerEndpoint;->scope:Lkotlinx/coroutines/CoroutineScope;

    return-object v0
.end method

.method protected final getSessions()Lcom/harborline/ledger/SessionBook;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/harborline/ledger/LedgerEndpoint;->sessions:Lcom/harborline/ledger/SessionBook;

    return-object v0
.end method

.method protected final getStore()Lcom/harborline/ledger/LedgerStore;
    .registers 3

    .line 19
    sget-object v0, Lcom/harborline/ledger/LedgerStore;->Companion:Lcom/harborline/ledger/LedgerStore$Companion;

    invoke-virtual {p0}, Lcom/harborline/ledger/LedgerEndpoint;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v1}, Lcom/harborline/ledger/LedgerStore$Companion;->of(Landroid/content/Context;)Lcom/harborline/ledger/LedgerStore;

    move-result-object v0

    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 69
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 70
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 26
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 68
    const/4 v0, 0x0

    return-object v0
.end method

.method public abstract tools()Lorg/json/JSONArray;
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 72
    const/4 v0, 0x0

    return v0
.end method
