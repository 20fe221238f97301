.class public abstract Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.super Landroid/content/ContentProvider;
.source "SourceFile"


.field private final random:Ljava/security/SecureRandom;
.field private final sessions:Ljava/util/concurrent/ConcurrentHashMap;

.method public constructor <init>()V
    .registers 2
    .line 16
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    .line 17
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    iput-object v0, v1, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->random:Ljava/security/SecureRandom;
    .line 18
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v1, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    .line 16
    return-void
.end method

.method public getProvider()Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;
    .registers 2
    .line 21
    const/4 v0, 0x0
    return-object v0
.end method

.method public abstract getProviderTools()Ljava/util/List;
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2
    .line 23
    const/4 v0, 0x0
    return-object v0
.end method

.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 4
    const-string v1, "request"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    const-string v1, "denied by default"
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
.end method

.method public abstract executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
.end method

.method public getOperation(Lcom/clawseed/cetp/sdk/CetpOperationRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 5
    const-string v1, "request"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "UNSUPPORTED_CAPABILITY"
    const-string v2, "async_operations is not offered"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method public cancelOperation(Lcom/clawseed/cetp/sdk/CetpOperationRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 5
    const-string v1, "request"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "UNSUPPORTED_CAPABILITY"
    const-string v2, "cancellation is not offered"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method public final call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "method"
    move-object v0, v13
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v4, v0
    .line 32
    invoke-virtual {v12}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 33
    move-object v0, v15
    if-nez v15, :L30
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L30
    move-object v6, v0
    .line 34
    const-string v1, "negotiate"
    move-object v0, v13
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L55
    .line 35
    const-string v3, "consumer_versions"
    invoke-virtual {v6, v3}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I
    move-result-object v2
    invoke-direct {v12, v4, v2}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->negotiate(I[I)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L55
    .line 37
    const-string v1, "request_id"
    invoke-virtual {v6, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 38
    const-string v1, "session_token"
    invoke-virtual {v6, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L95
    move-object v10, v0
    .line 38
    const/4 v0, 0x0
    move v11, v0
    .line 38
    iget-object v0, v12, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v10}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    .line 38
    goto :L97
    :L95
    .line 38
    const/4 v0, 0x0
    :L97
    move-object v8, v0
    .line 39
    if-eqz v8, :L118
    move v9, v4
    invoke-virtual {v8}, Ljava/lang/Integer;->intValue()I
    move-result v0
    if-eq v0, v9, :L134
    :L118
    .line 40
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "NEGOTIATION_REQUIRED"
    const-string v2, "negotiate first"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    invoke-virtual {v0, v7}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L134
    .line 42
    move-object v9, v13
    .line 43
    const-string v1, "list_tools"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L156
    invoke-direct {v12, v7}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->listTools(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L196
    :L156
    .line 44
    const-string v1, "execute_tool"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L181
    invoke-direct {v12, v4, v5, v6, v7}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->executeCall(ILjava/lang/String;Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L196
    :L181
    .line 45
    const-string v1, "get_operation"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L210
    move-object v0, v12
    move v1, v4
    move-object v2, v5
    move-object v3, v6
    move-object v4, v7
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->operationCall(ILjava/lang/String;Landroid/os/Bundle;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    goto :L196
    :L210
    .line 46
    const-string v1, "cancel_operation"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L239
    move-object v0, v12
    move v1, v4
    move-object v2, v5
    move-object v3, v6
    move-object v4, v7
    const/4 v5, 0x1
    invoke-direct/range {v0 .. v5}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->operationCall(ILjava/lang/String;Landroid/os/Bundle;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    goto :L196
    :L239
    .line 47
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "METHOD_NOT_FOUND"
    const-string v2, "unknown method"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    invoke-virtual {v0, v7}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L196
    .line 42
    return-object v0
.end method

.method private final executeCall(ILjava/lang/String;Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 24
    .line 50
    const-string v1, "deadline_at_ms"
    move-object/from16 v0, v22
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gtz v0, :L29
    .line 51
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "DEADLINE_EXCEEDED"
    const-string v2, "deadline passed"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    move-object/from16 v1, v23
    invoke-virtual/range {v0 .. v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L29
    .line 53
    const-string v1, "tool_name"
    move-object/from16 v0, v22
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v10, v0
    .line 54
    invoke-virtual/range {v19 .. v19}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->getProviderTools()Ljava/util/List;
    move-result-object v0
    check-cast v0, Ljava/lang/Iterable;
    move-object v13, v0
    const/4 v0, 0x0
    move v14, v0
    .line 54
    invoke-interface {v13}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v0
    move-object v15, v0
    :L58
    invoke-interface/range {v15 .. v15}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L105
    invoke-interface/range {v15 .. v15}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    move-object/16 v16, v0
    check-cast v16, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-object/16 v17, v16
    const/4 v0, 0x0
    move/16 v18, v0
    .line 54
    invoke-virtual/range {v17 .. v17}, Lcom/clawseed/cetp/sdk/CetpProviderTool;->getName()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v10}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    .line 54
    if-eqz v0, :L58
    move-object/from16 v0, v16
    goto :L106
    :L105
    .line 54
    const/4 v0, 0x0
    :L106
    .line 54
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    if-nez v0, :L130
    .line 55
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "no such tool"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    move-object/from16 v1, v23
    invoke-virtual/range {v0 .. v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L130
    .line 54
    move-object v11, v0
    :t_132
    .line 56
    nop
    .line 57
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    const-string v4, "{}"
    move-object/from16 v2, v22
    invoke-virtual/range {v2 .. v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v13, v0
    :t_150
    goto :L171
    :L153
    .line 58
    move-exception v0
    move-object v14, v0
    .line 59
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INVALID_ARGS"
    const-string v2, "args are not a JSON object"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    move-object/from16 v1, v23
    invoke-virtual/range {v0 .. v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L171
    .line 56
    move-object v12, v13
    .line 61
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderTool;->getName()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderTool;->getScopes()Ljava/util/List;
    move-result-object v7
    const-string v9, "resume_token"
    move-object/from16 v8, v22
    invoke-virtual/range {v8 .. v9}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v8
    move-object v1, v0
    move/from16 v2, v20
    move-object/from16 v3, v21
    move-object/from16 v5, v23
    move-object v6, v12
    invoke-direct/range {v1 .. v8}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/util/List;Ljava/lang/String;)V
    move-object v13, v0
    .line 62
    move-object/from16 v0, v19
    move-object v1, v11
    move-object v2, v13
    invoke-direct/range {v0 .. v2}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->dispatch(Lcom/clawseed/cetp/sdk/CetpProviderTool;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    move-object/from16 v1, v23
    invoke-virtual/range {v0 .. v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Lorg/json/JSONException; {:t_132 .. :t_150} :L153
.end method

.method private final operationCall(ILjava/lang/String;Landroid/os/Bundle;Ljava/lang/String;Z)Landroid/os/Bundle;
    .registers 15
    .line 77
    const-string v1, "operation_id"
    invoke-virtual {v12, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L30
    .line 78
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "operation_id is missing"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    invoke-virtual {v0, v13}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L30
    .line 77
    move-object v6, v0
    .line 79
    new-instance v7, Lcom/clawseed/cetp/sdk/CetpOperationRequest;
    invoke-direct {v7, v10, v11, v13, v6}, Lcom/clawseed/cetp/sdk/CetpOperationRequest;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .line 80
    if-eqz v14, :L61
    invoke-virtual {v9, v7}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->cancelOperation(Lcom/clawseed/cetp/sdk/CetpOperationRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L67
    :L61
    invoke-virtual {v9, v7}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->getOperation(Lcom/clawseed/cetp/sdk/CetpOperationRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    :L67
    move-object v8, v0
    .line 81
    invoke-virtual {v8, v13}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final dispatch(Lcom/clawseed/cetp/sdk/CetpProviderTool;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 9
    .line 66
    invoke-virtual {v6, v8}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    invoke-virtual {v0}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->getAllowed()Z
    move-result v0
    if-nez v0, :L23
    .line 67
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "caller is not allowed"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L23
    .line 69
    invoke-virtual {v7}, Lcom/clawseed/cetp/sdk/CetpProviderTool;->getAnnotations()Lcom/clawseed/cetp/sdk/ToolAnnotations;
    move-result-object v0
    move-object v4, v0
    .line 70
    invoke-virtual {v4}, Lcom/clawseed/cetp/sdk/ToolAnnotations;->getEffect()Lcom/clawseed/cetp/sdk/ToolEffect;
    move-result-object v0
    sget-object v1, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    if-ne v0, v1, :L44
    .line 71
    invoke-virtual {v6, v8}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L44
    .line 73
    invoke-virtual {v4}, Lcom/clawseed/cetp/sdk/ToolAnnotations;->getEffect()Lcom/clawseed/cetp/sdk/ToolEffect;
    move-result-object v0
    sget-object v1, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;
    if-eq v0, v1, :L64
    invoke-virtual {v4}, Lcom/clawseed/cetp/sdk/ToolAnnotations;->getRisk()Lcom/clawseed/cetp/sdk/ToolRisk;
    move-result-object v0
    sget-object v1, Lcom/clawseed/cetp/sdk/ToolRisk;->HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;
    if-ne v0, v1, :L87
    :L64
    invoke-virtual {v4}, Lcom/clawseed/cetp/sdk/ToolAnnotations;->getConfirmation()Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    move-result-object v0
    sget-object v1, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    if-eq v0, v1, :L87
    .line 74
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INTERNAL_ERROR"
    const-string v2, "inconsistent tool declaration"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L87
    .line 76
    invoke-virtual {v6}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    move-result-object v0
    if-nez v0, :L109
    .line 77
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INTERNAL_ERROR"
    const-string v2, "mutation tool without executor"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L109
    .line 76
    move-object v5, v0
    .line 78
    new-instance v3, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider$$ExternalSyntheticLambda0;
    invoke-direct {v3, v6, v8}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider$$ExternalSyntheticLambda0;-><init>(Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)V
    move-object v2, v3
    invoke-interface {v5, v8, v2}, Lcom/clawseed/cetp/sdk/CetpMutationExecutor;->execute(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private final negotiate(I[I)Landroid/os/Bundle;
    .registers 13
    .line 82
    if-eqz v12, :L12
    const/4 v1, 0x2
    invoke-static {v12, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z
    move-result v0
    if-nez v0, :L29
    :L12
    .line 83
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "UNSUPPORTED_VERSION"
    const-string v2, "version 2 required"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    const/4 v1, 0x0
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L29
    .line 85
    const/16 v0, 0x20
    new-array v0, v0, [B
    move-object v5, v0
    .line 86
    iget-object v0, v10, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v5}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 87
    const/16 v1, 0xa
    invoke-static {v5, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 88
    iget-object v0, v10, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-static {v11}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v6, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 89
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v7, v0
    move-object v8, v7
    const/4 v0, 0x0
    move v9, v0
    .line 90
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 91
    const-string v1, "data"
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\",\"capabilities\":[\"async_operations\",\"cancellation\",\"large_results\"],\"limits\":{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144,\"max_concurrent_requests\":4,\"idempotency_window_seconds\":86400}}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 94
    nop
    .line 89
    .line 89
    return-object v7
.end method

.method private final listTools(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 17
    .line 98
    invoke-virtual {v15}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->getProviderTools()Ljava/util/List;
    move-result-object v0
    check-cast v0, Ljava/lang/Iterable;
    const-string v1, ","
    check-cast v1, Ljava/lang/CharSequence;
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    sget-object v6, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpV2ContentProvider$$ExternalSyntheticLambda1;
    const/16 v7, 0x1e
    const/4 v8, 0x0
    invoke-static/range {v0 .. v8}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    move-object v11, v0
    .line 99
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v12, v0
    move-object v13, v12
    const/4 v0, 0x0
    move v14, v0
    .line 100
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v13, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 101
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v13, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 102
    const-string v1, "request_id"
    move-object v0, v13
    move-object/from16 v2, v16
    invoke-virtual/range {v0 .. v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 103
    const-string v1, "data"
    new-instance v9, Ljava/lang/StringBuilder;
    invoke-direct {v9}, Ljava/lang/StringBuilder;-><init>()V
    const-string v10, "{\"revision\":\"1\",\"tools\":["
    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v9, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v10, "]}"
    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v9}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v13, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 104
    nop
    .line 99
    .line 99
    return-object v12
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 107
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 109
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 111
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 113
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 115
    const/4 v0, 0x0
    return v0
.end method

.method public static final dispatch$lambda$0(Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 3
    .line 78
    invoke-virtual {v1, v2}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method public static final listTools$lambda$0(Lcom/clawseed/cetp/sdk/CetpProviderTool;)Ljava/lang/CharSequence;
    .registers 5
    const-string v1, "it"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 98
    invoke-virtual {v4}, Lcom/clawseed/cetp/sdk/CetpProviderTool;->getName()Ljava/lang/String;
    move-result-object v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"name\":\""
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "\"}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    check-cast v0, Ljava/lang/CharSequence;
    return-object v0
.end method

