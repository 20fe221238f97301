.class public final Lcom/shedshare/tools/ShedProviderKt;
.super Ljava/lang/Object;
.source "ShedProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nShedProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ShedProvider.kt\ncom/shedshare/tools/ShedProviderKt\n+ 2 JsonElementBuilders.kt\nkotlinx/serialization/json/JsonElementBuildersKt\n*L\n1#1,103:1\n10#2,3:104\n*S KotlinDebug\n*F\n+ 1 ShedProvider.kt\ncom/shedshare/tools/ShedProviderKt\n*L\n81#1:104,3\n*E\n"
.end annotation


.method public static final toResult(Lcom/shedshare/tools/DeskResult;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 10
    const-string v1, "<this>"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 80
    move-object v3, v9
    .line 81
    instance-of v0, v3, Lcom/shedshare/tools/DeskResult$Done;
    if-eqz v0, :L73
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const/4 v1, 0x0
    move v4, v1
    .line 104
    new-instance v1, Lkotlinx/serialization/json/JsonObjectBuilder;
    invoke-direct {v1}, Lkotlinx/serialization/json/JsonObjectBuilder;-><init>()V
    move-object v5, v1
    .line 105
    move-object v6, v5
    move-object v8, v0
    const/4 v0, 0x0
    move v7, v0
    .line 81
    const-string v1, "rows"
    check-cast v9, Lcom/shedshare/tools/DeskResult$Done;
    invoke-virtual {v9}, Lcom/shedshare/tools/DeskResult$Done;->getRows()I
    move-result v2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    check-cast v2, Ljava/lang/Number;
    invoke-static {v6, v1, v2}, Lkotlinx/serialization/json/JsonElementBuildersKt;->put(Lkotlinx/serialization/json/JsonObjectBuilder;Ljava/lang/String;Ljava/lang/Number;)Lkotlinx/serialization/json/JsonElement;
    move-result-object v0
    .line 105
    nop
    .line 106
    invoke-virtual {v5}, Lkotlinx/serialization/json/JsonObjectBuilder;->build()Lkotlinx/serialization/json/JsonObject;
    move-result-object v1
    .line 81
    invoke-virtual {v1}, Lkotlinx/serialization/json/JsonObject;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v8, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L129
    :L73
    .line 82
    instance-of v0, v3, Lcom/shedshare/tools/DeskResult$Refused;
    if-eqz v0, :L98
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "PERMISSION_DENIED"
    check-cast v9, Lcom/shedshare/tools/DeskResult$Refused;
    invoke-virtual {v9}, Lcom/shedshare/tools/DeskResult$Refused;->getWhy()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L129
    :L98
    .line 83
    sget-object v1, Lcom/shedshare/tools/DeskResult$Unknown;->INSTANCE:Lcom/shedshare/tools/DeskResult$Unknown;
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L121
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INVALID_ARGUMENT"
    const-string v2, "no open loan for that tool"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :L129
    :L121
    .line 80
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L129
    .line 84
    return-object v0
.end method

