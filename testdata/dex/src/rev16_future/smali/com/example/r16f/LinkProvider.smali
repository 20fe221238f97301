.class public Lcom/example/r16f/LinkProvider;
.super Landroid/content/ContentProvider;
.source "LinkProvider.java"

.field private static final TRUSTED:Ljava/util/Set;
.field private final pool:Ljava/util/concurrent/ExecutorService;

.method static constructor <clinit>()V
    .registers 1
    .line 15
    const-string v0, "com.example.companion"
    invoke-static {v0}, Ljava/util/Collections;->singleton(Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/example/r16f/LinkProvider;->TRUSTED:Ljava/util/Set;
    return-void
.end method

.method public constructor <init>()V
    .registers 2
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 16
    const/4 v0, 0x2
    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r16f/LinkProvider;->pool:Ljava/util/concurrent/ExecutorService;
    return-void
.end method

.method static synthetic lambda$syncContacts$0(I)Ljava/lang/Integer;
    .registers 1
    .line 53
    invoke-static {p0}, Lcom/example/r16f/Contacts;->sync(I)I
    move-result p0
    invoke-static {p0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p0
    return-object p0
.end method

.method static synthetic lambda$syncContacts$1(Ljava/lang/Integer;)Ljava/lang/String;
    .registers 3
    .line 54
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"synced\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string p0, "}"
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public synthetic lambda$auditCaller$2()Ljava/lang/String;
    .registers 2
    .line 59
    invoke-virtual {p0}, Lcom/example/r16f/LinkProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static synthetic lambda$auditCaller$3(Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    .line 60
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"caller\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p0, "\"}"
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public onCreate()Z
    .registers 2
    .line 17
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r16f/LinkProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r16f/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r16f/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r16f/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r16f/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r16f/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r16f/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r16f/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r16f/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string v0, "link_account"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_a
    invoke-direct {p0, p2, p3}, Lcom/example/r16f/LinkProvider;->linkAccount(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_a
    const-string v0, "app_label"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_b
    invoke-direct {p0, p3}, Lcom/example/r16f/LinkProvider;->appLabel(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_b
    const-string v0, "sync_contacts"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_c
    invoke-direct {p0, p2}, Lcom/example/r16f/LinkProvider;->syncContacts(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :cond_c
    const-string v0, "audit_caller"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_d
    invoke-direct {p0}, Lcom/example/r16f/LinkProvider;->auditCaller()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :cond_d
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r16f/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private linkAccount(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    # true positive CETP606: the caller's package as the request states it
    .line 37
    const-string v0, "caller_package"
    invoke-virtual {p2, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-static {p2}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;
    move-result-object p2
    new-instance v0, Lcom/example/r16f/LinkProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/example/r16f/LinkProvider$$ExternalSyntheticLambda0;-><init>()V
    invoke-virtual {p2, v0}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;
    move-result-object p2
    const-string v0, ""
    invoke-virtual {p2, v0}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p2
    check-cast p2, Ljava/lang/String;
    .line 38
    sget-object v0, Lcom/example/r16f/LinkProvider;->TRUSTED:Ljava/util/Set;
    invoke-interface {v0, p2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "unknown app"
    invoke-static {p1, p2}, Lcom/example/r16f/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 39
    :cond_0
    invoke-static {p1, p2}, Lcom/example/r16f/Contacts;->link(ILjava/lang/String;)V
    .line 40
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r16f/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private appLabel(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    # near miss CETP606: package_name names the app the tool describes
    .line 44
    const-string v0, "package_name"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;
    move-result-object p1
    new-instance v0, Lcom/example/r16f/LinkProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/example/r16f/LinkProvider$$ExternalSyntheticLambda0;-><init>()V
    invoke-virtual {p1, v0}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;
    move-result-object p1
    const-string v0, ""
    invoke-virtual {p1, v0}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/String;
    .line 45
    :try_start_0
    invoke-virtual {p0}, Lcom/example/r16f/LinkProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    .line 46
    const/4 v1, 0x0
    invoke-virtual {v0, p1, v1}, Landroid/content/pm/PackageManager;->getApplicationInfo(Ljava/lang/String;I)Landroid/content/pm/ApplicationInfo;
    move-result-object p1
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getApplicationLabel(Landroid/content/pm/ApplicationInfo;)Ljava/lang/CharSequence;
    move-result-object p1
    .line 47
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"label\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string p1, "\"}"
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r16f/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0
    return-object p1
    .line 49
    :catch_0
    const-string p1, "NOT_FOUND"
    const-string v0, "no such app"
    invoke-static {p1, v0}, Lcom/example/r16f/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private syncContacts(I)Landroid/os/Bundle;
    .registers 4
    # near miss CETP603: the UID was read in call() and is captured as an int
    .line 53
    new-instance v0, Lcom/example/r16f/LinkProvider$$ExternalSyntheticLambda1;
    invoke-direct {v0, p1}, Lcom/example/r16f/LinkProvider$$ExternalSyntheticLambda1;-><init>(I)V
    iget-object p1, p0, Lcom/example/r16f/LinkProvider;->pool:Ljava/util/concurrent/ExecutorService;
    invoke-static {v0, p1}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;
    move-result-object p1
    .line 54
    new-instance v0, Lcom/example/r16f/LinkProvider$$ExternalSyntheticLambda2;
    invoke-direct {v0}, Lcom/example/r16f/LinkProvider$$ExternalSyntheticLambda2;-><init>()V
    invoke-virtual {p1, v0}, Ljava/util/concurrent/CompletableFuture;->thenApply(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;
    move-result-object p1
    invoke-virtual {p1}, Ljava/util/concurrent/CompletableFuture;->join()Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/String;
    .line 55
    invoke-static {p1}, Lcom/example/r16f/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private auditCaller()Landroid/os/Bundle;
    .registers 4
    # true positive CETP603: getCallingPackage() read on the pool thread
    .line 59
    new-instance v0, Lcom/example/r16f/LinkProvider$$ExternalSyntheticLambda3;
    invoke-direct {v0, p0}, Lcom/example/r16f/LinkProvider$$ExternalSyntheticLambda3;-><init>(Lcom/example/r16f/LinkProvider;)V
    iget-object v1, p0, Lcom/example/r16f/LinkProvider;->pool:Ljava/util/concurrent/ExecutorService;
    invoke-static {v0, v1}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;
    move-result-object v0
    .line 60
    new-instance v1, Lcom/example/r16f/LinkProvider$$ExternalSyntheticLambda4;
    invoke-direct {v1}, Lcom/example/r16f/LinkProvider$$ExternalSyntheticLambda4;-><init>()V
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->thenApply(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/concurrent/CompletableFuture;->join()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    .line 61
    invoke-static {v0}, Lcom/example/r16f/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
