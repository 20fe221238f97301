.class public Lcom/example/r30x/VariantsProvider;
.super Landroid/content/ContentProvider;
.source "VariantsProvider.java"

# Java sketch: sketch/VariantsProvider.java (javac 17 + D8 --min-api 24); labels: ../../../../../../rev30_labels_x.md.

.field private final grants:Ljava/util/Map;
.field private final hooked:Ljava/util/concurrent/ExecutorService;
.field private final pool:Ljava/util/concurrent/ExecutorService;

.method public constructor <init>()V
    .registers 2
    .line 17
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 18
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/r30x/VariantsProvider;->grants:Ljava/util/Map;
    .line 19
    const/4 v0, 0x2
    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r30x/VariantsProvider;->pool:Ljava/util/concurrent/ExecutorService;
    .line 20
    new-instance v0, Lcom/example/r30x/HookedPool;
    invoke-direct {v0}, Lcom/example/r30x/HookedPool;-><init>()V
    iput-object v0, p0, Lcom/example/r30x/VariantsProvider;->hooked:Ljava/util/concurrent/ExecutorService;
    return-void
.end method

.method static synthetic lambda$probe$0()Ljava/lang/Integer;
    .registers 1
    .line 57
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method

.method static synthetic lambda$probe$1(I)Ljava/lang/Integer;
    .registers 1
    .line 58
    invoke-static {p0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p0
    return-object p0
.end method

.method private probe(I)Landroid/os/Bundle;
    .registers 5
    .line 56
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    .line 57
    sget-object v1, Lcom/example/r30x/VariantsProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/example/r30x/VariantsProvider$$ExternalSyntheticLambda0;
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 58
    new-instance v1, Lcom/example/r30x/VariantsProvider$$ExternalSyntheticLambda1;
    invoke-direct {v1, p1}, Lcom/example/r30x/VariantsProvider$$ExternalSyntheticLambda1;-><init>(I)V
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 60
    :try_start_0
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"uid\":"
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    iget-object v1, p0, Lcom/example/r30x/VariantsProvider;->pool:Ljava/util/concurrent/ExecutorService;
    invoke-interface {v1, v0}, Ljava/util/concurrent/ExecutorService;->invokeAny(Ljava/util/Collection;)Ljava/lang/Object;
    move-result-object v0
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v0, "}"
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30x/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catch Ljava/lang/InterruptedException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_0 .. :try_end_0} :catch_0
    return-object p1
    :catch_0
    .line 61
    const-string p1, "INTERNAL_ERROR"
    const-string v0, "probe failed"
    .line 62
    invoke-static {p1, v0}, Lcom/example/r30x/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private redeem(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 3
    .line 46
    iget-object v0, p0, Lcom/example/r30x/VariantsProvider;->grants:Ljava/util/Map;
    invoke-interface {v0, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/Integer;
    .line 47
    if-nez p1, :cond_0
    const-string p1, "INVALID_REQUEST"
    const-string v0, "stale resume token"
    invoke-static {p1, v0}, Lcom/example/r30x/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 48
    :cond_0
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r30x/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private redeemOwn(Ljava/lang/String;I)Landroid/os/Bundle;
    .registers 4
    .line 51
    iget-object v0, p0, Lcom/example/r30x/VariantsProvider;->grants:Ljava/util/Map;
    invoke-interface {v0, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/Integer;
    .line 52
    if-eqz p1, :cond_1
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I
    move-result p1
    if-eq p1, p2, :cond_0
    :cond_1
    const-string p1, "INVALID_REQUEST"
    const-string p2, "stale resume token"
    invoke-static {p1, p2}, Lcom/example/r30x/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 53
    :cond_0
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r30x/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method grant(Ljava/lang/String;I)V
    .registers 4
    .line 41
    iget-object v0, p0, Lcom/example/r30x/VariantsProvider;->grants:Ljava/util/Map;
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p2
    invoke-interface {v0, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 40
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 23
    invoke-virtual {p0}, Lcom/example/r30x/VariantsProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r30x/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r30x/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r30x/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30x/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r30x/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r30x/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :pre_3
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :pre_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r30x/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 27
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
    invoke-static {p1, p2}, Lcom/example/r30x/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 29
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 30
    const-string v0, "redeem"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :c31
    const-string p1, "resume_token"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/r30x/VariantsProvider;->redeem(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :c31
    const-string v0, "redeem_own"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :c32
    const-string p1, "resume_token"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1, p2}, Lcom/example/r30x/VariantsProvider;->redeemOwn(Ljava/lang/String;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :c32
    const-string v0, "first_owner"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :c33
    invoke-virtual {p0}, Lcom/example/r30x/VariantsProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {p1, p2}, Lcom/example/r30x/Pkgs;->copyFirst(Landroid/content/Context;I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30x/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :c33
    const-string v0, "any_owner"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :c34
    invoke-virtual {p0}, Lcom/example/r30x/VariantsProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {p1, p2}, Lcom/example/r30x/Pkgs;->all(Landroid/content/Context;I)[Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30x/Pkgs;->anyOf([Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30x/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 34
    :c34
    const-string v0, "probe"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :c35
    invoke-direct {p0, p2}, Lcom/example/r30x/VariantsProvider;->probe(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 35
    :c35
    const-string v0, "flush"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :c36
    iget-object p1, p0, Lcom/example/r30x/VariantsProvider;->hooked:Ljava/util/concurrent/ExecutorService;
    sget-object p2, Lcom/example/r30x/VariantsProvider$$ExternalSyntheticLambda2;->INSTANCE:Lcom/example/r30x/VariantsProvider$$ExternalSyntheticLambda2;
    invoke-interface {p1, p2}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r30x/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 36
    :c36
    const-string v0, "confirm_wipe"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :c37
    invoke-virtual {p0}, Lcom/example/r30x/VariantsProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    new-instance p2, Landroid/content/Intent;
    invoke-virtual {p0}, Lcom/example/r30x/VariantsProvider;->getContext()Landroid/content/Context;
    move-result-object p3
    const-class v0, Lcom/example/r30x/WipeActivity;
    invoke-direct {p2, p3, v0}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 p3, 0x1
    const/high16 v0, 0x4000000
    invoke-static {p1, p3, p2, v0}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30x/Replies;->needsAction(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 37
    :c37
    const-string v0, "confirm_sync"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :c38
    invoke-virtual {p0}, Lcom/example/r30x/VariantsProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    new-instance p2, Landroid/content/Intent;
    invoke-virtual {p0}, Lcom/example/r30x/VariantsProvider;->getContext()Landroid/content/Context;
    move-result-object p3
    const-class v0, Lcom/example/r30x/ConfirmActivity;
    invoke-direct {p2, p3, v0}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 p3, 0x2
    const/high16 v0, 0x4000000
    invoke-static {p1, p3, p2, v0}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30x/Replies;->needsAction(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 38
    :c38
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r30x/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
