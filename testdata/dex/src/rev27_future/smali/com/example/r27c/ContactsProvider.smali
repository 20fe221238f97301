.class public Lcom/example/r27c/ContactsProvider;
.super Landroid/content/ContentProvider;
.source "ContactsProvider.java"

.field private static final PARTNER:Lcom/example/r27c/Grant;

.field private final pool:Ljava/util/concurrent/ExecutorService;

.method static constructor <clinit>()V
    .registers 3
    .line 15
    new-instance v0, Lcom/example/r27c/Grant;
    const-string v1, "com.example.partner"
    const-string v2, "contacts"
    invoke-direct {v0, v1, v2}, Lcom/example/r27c/Grant;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Lcom/example/r27c/ContactsProvider;->PARTNER:Lcom/example/r27c/Grant;
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
    iput-object v0, p0, Lcom/example/r27c/ContactsProvider;->pool:Ljava/util/concurrent/ExecutorService;
    return-void
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
    invoke-virtual {p0}, Lcom/example/r27c/ContactsProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r27c/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r27c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r27c/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r27c/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r27c/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r27c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r27c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r27c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string p2, "count_contacts"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_share
    invoke-direct {p0}, Lcom/example/r27c/ContactsProvider;->count()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_share
    const-string p2, "share_contacts"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_none
    invoke-direct {p0, p3}, Lcom/example/r27c/ContactsProvider;->share(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_none
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r27c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private count()Landroid/os/Bundle;
    .registers 4
    .line 34
    invoke-virtual {p0}, Lcom/example/r27c/ContactsProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    .line 35
    new-instance v1, Lcom/example/r27c/ContactsProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1}, Lcom/example/r27c/ContactsProvider$$ExternalSyntheticLambda0;-><init>()V
    iget-object v2, p0, Lcom/example/r27c/ContactsProvider;->pool:Ljava/util/concurrent/ExecutorService;
    invoke-static {v1, v2}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;
    move-result-object v1
    .line 36
    new-instance v2, Lcom/example/r27c/ContactsProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, v0}, Lcom/example/r27c/ContactsProvider$$ExternalSyntheticLambda1;-><init>(Ljava/lang/String;)V
    iget-object v0, p0, Lcom/example/r27c/ContactsProvider;->pool:Ljava/util/concurrent/ExecutorService;
    invoke-virtual {v1, v2, v0}, Ljava/util/concurrent/CompletableFuture;->thenApplyAsync(Ljava/util/function/Function;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;
    move-result-object v0
    .line 37
    invoke-virtual {v0}, Ljava/util/concurrent/CompletableFuture;->join()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    .line 38
    invoke-static {v0}, Lcom/example/r27c/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method static synthetic lambda$count$0(Ljava/lang/String;Ljava/util/List;)Ljava/lang/String;
    .registers 4
    .line 36
    invoke-interface {p1}, Ljava/util/List;->size()I
    move-result p1
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"n\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v0, ",\"for\":\""
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    const-string p1, "\"}"
    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method private share(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 41
    new-instance v0, Lcom/example/r27c/Grant;
    const-string v1, "caller_package"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string v1, "contacts"
    invoke-direct {v0, p1, v1}, Lcom/example/r27c/Grant;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    .line 42
    sget-object p1, Lcom/example/r27c/ContactsProvider;->PARTNER:Lcom/example/r27c/Grant;
    invoke-static {v0, p1}, Ljava/util/Objects;->equals(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_ok
    const-string p1, "PERMISSION_DENIED"
    const-string v0, "partners only"
    invoke-static {p1, v0}, Lcom/example/r27c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 43
    :cond_ok
    new-instance p1, Lcom/example/r27c/ContactsProvider$$ExternalSyntheticLambda2;
    invoke-direct {p1}, Lcom/example/r27c/ContactsProvider$$ExternalSyntheticLambda2;-><init>()V
    iget-object v0, p0, Lcom/example/r27c/ContactsProvider;->pool:Ljava/util/concurrent/ExecutorService;
    invoke-static {p1, v0}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;
    move-result-object p1
    .line 44
    new-instance v0, Lcom/example/r27c/ContactsProvider$$ExternalSyntheticLambda3;
    invoke-direct {v0, p0}, Lcom/example/r27c/ContactsProvider$$ExternalSyntheticLambda3;-><init>(Lcom/example/r27c/ContactsProvider;)V
    iget-object v1, p0, Lcom/example/r27c/ContactsProvider;->pool:Ljava/util/concurrent/ExecutorService;
    invoke-virtual {p1, v0, v1}, Ljava/util/concurrent/CompletableFuture;->thenApplyAsync(Ljava/util/function/Function;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;
    move-result-object p1
    .line 45
    invoke-virtual {p1}, Ljava/util/concurrent/CompletableFuture;->join()Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/String;
    .line 46
    invoke-static {p1}, Lcom/example/r27c/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public synthetic lambda$share$1$com-example-r27c-ContactsProvider(Ljava/util/List;)Ljava/lang/String;
    .registers 4
    .line 44
    invoke-interface {p1}, Ljava/util/List;->size()I
    move-result p1
    invoke-virtual {p0}, Lcom/example/r27c/ContactsProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"n\":"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v1, ",\"for\":\""
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v0, "\"}"
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method
