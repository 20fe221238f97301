.class public Lcom/example/r29t/ShareProvider;
.super Landroid/content/ContentProvider;
.source "ShareProvider.java"

.field private static final TRUSTED:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private final rng:Ljava/security/SecureRandom;

.method static constructor <clinit>()V
    .registers 3
    .line 10
    new-instance v0, Ljava/util/HashSet;
    const-string v1, "com.partner.mail"
    const-string v2, "com.partner.drive"
    filled-new-array {v1, v2}, [Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V
    sput-object v0, Lcom/example/r29t/ShareProvider;->TRUSTED:Ljava/util/Set;
    return-void
.end method

.method public constructor <init>()V
    .registers 2
    .line 5
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 11
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    iput-object v0, p0, Lcom/example/r29t/ShareProvider;->rng:Ljava/security/SecureRandom;
    return-void
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r29t/ShareProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r29t/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r29t/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r29t/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r29t/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r29t/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r29t/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :pre_3
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :pre_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r29t/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r29t/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string v0, "share_file"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_30
    invoke-direct {p0, p2}, Lcom/example/r29t/ShareProvider;->share(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_30
    .line 30
    const-string v0, "sync_folder"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_31
    invoke-direct {p0, p2}, Lcom/example/r29t/ShareProvider;->sync(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_31
    .line 31
    const-string v0, "open_folder"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_32
    invoke-direct {p0, p2}, Lcom/example/r29t/ShareProvider;->open(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_32
    .line 32
    const-string v0, "start_export"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_33
    invoke-direct {p0}, Lcom/example/r29t/ShareProvider;->startExport()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_33
    .line 33
    const-string v0, "start_import"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_34
    invoke-direct {p0}, Lcom/example/r29t/ShareProvider;->startImport()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_34
    .line 34
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r29t/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private share(I)Landroid/os/Bundle;
    .registers 4
    .line 37
    invoke-virtual {p0}, Lcom/example/r29t/ShareProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;
    move-result-object p1
    .line 38
    invoke-interface {p1}, Ljava/util/stream/Stream;->findFirst()Ljava/util/Optional;
    move-result-object p1
    const-string v0, "unknown"
    invoke-virtual {p1, v0}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/String;
    .line 39
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "{\"shared_with\":\""
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v0, "\"}"
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r29t/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private sync(I)Landroid/os/Bundle;
    .registers 5
    .line 42
    invoke-virtual {p0}, Lcom/example/r29t/ShareProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p1
    .line 43
    if-eqz p1, :cond_deny
    invoke-static {p1}, Ljava/util/stream/Stream;->of([Ljava/lang/Object;)Ljava/util/stream/Stream;
    move-result-object p1
    sget-object v0, Lcom/example/r29t/ShareProvider;->TRUSTED:Ljava/util/Set;
    invoke-static {v0}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    new-instance v1, Lcom/example/r29t/ShareProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1, v0}, Lcom/example/r29t/ShareProvider$$ExternalSyntheticLambda0;-><init>(Ljava/util/Set;)V
    invoke-interface {p1, v1}, Ljava/util/stream/Stream;->anyMatch(Ljava/util/function/Predicate;)Z
    move-result p1
    if-eqz p1, :cond_deny
    .line 45
    const-string p1, "{\"synced\":true}"
    invoke-static {p1}, Lcom/example/r29t/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 44
    :cond_deny
    const-string p1, "PERMISSION_DENIED"
    const-string v0, "not trusted"
    invoke-static {p1, v0}, Lcom/example/r29t/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private open(I)Landroid/os/Bundle;
    .registers 5
    .line 48
    invoke-virtual {p0}, Lcom/example/r29t/ShareProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p1
    .line 49
    if-eqz p1, :cond_deny
    array-length v0, p1
    const/4 v1, 0x1
    if-ne v0, v1, :cond_deny
    sget-object v0, Lcom/example/r29t/ShareProvider;->TRUSTED:Ljava/util/Set;
    const/4 v1, 0x0
    aget-object p1, p1, v1
    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_ok
    .line 50
    :cond_deny
    const-string p1, "PERMISSION_DENIED"
    const-string v0, "not trusted"
    invoke-static {p1, v0}, Lcom/example/r29t/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 51
    :cond_ok
    const-string p1, "{\"opened\":true}"
    invoke-static {p1}, Lcom/example/r29t/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private startExport()Landroid/os/Bundle;
    .registers 3
    .line 54
    invoke-static {}, Ljava/util/concurrent/ThreadLocalRandom;->current()Ljava/util/concurrent/ThreadLocalRandom;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/concurrent/ThreadLocalRandom;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    .line 55
    invoke-static {v0}, Lcom/example/r29t/ShareProvider;->accepted(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private startImport()Landroid/os/Bundle;
    .registers 4
    .line 58
    new-instance v0, Ljava/math/BigInteger;
    iget-object v1, p0, Lcom/example/r29t/ShareProvider;->rng:Ljava/security/SecureRandom;
    const/16 v2, 0x82
    invoke-direct {v0, v2, v1}, Ljava/math/BigInteger;-><init>(ILjava/util/Random;)V
    const/16 v1, 0x20
    invoke-virtual {v0, v1}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v0
    .line 59
    invoke-static {v0}, Lcom/example/r29t/ShareProvider;->accepted(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private static accepted(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 62
    const-string v0, "{}"
    invoke-static {v0}, Lcom/example/r29t/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 63
    const-string v1, "status"
    const-string v2, "accepted"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 64
    const-string v1, "operation_id"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 65
    const-string v1, "poll_after_ms"
    const-wide/16 v2, 0x3e8
    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->putLong(Ljava/lang/String;J)V
    .line 66
    return-object v0
.end method
