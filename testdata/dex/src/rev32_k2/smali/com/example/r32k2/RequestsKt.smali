.class public final Lcom/example/r32k2/RequestsKt;
.super Ljava/lang/Object;
.source "Requests.kt"


# direct methods
.method public static final deadlinePassed(Landroid/os/Bundle;J)Z
    .registers 5
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    const-string v0, "deadline_at_ms"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    cmp-long p0, v0, p1
    if-gtz p0, :cond_0
    const/4 p0, 0x1
    goto :goto_0
    :cond_0
    const/4 p0, 0x0
    :goto_0
    return p0
.end method

.method public static synthetic deadlinePassed$default(Landroid/os/Bundle;JILjava/lang/Object;)Z
    .registers 5
    .line 19
    and-int/lit8 p3, p3, 0x1
    if-eqz p3, :cond_0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide p1
    :cond_0
    invoke-static {p0, p1, p2}, Lcom/example/r32k2/RequestsKt;->deadlinePassed(Landroid/os/Bundle;J)Z
    move-result p0
    return p0
.end method

.method public static final getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    .registers 3
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "args"
    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    if-nez p0, :cond_0
    const-string p0, "{}"
    :cond_0
    invoke-direct {v0, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final getCallerPackages(Lcom/example/r32k2/ToolCall;)Ljava/lang/String;
    .registers 11
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    invoke-virtual {p0}, Lcom/example/r32k2/ToolCall;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {p0}, Lcom/example/r32k2/ToolCall;->getUid()I
    move-result p0
    invoke-virtual {v0, p0}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v1
    if-eqz v1, :cond_0
    const-string v0, ","
    move-object v2, v0
    check-cast v2, Ljava/lang/CharSequence;
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    const/16 v8, 0x3e
    const/4 v9, 0x0
    invoke-static/range {v1 .. v9}, Lkotlin/collections/ArraysKt;->joinToString$default([Ljava/lang/Object;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :cond_1
    :cond_0
    const-string v0, ""
    :cond_1
    return-object v0
.end method

.method public static final getCallingPackage(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 2
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    const-string v0, "calling_package"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public static final getOwnerPackage(Lcom/example/r32k2/ToolCall;)Ljava/lang/String;
    .registers 5
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    invoke-virtual {p0}, Lcom/example/r32k2/ToolCall;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {p0}, Lcom/example/r32k2/ToolCall;->getUid()I
    move-result p0
    invoke-virtual {v0, p0}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    if-eqz p0, :cond_2
    move-object v1, p0
    .local v1, "it":[Ljava/lang/String;
    const/4 v2, 0x0
    .line 40
    .local v2, "$i$a$-takeIf-RequestsKt$ownerPackage$1":I
    .line 24
    array-length v3, v1
    if-nez v3, :cond_0
    const/4 v3, 0x1
    goto :goto_0
    :cond_0
    const/4 v3, 0x0
    :goto_0
    if-nez v3, :cond_1
    const/4 v3, 0x1
    goto :goto_1
    :cond_1
    const/4 v3, 0x0
    :goto_1
    .end local v1    # "it":[Ljava/lang/String;
    .end local v2    # "$i$a$-takeIf-RequestsKt$ownerPackage$1":I
    if-eqz v3, :cond_2
    const/4 v0, 0x0
    aget-object p0, p0, v0
    return-object p0
    :cond_2
    const/4 p0, 0x0
    return-object p0
.end method

.method public static final getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 2
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    const-string v0, "resume_token"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public static final getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 2
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    const-string v0, "session_token"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public static final getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 2
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    const-string v0, "tool_name"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public static final withProviderIdentity(Landroid/content/Context;Lkotlin/jvm/functions/Function1;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Landroid/content/Context;",
            "Lkotlin/jvm/functions/Function1<",
            "-",
            "Landroid/content/Context;",
            "+TT;>;)TT;"
        }
    .end annotation

    .registers 5
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "block"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v0, 0x0
    .line 32
    .local v0, "$i$f$withProviderIdentity":I
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v1
    .line 33
    :try_start_0
    .line 34
    invoke-interface {p1, p0}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    const/4 p1, 0x1
    .line 36
    invoke-static {p1}, Lkotlin/jvm/internal/InlineMarker;->finallyStart(I)V
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    invoke-static {p1}, Lkotlin/jvm/internal/InlineMarker;->finallyEnd(I)V
    .line 34
    return-object p0
    :catchall_0
    move-exception p0
    const/4 p1, 0x1
    .line 36
    invoke-static {p1}, Lkotlin/jvm/internal/InlineMarker;->finallyStart(I)V
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    invoke-static {p1}, Lkotlin/jvm/internal/InlineMarker;->finallyEnd(I)V
    throw p0
.end method
