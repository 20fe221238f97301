.class public final Lcom/fieldkit/MappersKt;
.super Ljava/lang/Object;
.source "Mappers.kt"


.method public static final toSpeciesFilter(Lorg/json/JSONObject;)Lcom/fieldkit/SpeciesFilter;
    .registers 7
    const-string v1, "<this>"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    new-instance v0, Lcom/fieldkit/SpeciesFilter;
    const-string v3, "species"
    invoke-virtual {v6, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v2}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    .line 7
    const-string v4, "limit"
    const/16 v5, 0x32
    invoke-virtual {v6, v4, v5}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result v3
    invoke-direct {v0, v2, v3}, Lcom/fieldkit/SpeciesFilter;-><init>(Ljava/lang/String;I)V
    return-object v0
.end method

.method public static final toSample(Lorg/json/JSONObject;)Lcom/fieldkit/Sample;
    .registers 9
    const-string v1, "<this>"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    new-instance v0, Lcom/fieldkit/Sample;
    const-string v3, "id"
    invoke-virtual {v8, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "getString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v4, "species"
    invoke-virtual {v8, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    const-string v5, "getString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v5, "site"
    invoke-virtual {v8, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    const-string v6, "optString(...)"
    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v6, "count"
    const/4 v7, 0x1
    invoke-virtual {v8, v6, v7}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result v5
    invoke-direct {v0, v2, v3, v4, v5}, Lcom/fieldkit/Sample;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V
    return-object v0
.end method

.method public static final toBundle(Lcom/fieldkit/UiResult;)Landroid/os/Bundle;
    .registers 4
    const-string v1, "<this>"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    move-object v2, v3
    .line 13
    instance-of v0, v2, Lcom/fieldkit/UiResult$Ok;
    if-eqz v0, :L28
    check-cast v3, Lcom/fieldkit/UiResult$Ok;
    invoke-virtual {v3}, Lcom/fieldkit/UiResult$Ok;->getJson()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/fieldkit/MappersKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L90
    :L28
    .line 14
    instance-of v0, v2, Lcom/fieldkit/UiResult$Failed;
    if-eqz v0, :L55
    check-cast v3, Lcom/fieldkit/UiResult$Failed;
    invoke-virtual {v3}, Lcom/fieldkit/UiResult$Failed;->getCode()Ljava/lang/String;
    move-result-object v0
    check-cast v3, Lcom/fieldkit/UiResult$Failed;
    invoke-virtual {v3}, Lcom/fieldkit/UiResult$Failed;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/fieldkit/MappersKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L90
    :L55
    .line 15
    instance-of v0, v2, Lcom/fieldkit/UiResult$NeedsUser;
    if-eqz v0, :L82
    check-cast v3, Lcom/fieldkit/UiResult$NeedsUser;
    invoke-virtual {v3}, Lcom/fieldkit/UiResult$NeedsUser;->getResolution()Landroid/app/PendingIntent;
    move-result-object v0
    check-cast v3, Lcom/fieldkit/UiResult$NeedsUser;
    invoke-virtual {v3}, Lcom/fieldkit/UiResult$NeedsUser;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/fieldkit/MappersKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L90
    :L82
    .line 12
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L90
    .line 16
    return-object v0
.end method

.method public static final getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3
    const-string v1, "<this>"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    const-string v1, "tool_name"
    invoke-virtual {v2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9
    const-string v1, "json"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    move-object v6, v5
    const/4 v0, 0x0
    move v7, v0
    .line 21
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 22
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 23
    const-string v1, "data"
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"kind\":\"inline\",\"value\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 24
    nop
    .line 20
    .line 24
    return-object v5
.end method

.method public static final errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8
    const-string v1, "code"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "message"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    move-object v4, v3
    const/4 v0, 0x0
    move v5, v0
    .line 27
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 28
    const-string v1, "error_code"
    invoke-virtual {v4, v1, v6}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 29
    const-string v1, "error_message"
    invoke-virtual {v4, v1, v7}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 30
    const-string v1, "retryable"
    const/4 v2, 0x0
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 31
    nop
    .line 26
    .line 31
    return-object v3
.end method

.method public static final needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    const-string v1, "resolution"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "resumeToken"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm on the FieldKit screen"
    invoke-static {v0, v1}, Lcom/fieldkit/MappersKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v2, v0
    move-object v3, v2
    const/4 v0, 0x0
    move v4, v0
    .line 35
    const-string v1, "resolution"
    invoke-virtual {v3, v1, v5}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 36
    const-string v1, "resume_token"
    invoke-virtual {v3, v1, v6}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 37
    nop
    .line 34
    .line 37
    return-object v2
.end method

.method public static final fileBundle(JLandroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    .registers 11
    const-string v1, "fd"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    move-object v6, v5
    const/4 v0, 0x0
    move v7, v0
    .line 40
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 41
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 42
    const-string v1, "data"
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"kind\":\"file\",\"media_type\":\"application/json\",\"size_bytes\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v8, v9}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 43
    const-string v1, "result_fd"
    invoke-virtual {v6, v1, v10}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 44
    nop
    .line 39
    .line 44
    return-object v5
.end method

