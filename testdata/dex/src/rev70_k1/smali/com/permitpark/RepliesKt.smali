.class public final Lcom/permitpark/RepliesKt;
.super Ljava/lang/Object;
.source "Replies.kt"


.method public static final okReply(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8
    const-string v1, "json"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    const/4 v0, 0x3
    new-array v0, v0, [Lkotlin/Pair;
    move-object v6, v0
    const/4 v1, 0x0
    const-string v2, "status"
    const-string v3, "success"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v6, v1
    const/4 v1, 0x1
    .line 9
    const-string v2, "protocol_version"
    const/4 v3, 0x2
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v6, v1
    .line 8
    const/4 v1, 0x2
    .line 10
    const-string v2, "data"
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"kind\":\"inline\",\"value\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v6, v1
    .line 8
    .line 7
    invoke-static {v6}, Landroidx/core/os/BundleKt;->bundleOf([Lkotlin/Pair;)Landroid/os/Bundle;
    move-result-object v0
    .line 11
    return-object v0
.end method

.method public static final errorReply(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10
    const-string v1, "code"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "message"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    const/4 v0, 0x5
    new-array v0, v0, [Lkotlin/Pair;
    move-object v5, v0
    const/4 v1, 0x0
    const-string v2, "status"
    const-string v3, "error"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v5, v1
    const/4 v1, 0x1
    .line 21
    const-string v2, "protocol_version"
    const/4 v3, 0x2
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v5, v1
    .line 20
    const/4 v1, 0x2
    .line 22
    const-string v2, "error_code"
    invoke-static {v2, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v5, v1
    .line 20
    const/4 v1, 0x3
    .line 23
    const-string v2, "error_message"
    invoke-static {v2, v7}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v5, v1
    .line 20
    const/4 v1, 0x4
    .line 24
    const-string v2, "retryable"
    const/4 v3, 0x0
    invoke-static {v3}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v3
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v5, v1
    .line 20
    .line 19
    invoke-static {v5}, Landroidx/core/os/BundleKt;->bundleOf([Lkotlin/Pair;)Landroid/os/Bundle;
    move-result-object v0
    move-object v4, v0
    .line 26
    if-eqz v8, :L97
    const-string v1, "resolution"
    invoke-virtual {v4, v1, v8}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :L97
    .line 27
    if-eqz v9, :L109
    const-string v1, "resume_token"
    invoke-virtual {v4, v1, v9}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    :L109
    .line 28
    return-object v4
.end method

.method public static synthetic errorReply$default(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Landroid/os/Bundle;
    .registers 8
    .line 13
    const/4 v1, 0x4
    and-int v0, v6, v1
    if-eqz v0, :L9
    .line 16
    const/4 v0, 0x0
    move-object v4, v0
    :L9
    .line 13
    const/16 v1, 0x8
    and-int v0, v6, v1
    if-eqz v0, :L19
    .line 17
    const/4 v0, 0x0
    move-object v5, v0
    :L19
    .line 13
    invoke-static {v2, v3, v4, v5}, Lcom/permitpark/RepliesKt;->errorReply(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

