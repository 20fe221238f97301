.class public Lcom/example/r30j1/ReportsProvider;
.super Landroid/content/ContentProvider;
.source "ReportsProvider.java"

# Java sketch: sketch/ReportsProvider.java (javac 17 + D8 --min-api 21).

.field private static final SOURCES:[Ljava/lang/String;

.field private final audit:Lcom/example/r30j1/Audit;

.field private final pool:Lcom/example/r30j1/TaggedPool;

.field private final scanners:Ljava/util/concurrent/ExecutorService;

.field private final timer:Ljava/util/Timer;

.method static synthetic -$$Nest$fgetaudit(Lcom/example/r30j1/ReportsProvider;)Lcom/example/r30j1/Audit;
    .registers 1
    iget-object p0, p0, Lcom/example/r30j1/ReportsProvider;->audit:Lcom/example/r30j1/Audit;
    return-object p0
.end method

.method static constructor <clinit>()V
    .registers 3
    .line 16
    const-string v0, "news"
    const-string v1, "blogs"
    const-string v2, "podcasts"
    filled-new-array {v0, v1, v2}, [Ljava/lang/String;
    move-result-object v0
    sput-object v0, Lcom/example/r30j1/ReportsProvider;->SOURCES:[Ljava/lang/String;
    return-void
.end method

.method public constructor <init>()V
    .registers 3
    .line 15
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 17
    new-instance v0, Ljava/util/Timer;
    const-string v1, "reports"
    const/4 v2, 0x1
    invoke-direct {v0, v1, v2}, Ljava/util/Timer;-><init>(Ljava/lang/String;Z)V
    iput-object v0, p0, Lcom/example/r30j1/ReportsProvider;->timer:Ljava/util/Timer;
    .line 18
    invoke-static {}, Ljava/util/concurrent/Executors;->newCachedThreadPool()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r30j1/ReportsProvider;->scanners:Ljava/util/concurrent/ExecutorService;
    .line 19
    new-instance v0, Lcom/example/r30j1/Audit;
    invoke-direct {v0}, Lcom/example/r30j1/Audit;-><init>()V
    iput-object v0, p0, Lcom/example/r30j1/ReportsProvider;->audit:Lcom/example/r30j1/Audit;
    .line 90
    new-instance v0, Lcom/example/r30j1/TaggedPool;
    iget-object v1, p0, Lcom/example/r30j1/ReportsProvider;->audit:Lcom/example/r30j1/Audit;
    invoke-direct {v0, v1}, Lcom/example/r30j1/TaggedPool;-><init>(Lcom/example/r30j1/Audit;)V
    iput-object v0, p0, Lcom/example/r30j1/ReportsProvider;->pool:Lcom/example/r30j1/TaggedPool;
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r30j1/ReportsProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r30j1/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r30j1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r30j1/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30j1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r30j1/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r30j1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r30j1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r30j1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string p3, "refresh_feed"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :cond_30
    invoke-direct {p0}, Lcom/example/r30j1/ReportsProvider;->refreshFeed()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_30
    const-string p3, "refresh_inbox"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :cond_31
    invoke-direct {p0, p2}, Lcom/example/r30j1/ReportsProvider;->refreshInbox(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_31
    const-string p2, "scan_sources"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_32
    invoke-direct {p0}, Lcom/example/r30j1/ReportsProvider;->scanSources()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :cond_32
    const-string p2, "scan_mirrors"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_33
    invoke-virtual {p0}, Lcom/example/r30j1/ReportsProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/r30j1/ReportsProvider;->scanMirrors(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :cond_33
    const-string p2, "compact_store"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_34
    invoke-direct {p0}, Lcom/example/r30j1/ReportsProvider;->compact()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 34
    :cond_34
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r30j1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public onCreate()Z
    .registers 2
    .line 36
    const/4 v0, 0x1
    return v0
.end method

.method private refreshFeed()Landroid/os/Bundle;
    .registers 5
    .line 38
    iget-object v0, p0, Lcom/example/r30j1/ReportsProvider;->timer:Ljava/util/Timer;
    new-instance v1, Lcom/example/r30j1/ReportsProvider$1;
    invoke-direct {v1, p0}, Lcom/example/r30j1/ReportsProvider$1;-><init>(Lcom/example/r30j1/ReportsProvider;)V
    const-wide/16 v2, 0x1f4
    invoke-virtual {v0, v1, v2, v3}, Ljava/util/Timer;->schedule(Ljava/util/TimerTask;J)V
    .line 43
    const-string v0, "{}"
    invoke-static {v0}, Lcom/example/r30j1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private refreshInbox(I)Landroid/os/Bundle;
    .registers 6
    .line 46
    iget-object v0, p0, Lcom/example/r30j1/ReportsProvider;->timer:Ljava/util/Timer;
    new-instance v1, Lcom/example/r30j1/ReportsProvider$2;
    invoke-direct {v1, p0, p1}, Lcom/example/r30j1/ReportsProvider$2;-><init>(Lcom/example/r30j1/ReportsProvider;I)V
    const-wide/16 v2, 0x1f4
    invoke-virtual {v0, v1, v2, v3}, Ljava/util/Timer;->schedule(Ljava/util/TimerTask;J)V
    .line 51
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r30j1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private scanSources()Landroid/os/Bundle;
    .registers 7
    .line 54
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    .line 55
    sget-object v1, Lcom/example/r30j1/ReportsProvider;->SOURCES:[Ljava/lang/String;
    array-length v2, v1
    const/4 v3, 0x0
    :goto_0
    if-ge v3, v2, :cond_0
    aget-object v4, v1, v3
    .line 56
    new-instance v5, Lcom/example/r30j1/ReportsProvider$3;
    invoke-direct {v5, p0, v4}, Lcom/example/r30j1/ReportsProvider$3;-><init>(Lcom/example/r30j1/ReportsProvider;Ljava/lang/String;)V
    invoke-interface {v0, v5}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 55
    add-int/lit8 v3, v3, 0x1
    goto :goto_0
    .line 62
    :cond_0
    invoke-direct {p0, v0}, Lcom/example/r30j1/ReportsProvider;->collect(Ljava/util/List;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private scanMirrors(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8
    .line 65
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    .line 66
    sget-object v1, Lcom/example/r30j1/ReportsProvider;->SOURCES:[Ljava/lang/String;
    array-length v2, v1
    const/4 v3, 0x0
    :goto_0
    if-ge v3, v2, :cond_0
    aget-object v4, v1, v3
    .line 67
    new-instance v5, Lcom/example/r30j1/ReportsProvider$4;
    invoke-direct {v5, p0, v4, p1}, Lcom/example/r30j1/ReportsProvider$4;-><init>(Lcom/example/r30j1/ReportsProvider;Ljava/lang/String;Ljava/lang/String;)V
    invoke-interface {v0, v5}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 66
    add-int/lit8 v3, v3, 0x1
    goto :goto_0
    .line 73
    :cond_0
    invoke-direct {p0, v0}, Lcom/example/r30j1/ReportsProvider;->collect(Ljava/util/List;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private compact()Landroid/os/Bundle;
    .registers 4
    .line 76
    iget-object v0, p0, Lcom/example/r30j1/ReportsProvider;->pool:Lcom/example/r30j1/TaggedPool;
    iget-object v1, p0, Lcom/example/r30j1/ReportsProvider;->audit:Lcom/example/r30j1/Audit;
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    new-instance v2, Lcom/example/r30j1/ReportsProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, v1}, Lcom/example/r30j1/ReportsProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r30j1/Audit;)V
    invoke-virtual {v0, v2}, Lcom/example/r30j1/TaggedPool;->execute(Ljava/lang/Runnable;)V
    .line 77
    const-string v0, "{}"
    invoke-static {v0}, Lcom/example/r30j1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private collect(Ljava/util/List;)Landroid/os/Bundle;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List<",
            "Ljava/util/concurrent/Callable<",
            "Ljava/lang/String;",
            ">;>;)",
            "Landroid/os/Bundle;"
        }
    .end annotation
    .line 80
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    .line 82
    :try_start_0
    iget-object v1, p0, Lcom/example/r30j1/ReportsProvider;->scanners:Ljava/util/concurrent/ExecutorService;
    invoke-interface {v1, p1}, Ljava/util/concurrent/ExecutorService;->invokeAll(Ljava/util/Collection;)Ljava/util/List;
    move-result-object p1
    invoke-interface {p1}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object p1
    :goto_0
    invoke-interface {p1}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :cond_0
    invoke-interface {p1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/concurrent/Future;
    .line 83
    invoke-interface {v1}, Ljava/util/concurrent/Future;->get()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const/16 v2, 0xa
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    :try_end_0
    .catch Ljava/lang/InterruptedException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_0
    .line 88
    :cond_0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->length()I
    move-result p1
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"lines\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v0, "}"
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30j1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 86
    :catch_0
    const-string p1, "INTERNAL_ERROR"
    const-string v0, "scan interrupted"
    invoke-static {p1, v0}, Lcom/example/r30j1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
