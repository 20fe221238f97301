.class public final Lcom/example/r18d/JobsProvider;
.super Landroid/content/ContentProvider;
.source "JobsProvider.kt"


.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;

.field private final strong$delegate:Lkotlin/properties/ReadWriteProperty;

.field private final weak$delegate:Lkotlin/properties/ReadWriteProperty;

.method static constructor <clinit>()V
    .registers 7
    const/4 v0, 0x2
    new-array v0, v0, [Lkotlin/reflect/KProperty;
    new-instance v1, Lkotlin/jvm/internal/MutablePropertyReference1Impl;
    const-class v2, Lcom/example/r18d/JobsProvider;
    const-string v3, "weak"
    const-string v4, "getWeak()Ljava/util/Random;"
    const/4 v5, 0x0
    invoke-direct {v1, v2, v3, v4, v5}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    check-cast v1, Lkotlin/jvm/internal/MutablePropertyReference1;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->mutableProperty1(Lkotlin/jvm/internal/MutablePropertyReference1;)Lkotlin/reflect/KMutableProperty1;
    move-result-object v1
    aput-object v1, v0, v5
    new-instance v1, Lkotlin/jvm/internal/MutablePropertyReference1Impl;
    const-string v3, "strong"
    const-string v4, "getStrong()Ljava/util/Random;"
    invoke-direct {v1, v2, v3, v4, v5}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    check-cast v1, Lkotlin/jvm/internal/MutablePropertyReference1;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->mutableProperty1(Lkotlin/jvm/internal/MutablePropertyReference1;)Lkotlin/reflect/KMutableProperty1;
    move-result-object v1
    const/4 v2, 0x1
    aput-object v1, v0, v2
    sput-object v0, Lcom/example/r18d/JobsProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    return-void
.end method

.method public constructor <init>()V
    .registers 2
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 15
    sget-object v0, Lkotlin/properties/Delegates;->INSTANCE:Lkotlin/properties/Delegates;
    invoke-virtual {v0}, Lkotlin/properties/Delegates;->notNull()Lkotlin/properties/ReadWriteProperty;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r18d/JobsProvider;->weak$delegate:Lkotlin/properties/ReadWriteProperty;
    .line 16
    sget-object v0, Lkotlin/properties/Delegates;->INSTANCE:Lkotlin/properties/Delegates;
    invoke-virtual {v0}, Lkotlin/properties/Delegates;->notNull()Lkotlin/properties/ReadWriteProperty;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r18d/JobsProvider;->strong$delegate:Lkotlin/properties/ReadWriteProperty;
    return-void
.end method

.method private final getWeak()Ljava/util/Random;
    .registers 4
    .line 15
    iget-object v0, p0, Lcom/example/r18d/JobsProvider;->weak$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v1, Lcom/example/r18d/JobsProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0
    aget-object v1, v1, v2
    invoke-interface {v0, p0, v1}, Lkotlin/properties/ReadWriteProperty;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Random;
    return-object v0
.end method

.method private final setWeak(Ljava/util/Random;)V
    .registers 5
    .line 15
    iget-object v0, p0, Lcom/example/r18d/JobsProvider;->weak$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v1, Lcom/example/r18d/JobsProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0
    aget-object v1, v1, v2
    invoke-interface {v0, p0, v1, p1}, Lkotlin/properties/ReadWriteProperty;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V
    return-void
.end method

.method private final getStrong()Ljava/util/Random;
    .registers 4
    .line 16
    iget-object v0, p0, Lcom/example/r18d/JobsProvider;->strong$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v1, Lcom/example/r18d/JobsProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 1
    aget-object v1, v1, v2
    invoke-interface {v0, p0, v1}, Lkotlin/properties/ReadWriteProperty;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Random;
    return-object v0
.end method

.method private final setStrong(Ljava/util/Random;)V
    .registers 5
    .line 16
    iget-object v0, p0, Lcom/example/r18d/JobsProvider;->strong$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v1, Lcom/example/r18d/JobsProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 1
    aget-object v1, v1, v2
    invoke-interface {v0, p0, v1, p1}, Lkotlin/properties/ReadWriteProperty;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 18
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    invoke-direct {p0, v0}, Lcom/example/r18d/JobsProvider;->setWeak(Ljava/util/Random;)V
    .line 19
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    check-cast v0, Ljava/util/Random;
    invoke-direct {p0, v0}, Lcom/example/r18d/JobsProvider;->setStrong(Ljava/util/Random;)V
    .line 20
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r18d/JobsProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, p2}, Lcom/example/r18d/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r18d/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r18d/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r18d/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r18d/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r18d/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r18d/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r18d/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    :t_0
    const-string p2, "start_job"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_1
    invoke-direct {p0, p3}, Lcom/example/r18d/JobsProvider;->startJob(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :t_1
    const-string p2, "start_sync"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_2
    invoke-direct {p0, p3}, Lcom/example/r18d/JobsProvider;->startSync(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :t_2
    const-string p2, "partner_feed"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_3
    invoke-direct {p0, p3}, Lcom/example/r18d/JobsProvider;->partnerFeed(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :t_3
    const-string p2, "solo_feed"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_4
    invoke-direct {p0, p3}, Lcom/example/r18d/JobsProvider;->soloFeed(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :t_4
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r18d/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final startJob(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    .line 37
    invoke-direct {p0}, Lcom/example/r18d/JobsProvider;->getWeak()Ljava/util/Random;
    move-result-object p1
    invoke-virtual {p1}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object p1
    .line 38
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    const-string v1, "operation_id"
    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object p1
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r18d/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final startSync(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    # near miss CETP613: the delegated Random was set to a SecureRandom in onCreate
    .line 42
    invoke-direct {p0}, Lcom/example/r18d/JobsProvider;->getStrong()Ljava/util/Random;
    move-result-object p1
    invoke-virtual {p1}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object p1
    .line 43
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    const-string v1, "operation_id"
    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object p1
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r18d/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final partnerFeed(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    .line 47
    invoke-virtual {p0}, Lcom/example/r18d/JobsProvider;->requireContext()Landroid/content/Context;
    move-result-object p1
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-virtual {p1, v0}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p1
    if-eqz p1, :cond_0
    const/4 v0, 0x0
    aget-object p1, p1, v0
    goto :goto_0
    :cond_0
    const/4 p1, 0x0
    .line 48
    :goto_0
    const-string v0, "com.partner.app"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_1
    const-string p1, "PERMISSION_DENIED"
    const-string v0, "not a partner"
    invoke-static {p1, v0}, Lcom/example/r18d/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 49
    :cond_1
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r18d/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final soloFeed(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 53
    invoke-virtual {p0}, Lcom/example/r18d/JobsProvider;->requireContext()Landroid/content/Context;
    move-result-object p1
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-virtual {p1, v0}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p1
    const/4 v0, 0x0
    if-eqz p1, :cond_1
    .line 53
    array-length v1, p1
    const/4 v2, 0x1
    if-ne v1, v2, :cond_0
    move v1, v2
    goto :goto_0
    :cond_0
    move v1, v0
    :goto_0
    if-eqz v1, :cond_1
    .line 53
    goto :goto_1
    :cond_1
    move-object p1, v0
    :goto_1
    # near miss CETP604: takeIf { it.size == 1 } leaves null unless the UID has exactly one package
    .line 53
    if-eqz p1, :cond_2
    const/4 v1, 0x0
    aget-object p1, p1, v1
    goto :goto_2
    :cond_2
    const/4 p1, 0x0
    .line 54
    :goto_2
    const-string v1, "com.partner.app"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_3
    const-string p1, "PERMISSION_DENIED"
    const-string v1, "not a partner"
    invoke-static {p1, v1}, Lcom/example/r18d/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 55
    :cond_3
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r18d/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
