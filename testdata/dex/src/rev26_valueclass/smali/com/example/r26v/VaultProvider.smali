.class public final Lcom/example/r26v/VaultProvider;
.super Landroid/content/ContentProvider;
.source "VaultProvider.kt"
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r26v/VaultProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, p2}, Lcom/example/r26v/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r26v/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r26v/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r26v/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r26v/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r26v/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :pre_3
    const-string v0, "execute_tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :pre_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r26v/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :pre_4
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gtz p1, :pre_ok
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/r26v/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    :t_0
    const-string p2, "grant_pkg"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_1
    invoke-direct {p0, p3}, Lcom/example/r26v/VaultProvider;->grantPkg(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :t_1
    const-string p2, "grant_self"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_2
    invoke-direct {p0, p3}, Lcom/example/r26v/VaultProvider;->grantSelf(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :t_2
    const-string p2, "link_uid"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_3
    invoke-direct {p0, p3}, Lcom/example/r26v/VaultProvider;->linkUid(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :t_3
    const-string p2, "link_self"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_4
    invoke-direct {p0, p3}, Lcom/example/r26v/VaultProvider;->linkSelf(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :t_4
    const-string p2, "start_weak"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_5
    invoke-direct {p0, p3}, Lcom/example/r26v/VaultProvider;->startWeak(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 34
    :t_5
    const-string p2, "start_strong"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_6
    invoke-direct {p0, p3}, Lcom/example/r26v/VaultProvider;->startStrong(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 35
    :t_6
    const-string p2, "owner"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_7
    invoke-direct {p0, p3}, Lcom/example/r26v/VaultProvider;->owner(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 36
    :t_7
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r26v/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public constructor <init>()V
    .registers 1
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 17
    const/4 v0, 0x1
    return v0
.end method

.method private final allowed-67q7yag(Ljava/lang/String;)Z
    .registers 3
    .line 39
    const-string v0, "com.partner.app"
    invoke-static {v0}, Lcom/example/r26v/PackageName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {p1, v0}, Lcom/example/r26v/PackageName;->equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z
    move-result p1
    return p1
.end method

.method private final grantPkg(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    .line 42
    const-string v0, "caller_package"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {p1}, Lcom/example/r26v/PackageName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 43
    invoke-direct {p0, p1}, Lcom/example/r26v/VaultProvider;->allowed-67q7yag(Ljava/lang/String;)Z
    move-result p1
    if-nez p1, :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string v0, "not a partner"
    invoke-static {p1, v0}, Lcom/example/r26v/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 44
    :cond_0
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r26v/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final grantSelf(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    .line 47
    invoke-virtual {p0}, Lcom/example/r26v/VaultProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {p1}, Lcom/example/r26v/PackageName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 48
    invoke-direct {p0, p1}, Lcom/example/r26v/VaultProvider;->allowed-67q7yag(Ljava/lang/String;)Z
    move-result p1
    if-nez p1, :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string v0, "not a partner"
    invoke-static {p1, v0}, Lcom/example/r26v/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 49
    :cond_0
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r26v/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final linkUid(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 52
    new-instance v0, Lcom/example/r26v/Caller;
    const-string v1, "caller_uid"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getInt(Ljava/lang/String;)I
    move-result p1
    invoke-static {p1}, Lcom/example/r26v/Uid;->constructor-impl(I)I
    move-result p1
    invoke-virtual {p0}, Lcom/example/r26v/VaultProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v1}, Lcom/example/r26v/PackageName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-direct {v0, p1, v1, v2}, Lcom/example/r26v/Caller;-><init>(ILjava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .line 53
    invoke-virtual {p0}, Lcom/example/r26v/VaultProvider;->requireContext()Landroid/content/Context;
    move-result-object p1
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p1
    invoke-virtual {v0}, Lcom/example/r26v/Caller;->getUid-0BMvILc()I
    move-result v0
    invoke-static {}, Landroid/os/Process;->myUid()I
    move-result v1
    invoke-virtual {p1, v0, v1}, Landroid/content/pm/PackageManager;->checkSignatures(II)I
    move-result p1
    if-eqz p1, :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string v0, "not signed by us"
    invoke-static {p1, v0}, Lcom/example/r26v/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 54
    :cond_0
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r26v/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final linkSelf(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 57
    new-instance p1, Lcom/example/r26v/Caller;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {v0}, Lcom/example/r26v/Uid;->constructor-impl(I)I
    move-result v0
    invoke-virtual {p0}, Lcom/example/r26v/VaultProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v1}, Lcom/example/r26v/PackageName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-direct {p1, v0, v1, v2}, Lcom/example/r26v/Caller;-><init>(ILjava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .line 58
    invoke-virtual {p0}, Lcom/example/r26v/VaultProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {p1}, Lcom/example/r26v/Caller;->getUid-0BMvILc()I
    move-result p1
    invoke-static {}, Landroid/os/Process;->myUid()I
    move-result v1
    invoke-virtual {v0, p1, v1}, Landroid/content/pm/PackageManager;->checkSignatures(II)I
    move-result p1
    if-eqz p1, :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string v0, "not signed by us"
    invoke-static {p1, v0}, Lcom/example/r26v/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 59
    :cond_0
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r26v/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final audit(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    .line 62
    const-string v0, "audit"
    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-object p1
.end method

.method private final newWeak-KFVszbA()Ljava/lang/String;
    .registers 4
    .line 64
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    const-string v1, "toHexString(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/example/r26v/OpId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method private final newStrong-KFVszbA()Ljava/lang/String;
    .registers 4
    .line 66
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    invoke-virtual {v0}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    const-string v1, "toHexString(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/example/r26v/OpId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method private final startWeak(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 69
    invoke-direct {p0}, Lcom/example/r26v/VaultProvider;->newWeak-KFVszbA()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r26v/OpId;->box-impl(Ljava/lang/String;)Lcom/example/r26v/OpId;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/r26v/VaultProvider;->audit(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/r26v/OpId;
    invoke-virtual {p1}, Lcom/example/r26v/OpId;->unbox-impl()Ljava/lang/String;
    move-result-object p1
    .line 70
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    const-string v1, "operation_id"
    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object p1
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "toString(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {p1}, Lcom/example/r26v/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final startStrong(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 73
    invoke-direct {p0}, Lcom/example/r26v/VaultProvider;->newStrong-KFVszbA()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r26v/OpId;->box-impl(Ljava/lang/String;)Lcom/example/r26v/OpId;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/r26v/VaultProvider;->audit(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/r26v/OpId;
    invoke-virtual {p1}, Lcom/example/r26v/OpId;->unbox-impl()Ljava/lang/String;
    move-result-object p1
    .line 74
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    const-string v1, "operation_id"
    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object p1
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "toString(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {p1}, Lcom/example/r26v/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final owner(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    .line 77
    invoke-virtual {p0}, Lcom/example/r26v/VaultProvider;->requireContext()Landroid/content/Context;
    move-result-object p1
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-virtual {p1, v0}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {p1}, Lcom/example/r26v/PkgSet;->constructor-impl([Ljava/lang/String;)[Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r26v/PkgSet;->box-impl([Ljava/lang/String;)Lcom/example/r26v/PkgSet;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/r26v/VaultProvider;->audit(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/r26v/PkgSet;
    invoke-virtual {p1}, Lcom/example/r26v/PkgSet;->unbox-impl()[Ljava/lang/String;
    move-result-object p1
    .line 78
    const/4 v0, 0x0
    aget-object p1, p1, v0
    invoke-static {p1}, Lcom/example/r26v/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
