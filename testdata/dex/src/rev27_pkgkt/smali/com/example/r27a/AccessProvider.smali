.class public final Lcom/example/r27a/AccessProvider;
.super Landroid/content/ContentProvider;
.source "AccessProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nAccessProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 AccessProvider.kt\ncom/example/r27a/AccessProvider\n+ 2 _Arrays.kt\nkotlin/collections/ArraysKt___ArraysKt\n*L\n1#1,47:1\n15309#2,2:48\n*S KotlinDebug\n*F\n+ 1 AccessProvider.kt\ncom/example/r27a/AccessProvider\n*L\n35#1:48,2\n*E\n"
.end annotation

.method public constructor <init>()V
    .registers 1
    .line 11
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 45
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v4
    .line 14
    invoke-virtual {p0}, Lcom/example/r27a/AccessProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, v4}, Lcom/example/r27a/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :cond_neg
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r27a/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 15
    :cond_neg
    const-string v0, "negotiate"
    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_sess
    invoke-static {v4}, Lcom/example/r27a/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r27a/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 16
    :cond_sess
    if-eqz p3, :cond_nosess
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v4}, Lcom/example/r27a/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :cond_exec
    :cond_nosess
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r27a/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 17
    :cond_exec
    const-string p2, "execute_tool"
    invoke-static {p2, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_deadline
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r27a/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 18
    :cond_deadline
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide p1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    cmp-long v2, p1, v0
    if-gtz v2, :cond_ok
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/r27a/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_ok
    .line 19
    invoke-virtual {p0}, Lcom/example/r27a/AccessProvider;->getContext()Landroid/content/Context;
    move-result-object v5
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v5}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v5
    .line 20
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-eqz p1, :cond_none
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result p2
    sparse-switch p2, :sswitch_data
    goto :cond_none
    :sswitch_share
    const-string p2, "share_log"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_share
    goto :cond_none
    :sswitch_export
    const-string p2, "export_log"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_export
    goto :cond_none
    :sswitch_wipe
    const-string p2, "wipe_log"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_wipe
    goto :cond_none
    .line 21
    :case_share
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {p0, v5, v4}, Lcom/example/r27a/AccessProvider;->shareLog(Landroid/content/pm/PackageManager;I)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 22
    :case_export
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {p0, v5, v4}, Lcom/example/r27a/AccessProvider;->exportLog(Landroid/content/pm/PackageManager;I)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 23
    :case_wipe
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {p0, v5, v4}, Lcom/example/r27a/AccessProvider;->wipeLog(Landroid/content/pm/PackageManager;I)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 24
    :cond_none
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r27a/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 20
    :goto_ret
    return-object p1

    :sswitch_data
    .sparse-switch
        -0x5e46e51c -> :sswitch_share
        -0x3f0af8b4 -> :sswitch_wipe
        0xc7cec39 -> :sswitch_export
    .end sparse-switch
.end method

.method private final shareLog(Landroid/content/pm/PackageManager;I)Landroid/os/Bundle;
    .registers 5
    .line 29
    invoke-virtual {p1, p2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p1
    if-eqz p1, :cond_deny
    check-cast p1, [Ljava/lang/Object;
    invoke-static {p1}, Lkotlin/collections/ArraysKt;->first([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/String;
    if-nez p1, :cond_ok
    :cond_deny
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "unknown caller"
    invoke-static {v0, v1}, Lcom/example/r27a/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "error(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 30
    :cond_ok
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "{\"shared_with\":\""
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "\"}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r27a/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "success(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method private final exportLog(Landroid/content/pm/PackageManager;I)Landroid/os/Bundle;
    .registers 7
    .line 34
    invoke-virtual {p1, p2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_have
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "unknown caller"
    invoke-static {v0, v1}, Lcom/example/r27a/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "error(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 48
    :cond_have
    array-length p2, p1
    const/4 v0, 0x0
    :goto_loop
    if-ge v0, p2, :cond_nomatch
    aget-object v1, p1, v0
    .line 35
    invoke-static {}, Lcom/example/r27a/AccessProviderKt;->access$getTRUSTED$p()Ljava/util/Set;
    move-result-object v2
    invoke-interface {v2, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_next

    goto :cond_ok
    .line 48
    :cond_next
    add-int/lit8 v0, v0, 0x1
    goto :goto_loop
    .line 35
    :cond_nomatch
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a partner"
    invoke-static {v0, v1}, Lcom/example/r27a/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "error(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 36
    :cond_ok
    const-string p1, "{\"rows\":3}"
    invoke-static {p1}, Lcom/example/r27a/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "success(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method private final wipeLog(Landroid/content/pm/PackageManager;I)Landroid/os/Bundle;
    .registers 5
    .line 40
    invoke-virtual {p1, p2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p1
    if-eqz p1, :cond_deny
    check-cast p1, [Ljava/lang/Object;
    invoke-static {p1}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/String;
    if-nez p1, :cond_one
    :cond_deny
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "ambiguous caller"
    invoke-static {v0, v1}, Lcom/example/r27a/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "error(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 41
    :cond_one
    invoke-static {}, Lcom/example/r27a/AccessProviderKt;->access$getTRUSTED$p()Ljava/util/Set;
    move-result-object p2
    invoke-interface {p2, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_ok
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a partner"
    invoke-static {v0, v1}, Lcom/example/r27a/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "error(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 42
    :cond_ok
    const-string p1, "{\"wiped\":true}"
    invoke-static {p1}, Lcom/example/r27a/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "success(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method
