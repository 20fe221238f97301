.class public final Lcom/slipstream/slips/SlipProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "SourceFile"

.field private final a:Lkotlin/Lazy;
.field private final b:Lkotlin/Lazy;
.field private final c:Ljava/util/List;

.method public constructor <init>()V
    .registers 14
    .line 26
    invoke-direct {v13}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 27
    new-instance v7, Lcom/slipstream/slips/SlipProvider$$ExternalSyntheticLambda0;
    invoke-direct {v7, v13}, Lcom/slipstream/slips/SlipProvider$$ExternalSyntheticLambda0;-><init>(Lcom/slipstream/slips/SlipProvider;)V
    move-object v1, v7
    invoke-static {v1}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v1
    iput-object v1, v13, Lcom/slipstream/slips/SlipProvider;->a:Lkotlin/Lazy;
    .line 28
    new-instance v7, Lcom/slipstream/slips/SlipProvider$$ExternalSyntheticLambda1;
    invoke-direct {v7, v13}, Lcom/slipstream/slips/SlipProvider$$ExternalSyntheticLambda1;-><init>(Lcom/slipstream/slips/SlipProvider;)V
    move-object v1, v7
    invoke-static {v1}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v1
    iput-object v1, v13, Lcom/slipstream/slips/SlipProvider;->b:Lkotlin/Lazy;
    .line 30
    const/4 v1, 0x0
    move v8, v1
    .line 30
    new-instance v1, La/a;
    invoke-direct {v1}, La/a;-><init>()V
    move-object v9, v1
    move-object v10, v9
    move-object v12, v13
    const/4 v0, 0x0
    move v11, v0
    .line 31
    const-string v1, "trip_info"
    const-string v2, "Field trip details"
    const-string v3, "slips.read"
    invoke-virtual {v10, v1, v2, v3}, La/a;->a(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .line 32
    const-string v1, "slip_status"
    const-string v2, "Permission slip status"
    const-string v3, "slips.read"
    invoke-virtual {v10, v1, v2, v3}, La/a;->a(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .line 33
    const-string v1, "slip_pdf"
    const-string v2, "Signed slip file"
    const-string v3, "slips.read"
    invoke-virtual {v10, v1, v2, v3}, La/a;->a(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .line 34
    const-string v1, "sign_slip"
    const-string v2, "Sign a permission slip"
    const-string v3, "slips.sign"
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    .line 35
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    .line 34
    move-object v0, v10
    invoke-virtual/range {v0 .. v6}, La/a;->b(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    .line 36
    nop
    .line 36
    .line 36
    iget-object v1, v9, La/a;->a:Ljava/util/List;
    .line 30
    iput-object v1, v12, Lcom/slipstream/slips/SlipProvider;->c:Ljava/util/List;
    .line 26
    return-void
.end method

.method private final a()Landroid/database/sqlite/SQLiteDatabase;
    .registers 3
    .line 27
    iget-object v0, v2, Lcom/slipstream/slips/SlipProvider;->a:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/database/sqlite/SQLiteDatabase;
    .line 27
    return-object v0
.end method

.method private final b()La/h;
    .registers 3
    .line 28
    iget-object v0, v2, Lcom/slipstream/slips/SlipProvider;->b:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, La/h;
    .line 28
    return-object v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2
    .line 30
    iget-object v0, v1, Lcom/slipstream/slips/SlipProvider;->c:Ljava/util/List;
    return-object v0
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2
    .line 39
    invoke-direct {v1}, Lcom/slipstream/slips/SlipProvider;->b()La/h;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 41
    const/4 v0, 0x1
    return v0
.end method

.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 12
    const-string v1, "request"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 44
    invoke-virtual {v10}, Lcom/slipstream/slips/SlipProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    move-object v6, v0
    .line 45
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v1
    const-string v2, "q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80="
    const/4 v3, 0x2
    invoke-static {v2, v3}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B
    move-result-object v2
    const/4 v3, 0x1
    invoke-virtual {v6, v1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v0
    if-nez v0, :L45
    .line 46
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    const-string v1, "not a school app"
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
    :L45
    .line 48
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v0
    move-object v7, v0
    :L55
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L116
    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v8, v0
    .line 49
    move-object v9, v8
    .line 50
    const-string v1, "slips.read"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L55
    const-string v1, "slips.sign"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L102
    goto :L55
    :L102
    .line 51
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "scope "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
    :L116
    .line 54
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    invoke-virtual {v0}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;->allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 11
    const-string v1, "request"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 57
    move-object v4, v9
    :t_8
    nop
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    check-cast v4, Lcom/slipstream/slips/SlipProvider;
    move-object v5, v4
    const/4 v0, 0x0
    move v6, v0
    .line 58
    invoke-virtual {v10}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    move-object v7, v0
    .line 59
    invoke-virtual {v10}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v0
    move-object v8, v0
    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_38
    goto :L194
    :L80
    const-string v1, "sign_slip"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L184
    goto :L194
    :L93
    const-string v1, "trip_info"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L132
    goto :L194
    :L106
    const-string v1, "slip_status"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L154
    goto :L194
    :L119
    const-string v1, "slip_pdf"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L169
    goto :L194
    :L132
    .line 60
    const-string v2, "trip"
    invoke-virtual {v7, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "optString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v5, v1}, Lcom/slipstream/slips/SlipProvider;->c(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L206
    :L154
    .line 61
    const-string v2, "slip"
    invoke-virtual {v7, v2}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-direct {v5, v1, v2}, Lcom/slipstream/slips/SlipProvider;->d(J)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L206
    :L169
    .line 62
    const-string v2, "slip"
    invoke-virtual {v7, v2}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-direct {v5, v1, v2}, Lcom/slipstream/slips/SlipProvider;->e(J)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L206
    :L184
    .line 63
    invoke-direct {v5, v10, v7}, Lcom/slipstream/slips/SlipProvider;->f(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L206
    :L194
    .line 64
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "no such tool"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    :L206
    .line 65
    nop
    .line 57
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v5, v0
    :t_211
    goto :L229
    :L214
    move-exception v0
    move-object v6, v0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v6}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v5, v0
    :L229
    move-object v4, v5
    .line 66
    invoke-static {v4}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L244
    move-object v0, v4
    goto :L271
    :L244
    move-object v5, v0
    const/4 v0, 0x0
    move v6, v0
    .line 67
    const-string v0, "Slips"
    const-string v1, "slip tool failed"
    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 68
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INTERNAL_ERROR"
    const-string v2, "the slip desk is unavailable"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    :L271
    .line 66
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 69
    return-object v0
    .catch Ljava/lang/Throwable; {:t_8 .. :t_211} :L214
    :sw_38
    .sparse-switch
        -0x5f75042f -> :L106
        -0x4b33d68d -> :L119
        -0x17be8778 -> :L93
        0x3fe0d282 -> :L80
    .end sparse-switch
.end method

.method private final c(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 14
    .line 72
    invoke-direct {v12}, Lcom/slipstream/slips/SlipProvider;->a()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "SELECT _id, child FROM slips WHERE trip = \'"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "\'"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v6, v0
    .line 73
    check-cast v6, Ljava/io/Closeable;
    move-object v8, v6
    const/4 v0, 0x0
    move-object v9, v0
    :t_24
    nop
    check-cast v8, Landroid/database/Cursor;
    move-object v10, v8
    .line 73
    const/4 v0, 0x0
    move v11, v0
    .line 73
    invoke-interface {v10}, Landroid/database/Cursor;->getCount()I
    move-result v0
    .line 73
    move v10, v0
    :t_44
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move v0, v10
    goto :L77
    :t_56
    :L56
    move-exception v0
    move-object v11, v0
    move-object v9, v11
    throw v11
    :t_65
    :L65
    move-exception v0
    move-object v11, v0
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v11
    :L77
    .line 73
    move v7, v0
    .line 74
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "slips"
    invoke-virtual {v1, v2, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Throwable; {:t_24 .. :t_44} :L56
    .catchall {:t_24 .. :t_44} :L65
    .catchall {:t_56 .. :t_65} :L65
.end method

.method private final d(J)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 14
    .line 78
    invoke-direct {v11}, Lcom/slipstream/slips/SlipProvider;->a()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT signed_by FROM slips WHERE _id = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v6, v2
    const/4 v3, 0x0
    invoke-static/range {v12 .. v13}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v4
    aput-object v4, v6, v3
    invoke-virtual {v0, v1, v6}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v5, v0
    .line 79
    check-cast v5, Ljava/io/Closeable;
    move-object v7, v5
    const/4 v0, 0x0
    move-object v8, v0
    :t_36
    nop
    check-cast v7, Landroid/database/Cursor;
    move-object v9, v7
    .line 79
    const/4 v0, 0x0
    move v10, v0
    .line 79
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L68
    const/4 v1, 0x0
    invoke-interface {v9, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v0
    goto :L69
    :L68
    const/4 v0, 0x0
    :L69
    .line 79
    move-object v9, v0
    :t_71
    invoke-static {v7, v8}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v9
    goto :L104
    :t_83
    :L83
    move-exception v0
    move-object v10, v0
    move-object v8, v10
    throw v10
    :t_92
    :L92
    move-exception v0
    move-object v10, v0
    invoke-static {v7, v8}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v10
    :L104
    .line 79
    move-object v6, v0
    .line 80
    invoke-direct {v11}, Lcom/slipstream/slips/SlipProvider;->a()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "UPDATE slips SET viewed = 1 WHERE _id = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/Object;
    move-object v7, v2
    const/4 v3, 0x0
    invoke-static/range {v12 .. v13}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v4
    aput-object v4, v7, v3
    invoke-virtual {v0, v1, v7}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 81
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "signed"
    if-eqz v6, :L154
    const/4 v3, 0x1
    goto :L155
    :L154
    const/4 v3, 0x0
    :L155
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Throwable; {:t_36 .. :t_71} :L83
    .catchall {:t_36 .. :t_71} :L92
    .catchall {:t_83 .. :t_92} :L92
.end method

.method private final e(J)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 11
    .line 85
    new-instance v0, Ljava/io/File;
    invoke-virtual {v8}, Lcom/slipstream/slips/SlipProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "slip-"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v9, v10}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, ".pdf"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v6, v0
    .line 86
    const/high16 v1, 0x30000000
    invoke-static {v6, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    move-object v7, v0
    .line 87
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v2, "application/pdf"
    invoke-virtual {v0, v7, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->file(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private final f(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 18
    .line 91
    const-string v1, "slip"
    move-object/from16 v0, v17
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v9, v0
    .line 92
    const-string v1, "confirmed"
    move-object/from16 v0, v17
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L31
    .line 93
    const-string v0, "Slips"
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "ignoring the consumer\'s confirmed flag for slip "
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v9, v10}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    :L31
    .line 95
    sget-object v0, La/d;->a:La/d;
    invoke-virtual/range {v16 .. v16}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual/range {v16 .. v16}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v2
    invoke-virtual/range {v16 .. v16}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v2, v3}, La/d;->b(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L97
    .line 96
    invoke-virtual/range {v15 .. v15}, Lcom/slipstream/slips/SlipProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-class v1, Lcom/slipstream/ui/SignSlipActivity;
    const/16 v2, 0x29
    invoke-static {v9, v10}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v3
    invoke-static {v0, v1, v2, v3}, La/e;->a(Landroid/content/Context;Ljava/lang/Class;ILjava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v11, v0
    .line 97
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    sget-object v2, La/d;->a:La/d;
    invoke-virtual/range {v16 .. v16}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v3
    invoke-virtual/range {v16 .. v16}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v2, v3, v4}, La/d;->a(ILjava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v11, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L97
    .line 99
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v12, v0
    move-object v13, v12
    .line 99
    const/4 v0, 0x0
    move v14, v0
    .line 99
    const-string v1, "signed_by"
    invoke-virtual/range {v16 .. v16}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingPackage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 99
    .line 99
    move-object v11, v12
    .line 100
    invoke-direct/range {v15 .. v15}, Lcom/slipstream/slips/SlipProvider;->a()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "slips"
    const-string v3, "_id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v13, v4
    const/4 v5, 0x0
    invoke-static {v9, v10}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v13, v5
    invoke-virtual {v0, v1, v11, v3, v13}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    move v12, v0
    .line 101
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "signed"
    invoke-virtual {v1, v2, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method public static final g(Lcom/slipstream/slips/SlipProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 3
    .line 27
    new-instance v0, La/b;
    invoke-virtual {v2}, Lcom/slipstream/slips/SlipProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v0, v1}, La/b;-><init>(Landroid/content/Context;)V
    invoke-virtual {v0}, La/b;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    return-object v0
.end method

.method public static final h(Lcom/slipstream/slips/SlipProvider;)La/h;
    .registers 5
    .line 28
    new-instance v0, La/h;
    invoke-virtual {v4}, Lcom/slipstream/slips/SlipProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v2, "slip_journal"
    const/4 v3, 0x0
    invoke-virtual {v1, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v1
    const-string v3, "getSharedPreferences(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, La/h;-><init>(Landroid/content/SharedPreferences;)V
    return-object v0
.end method

