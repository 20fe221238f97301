.class public final Lcom/berthbook/HarbourLogProvider;
.super Landroid/content/ContentProvider;
.source "HarbourLogProvider.kt"

# static fields
.field public static final Companion:Lcom/berthbook/HarbourLogProvider$Companion;
.field public static final PROVIDER_ID:Ljava/lang/String; = "com.berthbook"
.field private static final HARBOUR_APPS:Ljava/util/Set;
.field public static final INFO:Ljava/lang/String; = "{\"provider_id\":\"com.berthbook\",\"provider_name\":\"BerthBook harbour log\",\"description\":\"Arrivals and departures\",\"scopes\":[]}"
.field public static final TOOLS:Ljava/lang/String; = "{\"revision\":\"h-4\",\"tools\":[\"log_arrival\",\"log_departure\",\"share_log\",\"publish_log\",\"purge_log\"]}"

# instance fields
.field private final sessions:Lcom/berthbook/SessionStore;


# direct methods
.method public constructor <init>()V
    .registers 5
    .line 16
    invoke-direct {v4}, Landroid/content/ContentProvider;-><init>()V
    .line 17
    new-instance v1, Lcom/berthbook/SessionStore;
    sget-object v3, Lcom/berthbook/Tokens;->INSTANCE:Lcom/berthbook/Tokens;
    invoke-virtual {v3}, Lcom/berthbook/Tokens;->getQuick()Lcom/berthbook/Entropy;
    move-result-object v3
    invoke-direct {v1, v3}, Lcom/berthbook/SessionStore;-><init>(Lcom/berthbook/Entropy;)V
    iput-object v1, v4, Lcom/berthbook/HarbourLogProvider;->sessions:Lcom/berthbook/SessionStore;
    .line 16
    return-void
.end method

.method private final route-tBoLVsU(Landroid/content/Context;ILjava/lang/String;Ljava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 23
    move-object/from16 v0, v22
    instance-of v0, v0, Lcom/berthbook/HarbourLogProvider$route$1;
    if-eqz v0, :L41
    move-object/from16 v0, v22
    check-cast v0, Lcom/berthbook/HarbourLogProvider$route$1;
    move-object v6, v0
    iget v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L41
    iget v1, v6, Lcom/berthbook/HarbourLogProvider$route$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v6, Lcom/berthbook/HarbourLogProvider$route$1;->label:I
    goto :L53
:L41
    new-instance v0, Lcom/berthbook/HarbourLogProvider$route$1;
    move-object/from16 v1, v16
    move-object/from16 v2, v22
    invoke-direct/range {v0 .. v2}, Lcom/berthbook/HarbourLogProvider$route$1;-><init>(Lcom/berthbook/HarbourLogProvider;Lkotlin/coroutines/Continuation;)V
    move-object v6, v0
:L53
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->result:Ljava/lang/Object;
    move-object v9, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v10
    .line 36
    iget v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->label:I
    packed-switch v0, :sw_70
    goto :L1224
:L104
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 37
    const-string v1, "request_id"
    move-object/from16 v0, v21
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 38
    const-string v1, "negotiate"
    move-object/from16 v0, v20
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L322
    .line 39
    invoke-static/range {v21 .. v21}, Lcom/berthbook/ToolResultKt;->supportsV2(Landroid/os/Bundle;)Z
    move-result v0
    if-nez v0, :L145
    const-string v0, "UNSUPPORTED_VERSION"
    const-string v1, "this provider speaks v2"
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Lcom/berthbook/ToolResultKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L145
    .line 40
    const-string v14, "com.berthbook"
    move-object/from16 v0, v16
    iget-object v0, v0, Lcom/berthbook/HarbourLogProvider;->sessions:Lcom/berthbook/SessionStore;
    invoke-static/range {v17 .. v17}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$0:Ljava/lang/Object;
    invoke-static/range {v19 .. v19}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$1:Ljava/lang/Object;
    invoke-static/range {v20 .. v20}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$2:Ljava/lang/Object;
    invoke-static/range {v21 .. v21}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$3:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$4:Ljava/lang/Object;
    iput-object v14, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$5:Ljava/lang/Object;
    move/from16 v4, v18
    iput v4, v6, Lcom/berthbook/HarbourLogProvider$route$1;->I$0:I
    const/4 v4, 0x1
    iput v4, v6, Lcom/berthbook/HarbourLogProvider$route$1;->label:I
    move/from16 v1, v18
    move-object v2, v6
    invoke-virtual/range {v0 .. v2}, Lcom/berthbook/SessionStore;->open-ZOPTH64(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v10, :L312
    .line 36
    return-object v10
:L235
    iget v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->I$0:I
    move/from16 v18, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$5:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v14, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$4:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v7, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$3:Ljava/lang/Object;
    check-cast v0, Landroid/os/Bundle;
    move-object/from16 v21, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$2:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/from16 v20, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/from16 v19, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 v17, v0
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v9
    check-cast v0, Lcom/berthbook/SessionToken;
    invoke-virtual {v0}, Lcom/berthbook/SessionToken;->unbox-impl()Ljava/lang/String;
    move-result-object v0
:L312
    .line 40
    move-object v1, v0
    check-cast v1, Ljava/lang/String;
    invoke-static {v14, v1}, Lcom/berthbook/ToolResultKt;->negotiated-B7_RZS0(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L322
    .line 42
    const-string v1, "session_token"
    move-object/from16 v0, v21
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L336
    const-string v0, ""
:L336
    invoke-static {v0}, Lcom/berthbook/SessionToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v11
    .line 43
    move-object/from16 v0, v16
    iget-object v0, v0, Lcom/berthbook/HarbourLogProvider;->sessions:Lcom/berthbook/SessionStore;
    move-object/from16 v5, v17
    iput-object v5, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$0:Ljava/lang/Object;
    move-object/from16 v5, v19
    iput-object v5, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$1:Ljava/lang/Object;
    move-object/from16 v5, v20
    iput-object v5, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$2:Ljava/lang/Object;
    move-object/from16 v5, v21
    iput-object v5, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$3:Ljava/lang/Object;
    iput-object v7, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$4:Ljava/lang/Object;
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$5:Ljava/lang/Object;
    move/from16 v5, v18
    iput v5, v6, Lcom/berthbook/HarbourLogProvider$route$1;->I$0:I
    const/4 v5, 0x2
    iput v5, v6, Lcom/berthbook/HarbourLogProvider$route$1;->label:I
    move-object v1, v11
    move/from16 v2, v18
    move-object v3, v6
    invoke-virtual/range {v0 .. v3}, Lcom/berthbook/SessionStore;->owns-fYkkagw(Ljava/lang/String;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v10, :L488
    .line 36
    return-object v10
:L417
    iget v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->I$0:I
    move/from16 v18, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$5:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v11, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$4:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v7, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$3:Ljava/lang/Object;
    check-cast v0, Landroid/os/Bundle;
    move-object/from16 v21, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$2:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/from16 v20, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/from16 v19, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 v17, v0
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v9
:L488
    .line 43
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    if-nez v0, :L509
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1, v7}, Lcom/berthbook/ToolResultKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L509
    .line 44
    const-string v1, "get_provider_info"
    move-object/from16 v0, v20
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L529
    const-string v0, "{\"provider_id\":\"com.berthbook\",\"provider_name\":\"BerthBook harbour log\",\"description\":\"Arrivals and departures\",\"scopes\":[]}"
    invoke-static {v0, v7}, Lcom/berthbook/ToolResultKt;->okData(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L529
    .line 45
    const-string v1, "list_tools"
    move-object/from16 v0, v20
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L549
    const-string v0, "{\"revision\":\"h-4\",\"tools\":[\"log_arrival\",\"log_departure\",\"share_log\",\"publish_log\",\"purge_log\"]}"
    invoke-static {v0, v7}, Lcom/berthbook/ToolResultKt;->okData(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L549
    .line 46
    const-string v1, "execute_tool"
    move-object/from16 v0, v20
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L572
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1, v7}, Lcom/berthbook/ToolResultKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L572
    .line 47
    const-string v1, "deadline_at_ms"
    move-object/from16 v0, v21
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {v0, v1}, Lcom/berthbook/Deadline;->constructor-impl(J)J
    move-result-wide v0
    const-wide/16 v2, 0x0L
    const/4 v4, 0x1
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/berthbook/ValuesKt;->isPast-kmq3LcU$default(JJILjava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L604
    sget-object v0, Lcom/berthbook/ToolResult$Expired;->INSTANCE:Lcom/berthbook/ToolResult$Expired;
    check-cast v0, Lcom/berthbook/ToolResult;
    invoke-static {v0, v7}, Lcom/berthbook/ToolResultKt;->toBundle(Lcom/berthbook/ToolResult;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L604
    .line 48
    const-string v1, "tool_name"
    move-object/from16 v0, v21
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L619
    const-string v0, ""
:L619
    invoke-static {v0}, Lcom/berthbook/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v12
    .line 49
    const-string v1, "args"
    move-object/from16 v0, v21
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L640
    const-string v0, "{}"
:L640
    move-object v8, v0
    .line 50
    move-object v13, v12
    invoke-virtual {v13}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_651
    goto :L1208
:L700
    const-string v1, "log_arrival"
    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L770
    goto :L1208
:L714
    const-string v1, "publish_log"
    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L1183
    goto :L1208
:L728
    const-string v1, "log_departure"
    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L972
    goto :L1208
:L742
    const-string v1, "share_log"
    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L1173
    goto :L1208
:L756
    const-string v1, "purge_log"
    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L1193
    goto :L1208
:L770
    .line 51
    invoke-static/range {v17 .. v17}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$0:Ljava/lang/Object;
    invoke-static/range {v19 .. v19}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$1:Ljava/lang/Object;
    invoke-static/range {v20 .. v20}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$2:Ljava/lang/Object;
    invoke-static/range {v21 .. v21}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$3:Ljava/lang/Object;
    iput-object v7, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$4:Ljava/lang/Object;
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$5:Ljava/lang/Object;
    invoke-static {v12}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$6:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$7:Ljava/lang/Object;
    move/from16 v5, v18
    iput v5, v6, Lcom/berthbook/HarbourLogProvider$route$1;->I$0:I
    const/4 v5, 0x3
    iput v5, v6, Lcom/berthbook/HarbourLogProvider$route$1;->label:I
    move-object/from16 v0, v16
    move/from16 v1, v18
    move-object v2, v8
    move-object v3, v6
    invoke-direct/range {v0 .. v3}, Lcom/berthbook/HarbourLogProvider;->logArrival-DwsZTjA(ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v10, :L966
    .line 36
    return-object v10
:L875
    iget v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->I$0:I
    move/from16 v18, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$7:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v8, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$6:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v12, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$5:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v11, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$4:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v7, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$3:Ljava/lang/Object;
    check-cast v0, Landroid/os/Bundle;
    move-object/from16 v21, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$2:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/from16 v20, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/from16 v19, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 v17, v0
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v9
:L966
    .line 51
    check-cast v0, Lcom/berthbook/ToolResult;
    goto :L1214
:L972
    .line 52
    invoke-static/range {v17 .. v17}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$0:Ljava/lang/Object;
    invoke-static/range {v19 .. v19}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$1:Ljava/lang/Object;
    invoke-static/range {v20 .. v20}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$2:Ljava/lang/Object;
    invoke-static/range {v21 .. v21}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$3:Ljava/lang/Object;
    iput-object v7, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$4:Ljava/lang/Object;
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$5:Ljava/lang/Object;
    invoke-static {v12}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$6:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$7:Ljava/lang/Object;
    move/from16 v4, v18
    iput v4, v6, Lcom/berthbook/HarbourLogProvider$route$1;->I$0:I
    const/4 v4, 0x4
    iput v4, v6, Lcom/berthbook/HarbourLogProvider$route$1;->label:I
    move-object/from16 v0, v16
    move-object v1, v8
    move-object v2, v6
    invoke-direct/range {v0 .. v2}, Lcom/berthbook/HarbourLogProvider;->logDeparture(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v10, :L1167
    .line 36
    return-object v10
:L1076
    iget v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->I$0:I
    move/from16 v18, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$7:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v8, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$6:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v12, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$5:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v11, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$4:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v7, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$3:Ljava/lang/Object;
    check-cast v0, Landroid/os/Bundle;
    move-object/from16 v21, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$2:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/from16 v20, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/from16 v19, v0
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$route$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 v17, v0
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v9
:L1167
    .line 52
    check-cast v0, Lcom/berthbook/ToolResult;
    goto :L1214
:L1173
    .line 53
    move-object/from16 v0, v16
    move-object/from16 v1, v19
    move-object v2, v8
    invoke-direct/range {v0 .. v2}, Lcom/berthbook/HarbourLogProvider;->shareLog-zVCUOJk(Ljava/lang/String;Ljava/lang/String;)Lcom/berthbook/ToolResult;
    move-result-object v0
    goto :L1214
:L1183
    .line 54
    move-object/from16 v0, v16
    move-object/from16 v1, v19
    move-object v2, v8
    invoke-direct/range {v0 .. v2}, Lcom/berthbook/HarbourLogProvider;->publishLog-zVCUOJk(Ljava/lang/String;Ljava/lang/String;)Lcom/berthbook/ToolResult;
    move-result-object v0
    goto :L1214
:L1193
    .line 55
    move-object/from16 v0, v16
    move-object/from16 v1, v17
    move/from16 v2, v18
    move-object v3, v12
    move-object/from16 v4, v21
    move-object v5, v8
    invoke-direct/range {v0 .. v5}, Lcom/berthbook/HarbourLogProvider;->purgeLog-YRR1vBs(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;Ljava/lang/String;)Lcom/berthbook/ToolResult;
    move-result-object v0
    goto :L1214
:L1208
    .line 56
    sget-object v0, Lcom/berthbook/ToolResult$Unknown;->INSTANCE:Lcom/berthbook/ToolResult$Unknown;
    check-cast v0, Lcom/berthbook/ToolResult;
:L1214
    .line 50
    move-object v15, v0
    .line 58
    invoke-static {v15, v7}, Lcom/berthbook/ToolResultKt;->toBundle(Lcom/berthbook/ToolResult;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L1224
    .line 36
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_70
    .packed-switch 0x0
        :L104
        :L235
        :L417
        :L875
        :L1076
    .end packed-switch
:sw_651
    .sparse-switch
        -0x64204a50 -> :L756
        -0x5e46e51c -> :L742
        -0x3b575602 -> :L700
        -0x249dafec -> :L714
        0x3be161b9 -> :L728
    .end sparse-switch
.end method

.method private final logArrival-DwsZTjA(ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 14
    .line 62
    sget-object v0, Lcom/berthbook/Codec;->INSTANCE:Lcom/berthbook/Codec;
    invoke-virtual {v0}, Lcom/berthbook/Codec;->getJson()Lkotlinx/serialization/json/Json;
    move-result-object v6
    move-object v8, v12
    const/4 v9, 0x0
    .line 120
    invoke-virtual {v6}, Lkotlinx/serialization/json/Json;->getSerializersModule()Lkotlinx/serialization/modules/SerializersModule;
    sget-object v1, Lcom/berthbook/VesselArgs;->Companion:Lcom/berthbook/VesselArgs$Companion;
    invoke-virtual {v1}, Lcom/berthbook/VesselArgs$Companion;->serializer()Lkotlinx/serialization/KSerializer;
    move-result-object v1
    check-cast v1, Lkotlinx/serialization/DeserializationStrategy;
    invoke-virtual {v6, v1, v8}, Lkotlinx/serialization/json/Json;->decodeFromString(Lkotlinx/serialization/DeserializationStrategy;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    .line 62
    check-cast v0, Lcom/berthbook/VesselArgs;
    move-object v7, v0
    .line 63
    sget-object v0, Lcom/berthbook/Wiring;->INSTANCE:Lcom/berthbook/Wiring;
    invoke-virtual {v0}, Lcom/berthbook/Wiring;->getLog()Lcom/berthbook/HarbourLog;
    move-result-object v6
    .line 64
    new-instance v0, Lcom/berthbook/HarbourLogProvider$logArrival$2;
    const/4 v5, 0x0
    invoke-direct {v0, v6, v7, v11, v5}, Lcom/berthbook/HarbourLogProvider$logArrival$2;-><init>(Lcom/berthbook/HarbourLog;Lcom/berthbook/VesselArgs;ILkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v13}, Lkotlinx/coroutines/SupervisorKt;->supervisorScope(Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method private final logDeparture(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12
    .line 72
    sget-object v0, Lcom/berthbook/Codec;->INSTANCE:Lcom/berthbook/Codec;
    invoke-virtual {v0}, Lcom/berthbook/Codec;->getJson()Lkotlinx/serialization/json/Json;
    move-result-object v5
    move-object v7, v10
    const/4 v8, 0x0
    .line 121
    invoke-virtual {v5}, Lkotlinx/serialization/json/Json;->getSerializersModule()Lkotlinx/serialization/modules/SerializersModule;
    sget-object v1, Lcom/berthbook/VesselArgs;->Companion:Lcom/berthbook/VesselArgs$Companion;
    invoke-virtual {v1}, Lcom/berthbook/VesselArgs$Companion;->serializer()Lkotlinx/serialization/KSerializer;
    move-result-object v1
    check-cast v1, Lkotlinx/serialization/DeserializationStrategy;
    invoke-virtual {v5, v1, v7}, Lkotlinx/serialization/json/Json;->decodeFromString(Lkotlinx/serialization/DeserializationStrategy;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    .line 72
    check-cast v0, Lcom/berthbook/VesselArgs;
    move-object v6, v0
    .line 73
    sget-object v0, Lcom/berthbook/Wiring;->INSTANCE:Lcom/berthbook/Wiring;
    invoke-virtual {v0}, Lcom/berthbook/Wiring;->getLog()Lcom/berthbook/HarbourLog;
    move-result-object v5
    .line 74
    new-instance v0, Lcom/berthbook/HarbourLogProvider$logDeparture$2;
    const/4 v4, 0x0
    invoke-direct {v0, v5, v6, v4}, Lcom/berthbook/HarbourLogProvider$logDeparture$2;-><init>(Lcom/berthbook/HarbourLog;Lcom/berthbook/VesselArgs;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v11}, Lkotlinx/coroutines/SupervisorKt;->supervisorScope(Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method private final shareLog-zVCUOJk(Ljava/lang/String;Ljava/lang/String;)Lcom/berthbook/ToolResult;
    .registers 12
    .line 82
    sget-object v0, Lcom/berthbook/Codec;->INSTANCE:Lcom/berthbook/Codec;
    invoke-virtual {v0}, Lcom/berthbook/Codec;->getJson()Lkotlinx/serialization/json/Json;
    move-result-object v5
    move-object v7, v11
    const/4 v8, 0x0
    .line 122
    invoke-virtual {v5}, Lkotlinx/serialization/json/Json;->getSerializersModule()Lkotlinx/serialization/modules/SerializersModule;
    sget-object v1, Lcom/berthbook/ShareArgs;->Companion:Lcom/berthbook/ShareArgs$Companion;
    invoke-virtual {v1}, Lcom/berthbook/ShareArgs$Companion;->serializer()Lkotlinx/serialization/KSerializer;
    move-result-object v1
    check-cast v1, Lkotlinx/serialization/DeserializationStrategy;
    invoke-virtual {v5, v1, v7}, Lkotlinx/serialization/json/Json;->decodeFromString(Lkotlinx/serialization/DeserializationStrategy;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    .line 82
    check-cast v0, Lcom/berthbook/ShareArgs;
    move-object v6, v0
    .line 83
    invoke-virtual {v6}, Lcom/berthbook/ShareArgs;->getCallerPackage()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L50
    move-object v0, v10
:L50
    invoke-static {v0}, Lcom/berthbook/CallerPkg;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    .line 84
    sget-object v0, Lcom/berthbook/Permits;->INSTANCE:Lcom/berthbook/Permits;
    invoke-virtual {v0, v5}, Lcom/berthbook/Permits;->mayShare-YELJ6pU(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L73
    sget-object v0, Lcom/berthbook/ToolResult$Denied;->INSTANCE:Lcom/berthbook/ToolResult$Denied;
    check-cast v0, Lcom/berthbook/ToolResult;
    return-object v0
:L73
    .line 85
    new-instance v0, Lcom/berthbook/ToolResult$Ok;
    sget-object v2, Lcom/berthbook/Wiring;->INSTANCE:Lcom/berthbook/Wiring;
    invoke-virtual {v2}, Lcom/berthbook/Wiring;->getLog()Lcom/berthbook/HarbourLog;
    move-result-object v2
    invoke-virtual {v6}, Lcom/berthbook/ShareArgs;->getLogId()J
    move-result-wide v3
    invoke-virtual {v2, v3, v4, v5}, Lcom/berthbook/HarbourLog;->shareWith-ayzpHmE(JLjava/lang/String;)I
    move-result v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"shared\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/berthbook/ToolResult$Ok;-><init>(Ljava/lang/String;)V
    check-cast v0, Lcom/berthbook/ToolResult;
    return-object v0
.end method

.method private final publishLog-zVCUOJk(Ljava/lang/String;Ljava/lang/String;)Lcom/berthbook/ToolResult;
    .registers 12
    .line 89
    sget-object v0, Lcom/berthbook/Codec;->INSTANCE:Lcom/berthbook/Codec;
    invoke-virtual {v0}, Lcom/berthbook/Codec;->getJson()Lkotlinx/serialization/json/Json;
    move-result-object v5
    move-object v7, v11
    const/4 v8, 0x0
    .line 123
    invoke-virtual {v5}, Lkotlinx/serialization/json/Json;->getSerializersModule()Lkotlinx/serialization/modules/SerializersModule;
    sget-object v1, Lcom/berthbook/ShareArgs;->Companion:Lcom/berthbook/ShareArgs$Companion;
    invoke-virtual {v1}, Lcom/berthbook/ShareArgs$Companion;->serializer()Lkotlinx/serialization/KSerializer;
    move-result-object v1
    check-cast v1, Lkotlinx/serialization/DeserializationStrategy;
    invoke-virtual {v5, v1, v7}, Lkotlinx/serialization/json/Json;->decodeFromString(Lkotlinx/serialization/DeserializationStrategy;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    .line 89
    check-cast v0, Lcom/berthbook/ShareArgs;
    move-object v6, v0
    .line 90
    move-object v5, v10
    .line 91
    sget-object v0, Lcom/berthbook/Permits;->INSTANCE:Lcom/berthbook/Permits;
    invoke-virtual {v0, v5}, Lcom/berthbook/Permits;->mayShare-YELJ6pU(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L61
    sget-object v0, Lcom/berthbook/ToolResult$Denied;->INSTANCE:Lcom/berthbook/ToolResult$Denied;
    check-cast v0, Lcom/berthbook/ToolResult;
    return-object v0
:L61
    .line 92
    new-instance v0, Lcom/berthbook/ToolResult$Ok;
    sget-object v2, Lcom/berthbook/Wiring;->INSTANCE:Lcom/berthbook/Wiring;
    invoke-virtual {v2}, Lcom/berthbook/Wiring;->getLog()Lcom/berthbook/HarbourLog;
    move-result-object v2
    invoke-virtual {v6}, Lcom/berthbook/ShareArgs;->getLogId()J
    move-result-wide v3
    invoke-virtual {v2, v3, v4, v5}, Lcom/berthbook/HarbourLog;->shareWith-ayzpHmE(JLjava/lang/String;)I
    move-result v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"published\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/berthbook/ToolResult$Ok;-><init>(Ljava/lang/String;)V
    check-cast v0, Lcom/berthbook/ToolResult;
    return-object v0
.end method

.method private final purgeLog-YRR1vBs(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;Ljava/lang/String;)Lcom/berthbook/ToolResult;
    .registers 17
    .line 96
    sget-object v0, Lcom/berthbook/Wiring;->INSTANCE:Lcom/berthbook/Wiring;
    invoke-virtual {v0}, Lcom/berthbook/Wiring;->getResumes()Lcom/berthbook/ResumeBook;
    move-result-object v0
    const-string v2, "resume_token"
    invoke-virtual {v15, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    move v2, v13
    move-object v3, v14
    move-object/from16 v4, v16
    invoke-virtual/range {v0 .. v4}, Lcom/berthbook/ResumeBook;->take-vsL4xrk(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L99
    .line 97
    sget-object v0, Lcom/berthbook/Wiring;->INSTANCE:Lcom/berthbook/Wiring;
    invoke-virtual {v0}, Lcom/berthbook/Wiring;->getResumes()Lcom/berthbook/ResumeBook;
    move-result-object v0
    sget-object v1, Lcom/berthbook/Tokens;->INSTANCE:Lcom/berthbook/Tokens;
    invoke-virtual {v1}, Lcom/berthbook/Tokens;->getStrong()Lcom/berthbook/Entropy;
    move-result-object v1
    const-string v2, "rt_"
    invoke-static {v1, v2}, Lcom/berthbook/TokensKt;->mint(Lcom/berthbook/Entropy;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lcom/berthbook/ResumeToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    move v2, v13
    move-object v3, v14
    move-object/from16 v4, v16
    invoke-virtual/range {v0 .. v4}, Lcom/berthbook/ResumeBook;->issue-NUjHS6k(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 98
    const/high16 v0, 0x8000000
    invoke-static {v0}, Lcom/berthbook/PiFlags;->constructor-impl(I)I
    move-result v8
    .line 99
    sget-object v0, Lcom/berthbook/Resolutions;->INSTANCE:Lcom/berthbook/Resolutions;
    const-class v2, Lcom/berthbook/ConfirmPurgeActivity;
    const/16 v3, 0x15
    const-string v4, "purge the harbour log"
    move-object v1, v12
    move-object v5, v7
    move v6, v8
    invoke-virtual/range {v0 .. v6}, Lcom/berthbook/Resolutions;->confirm-Q4YpnyY(Landroid/content/Context;Ljava/lang/Class;ILjava/lang/String;Ljava/lang/String;I)Landroid/app/PendingIntent;
    move-result-object v9
    .line 100
    new-instance v0, Lcom/berthbook/ToolResult$NeedsUser;
    const/4 v4, 0x0
    invoke-direct {v0, v9, v7, v4}, Lcom/berthbook/ToolResult$NeedsUser;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/berthbook/ToolResult;
    return-object v0
:L99
    .line 102
    sget-object v0, Lcom/berthbook/Codec;->INSTANCE:Lcom/berthbook/Codec;
    invoke-virtual {v0}, Lcom/berthbook/Codec;->getJson()Lkotlinx/serialization/json/Json;
    move-result-object v8
    move-object/from16 v9, v16
    const/4 v10, 0x0
    .line 124
    invoke-virtual {v8}, Lkotlinx/serialization/json/Json;->getSerializersModule()Lkotlinx/serialization/modules/SerializersModule;
    sget-object v1, Lcom/berthbook/PurgeArgs;->Companion:Lcom/berthbook/PurgeArgs$Companion;
    invoke-virtual {v1}, Lcom/berthbook/PurgeArgs$Companion;->serializer()Lkotlinx/serialization/KSerializer;
    move-result-object v1
    check-cast v1, Lkotlinx/serialization/DeserializationStrategy;
    invoke-virtual {v8, v1, v9}, Lkotlinx/serialization/json/Json;->decodeFromString(Lkotlinx/serialization/DeserializationStrategy;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    .line 102
    check-cast v0, Lcom/berthbook/PurgeArgs;
    move-object v7, v0
    .line 103
    new-instance v0, Lcom/berthbook/ToolResult$Ok;
    sget-object v2, Lcom/berthbook/Wiring;->INSTANCE:Lcom/berthbook/Wiring;
    invoke-virtual {v2}, Lcom/berthbook/Wiring;->getLog()Lcom/berthbook/HarbourLog;
    move-result-object v2
    invoke-virtual {v7}, Lcom/berthbook/PurgeArgs;->getBeforeMs()J
    move-result-wide v3
    invoke-virtual {v2, v3, v4}, Lcom/berthbook/HarbourLog;->purgeBefore(J)I
    move-result v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"purged\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/berthbook/ToolResult$Ok;-><init>(Ljava/lang/String;)V
    check-cast v0, Lcom/berthbook/ToolResult;
    return-object v0
.end method

.method public static final synthetic access$route-tBoLVsU(Lcom/berthbook/HarbourLogProvider;Landroid/content/Context;ILjava/lang/String;Ljava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 8
    .line 16
    invoke-direct/range {v1 .. v7}, Lcom/berthbook/HarbourLogProvider;->route-tBoLVsU(Landroid/content/Context;ILjava/lang/String;Ljava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$logArrival-DwsZTjA(Lcom/berthbook/HarbourLogProvider;ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 16
    invoke-direct {v1, v2, v3, v4}, Lcom/berthbook/HarbourLogProvider;->logArrival-DwsZTjA(ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$logDeparture(Lcom/berthbook/HarbourLogProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 16
    invoke-direct {v1, v2, v3}, Lcom/berthbook/HarbourLogProvider;->logDeparture(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getHARBOUR_APPS$cp()Ljava/util/Set;
    .registers 1
    .line 16
    sget-object v0, Lcom/berthbook/HarbourLogProvider;->HARBOUR_APPS:Ljava/util/Set;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/berthbook/HarbourLogProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/berthbook/HarbourLogProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/berthbook/HarbourLogProvider;->Companion:Lcom/berthbook/HarbourLogProvider$Companion;
    .line 114
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.berthbook.crew"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.berthbook.kiosk"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/berthbook/HarbourLogProvider;->HARBOUR_APPS:Ljava/util/Set;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 5
    .line 20
    sget-object v0, Lcom/berthbook/Wiring;->INSTANCE:Lcom/berthbook/Wiring;
    invoke-virtual {v4}, Lcom/berthbook/HarbourLogProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v1}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;
    move-result-object v1
    const-string v3, "getApplicationContext(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/berthbook/Wiring;->setApp(Landroid/content/Context;)V
    .line 21
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 19
    const-string v1, "method"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {v0}, Lcom/berthbook/CallerUid;->constructor-impl(I)I
    move-result v10
    .line 26
    invoke-virtual {v15}, Lcom/berthbook/HarbourLogProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L25
    const/4 v0, 0x0
    return-object v0
:L25
    move-object v13, v0
    .line 27
    invoke-virtual {v13}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v11
    .line 28
    invoke-static {v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v10, v11}, Lcom/berthbook/ValuesKt;->primaryPackage-bXATbIs(ILandroid/content/pm/PackageManager;)Ljava/lang/String;
    move-result-object v12
    .line 29
    if-eqz v12, :L82
    sget-object v0, Lcom/berthbook/HarbourLogProvider;->HARBOUR_APPS:Ljava/util/Set;
    invoke-interface {v0, v12}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L82
    sget-object v2, Lcom/berthbook/Certs;->INSTANCE:Lcom/berthbook/Certs;
    invoke-virtual {v2}, Lcom/berthbook/Certs;->getRELEASE()[B
    move-result-object v2
    invoke-static {v10, v11, v2}, Lcom/berthbook/ValuesKt;->signedBy-DwsZTjA(ILandroid/content/pm/PackageManager;[B)Z
    move-result v0
    if-nez v0, :L91
:L82
    .line 30
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a harbour app"
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Lcom/berthbook/ToolResultKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L91
    .line 32
    move-object/from16 v0, v18
    if-nez v18, :L104
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
:L104
    move-object v14, v0
    .line 33
    const/4 v0, 0x0
    new-instance v1, Lcom/berthbook/HarbourLogProvider$call$1;
    const/4 v9, 0x0
    move-object v2, v15
    move-object v3, v13
    move v4, v10
    move-object v5, v12
    move-object/from16 v6, v16
    move-object v7, v14
    move-object v8, v9
    invoke-direct/range {v1 .. v8}, Lcom/berthbook/HarbourLogProvider$call$1;-><init>(Lcom/berthbook/HarbourLogProvider;Landroid/content/Context;ILjava/lang/String;Ljava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 106
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 107
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 108
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 109
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 110
    const/4 v0, 0x0
    return v0
.end method

