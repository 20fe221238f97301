.class public final Lcom/shedshare/tools/EnvelopesKt;
.super Ljava/lang/Object;
.source "Envelopes.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nEnvelopes.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Envelopes.kt\ncom/shedshare/tools/EnvelopesKt\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n+ 3 JsonElementBuilders.kt\nkotlinx/serialization/json/JsonElementBuildersKt\n*L\n1#1,57:1\n1#2:58\n10#3,3:59\n10#3,3:62\n*S KotlinDebug\n*F\n+ 1 Envelopes.kt\ncom/shedshare/tools/EnvelopesKt\n*L\n35#1:59,3\n41#1:62,3\n*E\n"
.end annotation


.method public static final getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3
    const-string v1, "<this>"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    const-string v1, "tool_name"
    invoke-virtual {v2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L19
    const-string v0, ""
    :L19
    .line 13
    return-object v0
.end method

.method public static final getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3
    const-string v1, "<this>"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    const-string v1, "session_token"
    invoke-virtual {v2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final getDeadlineAt(Landroid/os/Bundle;)J
    .registers 3
    const-string v1, "<this>"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    const-string v1, "deadline_at_ms"
    invoke-virtual {v2, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    return-wide v0
.end method

.method public static final getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3
    const-string v1, "<this>"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    const-string v1, "resume_token"
    invoke-virtual {v2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final getArgsText(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3
    const-string v1, "<this>"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    const-string v1, "args"
    invoke-virtual {v2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L19
    const-string v0, "{}"
    :L19
    return-object v0
.end method

.method public static final manualsDir(Landroid/content/Context;)Ljava/io/File;
    .registers 8
    const-string v1, "<this>"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    new-instance v0, Ljava/io/File;
    invoke-virtual {v7}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "manuals"
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v4, v0
    move-object v5, v4
    .line 58
    const/4 v0, 0x0
    move v6, v0
    .line 19
    invoke-virtual {v5}, Ljava/io/File;->mkdirs()Z
    move-result v0
    .line 19
    .line 19
    return-object v4
.end method

.method public static final manualFile-6jHAomo(Landroid/content/Context;Ljava/lang/String;)Ljava/io/File;
    .registers 6
    const-string v1, "$this$manualFile"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "id"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    new-instance v0, Ljava/io/File;
    invoke-static {v4}, Lcom/shedshare/tools/EnvelopesKt;->manualsDir(Landroid/content/Context;)Ljava/io/File;
    move-result-object v2
    invoke-static {v5}, Lcom/shedshare/tools/ToolId;->getFileName-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    return-object v0
.end method

.method public static final checkedManualFile-6jHAomo(Landroid/content/Context;Ljava/lang/String;)Ljava/io/File;
    .registers 10
    const-string v1, "$this$checkedManualFile"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "id"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    invoke-static {v8}, Lcom/shedshare/tools/EnvelopesKt;->manualsDir(Landroid/content/Context;)Ljava/io/File;
    move-result-object v0
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;
    move-result-object v0
    move-object v6, v0
    .line 25
    new-instance v0, Ljava/io/File;
    invoke-static {v9}, Lcom/shedshare/tools/ToolId;->getFileName-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v6, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;
    move-result-object v0
    move-object v7, v0
    .line 26
    invoke-virtual {v7}, Ljava/io/File;->getPath()Ljava/lang/String;
    move-result-object v0
    const-string v2, "getPath(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v6}, Ljava/io/File;->getPath()Ljava/lang/String;
    move-result-object v1
    sget-object v2, Ljava/io/File;->separator:Ljava/lang/String;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    const/4 v3, 0x2
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lkotlin/text/StringsKt;->startsWith$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L71
    move-object v0, v7
    goto :L72
    :L71
    const/4 v0, 0x0
    :L72
    return-object v0
.end method

.method public static final synthetic confirmIntent(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;
    .registers 8
    const-string v1, "<this>"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "tool"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v0, 0x0
    move v5, v0
    .line 30
    new-instance v0, Landroid/content/Intent;
    const/4 v3, 0x4
    const-string v4, "T"
    invoke-static {v3, v4}, Lkotlin/jvm/internal/Intrinsics;->reifiedOperationMarker(ILjava/lang/String;)V
    const-class v3, Landroid/app/Activity;
    check-cast v3, Ljava/lang/Class;
    invoke-direct {v0, v6, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "tool"
    invoke-virtual {v0, v1, v7}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v2, "putExtra(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Landroid/content/Intent;
    return-object v0
.end method

.method public static final okBundle(Lkotlinx/serialization/json/JsonObject;)Landroid/os/Bundle;
    .registers 14
    const-string v1, "value"
    move-object v0, v13
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    move-object v4, v3
    const/4 v0, 0x0
    move v5, v0
    .line 33
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 34
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 35
    const-string v1, "data"
    const/4 v2, 0x0
    move v6, v2
    .line 59
    new-instance v2, Lkotlinx/serialization/json/JsonObjectBuilder;
    invoke-direct {v2}, Lkotlinx/serialization/json/JsonObjectBuilder;-><init>()V
    move-object v7, v2
    .line 60
    move-object v8, v7
    move-object v9, v1
    move-object v10, v4
    const/4 v0, 0x0
    move v11, v0
    .line 36
    const-string v1, "kind"
    const-string v2, "inline"
    invoke-static {v8, v1, v2}, Lkotlinx/serialization/json/JsonElementBuildersKt;->put(Lkotlinx/serialization/json/JsonObjectBuilder;Ljava/lang/String;Ljava/lang/String;)Lkotlinx/serialization/json/JsonElement;
    move-result-object v0
    .line 37
    const-string v1, "value"
    check-cast v13, Lkotlinx/serialization/json/JsonElement;
    move-object v0, v8
    move-object v2, v13
    invoke-virtual/range {v0 .. v2}, Lkotlinx/serialization/json/JsonObjectBuilder;->put(Ljava/lang/String;Lkotlinx/serialization/json/JsonElement;)Lkotlinx/serialization/json/JsonElement;
    move-result-object v0
    .line 38
    nop
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v12, v0
    .line 60
    nop
    .line 61
    invoke-virtual {v7}, Lkotlinx/serialization/json/JsonObjectBuilder;->build()Lkotlinx/serialization/json/JsonObject;
    move-result-object v2
    .line 38
    invoke-virtual {v2}, Lkotlinx/serialization/json/JsonObject;->toString()Ljava/lang/String;
    move-result-object v2
    .line 35
    invoke-virtual {v10, v9, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 39
    nop
    .line 32
    .line 39
    return-object v3
.end method

.method public static final okRows(I)Landroid/os/Bundle;
    .registers 8
    .line 41
    const/4 v0, 0x0
    move v3, v0
    .line 62
    new-instance v0, Lkotlinx/serialization/json/JsonObjectBuilder;
    invoke-direct {v0}, Lkotlinx/serialization/json/JsonObjectBuilder;-><init>()V
    move-object v4, v0
    .line 63
    move-object v5, v4
    const/4 v0, 0x0
    move v6, v0
    .line 41
    const-string v1, "rows"
    invoke-static {v7}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    check-cast v2, Ljava/lang/Number;
    invoke-static {v5, v1, v2}, Lkotlinx/serialization/json/JsonElementBuildersKt;->put(Lkotlinx/serialization/json/JsonObjectBuilder;Ljava/lang/String;Ljava/lang/Number;)Lkotlinx/serialization/json/JsonElement;
    move-result-object v0
    .line 63
    nop
    .line 64
    invoke-virtual {v4}, Lkotlinx/serialization/json/JsonObjectBuilder;->build()Lkotlinx/serialization/json/JsonObject;
    move-result-object v0
    .line 41
    invoke-static {v0}, Lcom/shedshare/tools/EnvelopesKt;->okBundle(Lkotlinx/serialization/json/JsonObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final fileBundle(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    .registers 7
    const-string v1, "fd"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 43
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    move-object v4, v3
    const/4 v0, 0x0
    move v5, v0
    .line 44
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 45
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 46
    const-string v1, "data"
    const-string v2, "{\"kind\":\"file\",\"media_type\":\"application/pdf\"}"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 47
    const-string v1, "result_fd"
    check-cast v6, Landroid/os/Parcelable;
    invoke-virtual {v4, v1, v6}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 48
    nop
    .line 43
    .line 48
    return-object v3
.end method

.method public static final errorBundle(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    .registers 9
    const-string v1, "code"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "message"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 50
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    move-object v4, v3
    const/4 v0, 0x0
    move v5, v0
    .line 51
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 52
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 53
    const-string v1, "error_code"
    invoke-virtual {v4, v1, v6}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 54
    const-string v1, "error_message"
    invoke-virtual {v4, v1, v7}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 55
    const-string v1, "retryable"
    invoke-virtual {v4, v1, v8}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 56
    nop
    .line 50
    .line 56
    return-object v3
.end method

.method public static synthetic errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    .registers 7
    .line 50
    const/4 v1, 0x4
    and-int v0, v5, v1
    if-eqz v0, :L8
    const/4 v0, 0x0
    move v4, v0
    :L8
    invoke-static {v2, v3, v4}, Lcom/shedshare/tools/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

