.class public final Lcom/waterwheel/rota/RotaArgsKt;
.super Ljava/lang/Object;
.source "RotaArgs.kt"


.method public static final plot(Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 4
    const-string v1, "<this>"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    const-string v1, "plot"
    const-string v2, ""
    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "optString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v0
    .line 19
    return-object v0
.end method

.method public static final parseRota(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/waterwheel/rota/RotaArgs;
    .registers 9
    const-string v1, "<this>"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-virtual {v8}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_15
    goto :L255
    :L64
    const-string v1, "take_shift"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L161
    goto :L255
    :L76
    const-string v1, "export_rota"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L246
    goto :L255
    :L88
    const-string v1, "plot_status"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L141
    goto :L255
    :L100
    const-string v1, "swap_shift"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L198
    goto :L255
    :L112
    const-string v1, "rota_week"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L255
    .line 22
    new-instance v0, Lcom/waterwheel/rota/RotaArgs$Week;
    invoke-virtual {v8}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v2
    invoke-static {v2}, Lcom/waterwheel/rota/RotaArgsKt;->plot(Lorg/json/JSONObject;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/waterwheel/rota/RotaArgs$Week;-><init>(Ljava/lang/String;)V
    check-cast v0, Lcom/waterwheel/rota/RotaArgs;
    goto :L265
    :L141
    .line 23
    new-instance v0, Lcom/waterwheel/rota/RotaArgs$Status;
    invoke-virtual {v8}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v2
    invoke-static {v2}, Lcom/waterwheel/rota/RotaArgsKt;->plot(Lorg/json/JSONObject;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/waterwheel/rota/RotaArgs$Status;-><init>(Ljava/lang/String;)V
    check-cast v0, Lcom/waterwheel/rota/RotaArgs;
    goto :L265
    :L161
    .line 24
    new-instance v0, Lcom/waterwheel/rota/RotaArgs$Take;
    invoke-virtual {v8}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v2
    invoke-static {v2}, Lcom/waterwheel/rota/RotaArgsKt;->plot(Lorg/json/JSONObject;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v8}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v3
    const-string v4, "day"
    const-string v5, "mon"
    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    const-string v5, "optString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2, v3}, Lcom/waterwheel/rota/RotaArgs$Take;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    check-cast v0, Lcom/waterwheel/rota/RotaArgs;
    goto :L265
    :L198
    .line 25
    new-instance v0, Lcom/waterwheel/rota/RotaArgs$Swap;
    invoke-virtual {v8}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v2
    const-string v3, "shift_id"
    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v2
    invoke-virtual {v8}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v4
    const-string v5, "with"
    const-string v6, ""
    invoke-virtual {v4, v5, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    const-string v6, "optString(...)"
    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v8}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v5
    const-string v6, "confirmed"
    invoke-virtual {v5, v6}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v5
    invoke-direct {v0, v2, v3, v4, v5}, Lcom/waterwheel/rota/RotaArgs$Swap;-><init>(JLjava/lang/String;Z)V
    check-cast v0, Lcom/waterwheel/rota/RotaArgs;
    goto :L265
    :L246
    .line 26
    sget-object v0, Lcom/waterwheel/rota/RotaArgs$Export;->INSTANCE:Lcom/waterwheel/rota/RotaArgs$Export;
    check-cast v0, Lcom/waterwheel/rota/RotaArgs;
    goto :L265
    :L255
    .line 27
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v2, "unknown rota tool"
    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :L265
    .line 28
    return-object v0
    :sw_15
    .sparse-switch
        -0x7cdca8eb -> :L76
        -0x4b98d657 -> :L112
        -0x2e35bd36 -> :L64
        -0x2d84d92a -> :L100
        -0x503cef0 -> :L88
    .end sparse-switch
.end method

