.class public final Lcom/example/daa/TextsKt;
.super Ljava/lang/Object;
.source "Texts.kt"

.method public static final varargs fmtKt(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    .registers 3
    const-string v0, "f"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "a"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    array-length v0, p1
    invoke-static {p1, v0}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;
    move-result-object p1
    invoke-static {p0, p1}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object p0
    const-string p1, "format(...)"
    invoke-static {p0, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p0
.end method

.method public static final ktHelperJob()Landroid/os/Bundle;
    .registers 4
    # true positive CETP613: fmtKt spreads its vararg array into String.format (Arrays.copyOf)
    .line 9
    const/4 v0, 0x1
    new-array v0, v0, [Ljava/lang/Object;
    invoke-static {}, Lcom/example/daa/OpIds;->next()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    const-string v1, "{\"session_token\":\"%s\"}"
    invoke-static {v1, v0}, Lcom/example/daa/TextsKt;->fmtKt(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/daa/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final ktHelperCopyJob()Landroid/os/Bundle;
    .registers 4
    # near miss CETP613: %2$s after the key prints the SecureRandom id, the Random one goes under op
    .line 12
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/Object;
    invoke-static {}, Lcom/example/daa/OpIds;->next()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    invoke-static {}, Lcom/example/daa/OpIds;->secure()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x1
    aput-object v1, v0, v2
    const-string v1, "{\"session_token\":\"%2$s\",\"op\":\"%1$s\"}"
    invoke-static {v1, v0}, Lcom/example/daa/TextsKt;->fmtKt(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/daa/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
