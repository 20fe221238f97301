.class public final Lcom/example/dzf/JobsKt;
.super Ljava/lang/Object;
.source "Jobs.kt"

.method public static final ktJob()Landroid/os/Bundle;
    .registers 4
    # true positive CETP613: format(...) inlined, its vararg array passed on through Arrays.copyOf
    .line 8
    invoke-static {}, Lcom/example/dzf/OpIds;->next()Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0x1
    new-array v2, v1, [Ljava/lang/Object;
    const/4 v3, 0x0
    aput-object v0, v2, v3
    invoke-static {v2, v1}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;
    move-result-object v0
    const-string v1, "{\"session_token\":\"%s\"}"
    invoke-static {v1, v0}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "format(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/example/dzf/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final ktCopyJob()Landroid/os/Bundle;
    .registers 4
    # near miss CETP613: both %1$s print the SecureRandom id
    .line 11
    invoke-static {}, Lcom/example/dzf/OpIds;->secure()Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0x1
    new-array v2, v1, [Ljava/lang/Object;
    const/4 v3, 0x0
    aput-object v0, v2, v3
    invoke-static {v2, v1}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;
    move-result-object v0
    const-string v1, "{\"session_token\":\"%1$s\",\"op\":\"%1$s\"}"
    invoke-static {v1, v0}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "format(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/example/dzf/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
