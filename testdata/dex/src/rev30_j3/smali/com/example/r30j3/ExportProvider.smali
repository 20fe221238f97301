.class public Lcom/example/r30j3/ExportProvider;
.super Landroid/content/ContentProvider;
.source "ExportProvider.java"

# Java sketch: sketch/ExportProvider.java (javac 17 + D8 --min-api 24).

.field private final ids:Ljava/util/SplittableRandom;

.field private final io:Ljava/util/concurrent/ExecutorService;

.field private ops:Lcom/example/r30j3/OpStore;

.method public constructor <init>()V
    .registers 2
    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 13
    const/4 v0, 0x2
    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r30j3/ExportProvider;->io:Ljava/util/concurrent/ExecutorService;
    .line 14
    new-instance v0, Ljava/util/SplittableRandom;
    invoke-direct {v0}, Ljava/util/SplittableRandom;-><init>()V
    iput-object v0, p0, Lcom/example/r30j3/ExportProvider;->ids:Ljava/util/SplittableRandom;
    return-void
.end method

.method private static accepted(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4
    .line 66
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"operation_id\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "\",\"poll_after_ms\":1000}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/r30j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 67
    const-string v1, "status"
    const-string v2, "accepted"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 68
    const-string v1, "operation_id"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 69
    return-object v0
.end method

.method private cancel(Ljava/lang/String;I)Landroid/os/Bundle;
    .registers 4
    .line 55
    iget-object v0, p0, Lcom/example/r30j3/ExportProvider;->ops:Lcom/example/r30j3/OpStore;
    invoke-virtual {v0, p1}, Lcom/example/r30j3/OpStore;->get(Ljava/lang/String;)Lcom/example/r30j3/OpStore$Op;
    move-result-object v0
    .line 56
    if-eqz v0, :cond_1
    iget v0, v0, Lcom/example/r30j3/OpStore$Op;->uid:I
    if-eq v0, p2, :cond_0
    :cond_1
    const-string p1, "INVALID_REQUEST"
    const-string p2, "unknown operation"
    invoke-static {p1, p2}, Lcom/example/r30j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 57
    :cond_0
    iget-object p2, p0, Lcom/example/r30j3/ExportProvider;->ops:Lcom/example/r30j3/OpStore;
    invoke-virtual {p2, p1}, Lcom/example/r30j3/OpStore;->cancel(Ljava/lang/String;)V
    .line 58
    const-string p1, "{\"state\":\"cancellation_requested\"}"
    invoke-static {p1}, Lcom/example/r30j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private exportNotes(I)Landroid/os/Bundle;
    .registers 5
    .line 43
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v0
    .line 44
    iget-object v1, p0, Lcom/example/r30j3/ExportProvider;->ops:Lcom/example/r30j3/OpStore;
    invoke-virtual {v1, v0, p1}, Lcom/example/r30j3/OpStore;->open(Ljava/lang/String;I)V
    .line 45
    new-instance v1, Lcom/example/r30j3/ExportProvider$$ExternalSyntheticLambda2;
    invoke-direct {v1, p1}, Lcom/example/r30j3/ExportProvider$$ExternalSyntheticLambda2;-><init>(I)V
    iget-object p1, p0, Lcom/example/r30j3/ExportProvider;->io:Ljava/util/concurrent/ExecutorService;
    invoke-static {v1, p1}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;
    move-result-object p1
    new-instance v1, Lcom/example/r30j3/ExportProvider$$ExternalSyntheticLambda3;
    invoke-direct {v1, p0, v0}, Lcom/example/r30j3/ExportProvider$$ExternalSyntheticLambda3;-><init>(Lcom/example/r30j3/ExportProvider;Ljava/lang/String;)V
    .line 46
    invoke-virtual {p1, v1}, Ljava/util/concurrent/CompletableFuture;->thenAccept(Ljava/util/function/Consumer;)Ljava/util/concurrent/CompletableFuture;
    .line 47
    invoke-static {v0}, Lcom/example/r30j3/ExportProvider;->accepted(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private exportPhotos()Landroid/os/Bundle;
    .registers 5
    .line 36
    iget-object v0, p0, Lcom/example/r30j3/ExportProvider;->ids:Ljava/util/SplittableRandom;
    invoke-virtual {v0}, Ljava/util/SplittableRandom;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    .line 37
    iget-object v1, p0, Lcom/example/r30j3/ExportProvider;->ops:Lcom/example/r30j3/OpStore;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-virtual {v1, v0, v2}, Lcom/example/r30j3/OpStore;->open(Ljava/lang/String;I)V
    .line 38
    new-instance v1, Lcom/example/r30j3/ExportProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1, p0}, Lcom/example/r30j3/ExportProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r30j3/ExportProvider;)V
    iget-object v2, p0, Lcom/example/r30j3/ExportProvider;->io:Ljava/util/concurrent/ExecutorService;
    invoke-static {v1, v2}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;
    move-result-object v1
    new-instance v2, Lcom/example/r30j3/ExportProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, p0, v0}, Lcom/example/r30j3/ExportProvider$$ExternalSyntheticLambda1;-><init>(Lcom/example/r30j3/ExportProvider;Ljava/lang/String;)V
    .line 39
    invoke-virtual {v1, v2}, Ljava/util/concurrent/CompletableFuture;->thenAccept(Ljava/util/function/Consumer;)Ljava/util/concurrent/CompletableFuture;
    .line 40
    invoke-static {v0}, Lcom/example/r30j3/ExportProvider;->accepted(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method static synthetic lambda$exportNotes$2(I)Ljava/lang/String;
    .registers 2
    .line 45
    const-string v0, "notes"
    invoke-static {v0, p0}, Lcom/example/r30j3/ExportProvider;->renderFor(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method private render(Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    .line 60
    invoke-direct {p0}, Lcom/example/r30j3/ExportProvider;->stamp()I
    move-result v0
    invoke-static {p1, v0}, Lcom/example/r30j3/ExportProvider;->renderFor(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method private static renderFor(Ljava/lang/String;I)Ljava/lang/String;
    .registers 4
    .line 63
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"kind\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    const-string v0, "\",\"owner\":"
    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p0
    const-string p1, "}"
    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method private stamp()I
    .registers 2
    .line 61
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    return v0
.end method

.method private status(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 3
    .line 50
    iget-object v0, p0, Lcom/example/r30j3/ExportProvider;->ops:Lcom/example/r30j3/OpStore;
    invoke-virtual {v0, p1}, Lcom/example/r30j3/OpStore;->get(Ljava/lang/String;)Lcom/example/r30j3/OpStore$Op;
    move-result-object p1
    .line 51
    if-nez p1, :cond_0
    const-string p1, "INVALID_REQUEST"
    const-string v0, "unknown operation"
    invoke-static {p1, v0}, Lcom/example/r30j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 52
    :cond_0
    invoke-virtual {p1}, Lcom/example/r30j3/OpStore$Op;->toJson()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r30j3/ExportProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r30j3/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r30j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r30j3/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r30j3/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r30j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r30j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r30j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string v0, "export_photos"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_30
    invoke-direct {p0}, Lcom/example/r30j3/ExportProvider;->exportPhotos()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_30
    const-string v0, "export_notes"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_31
    invoke-direct {p0, p2}, Lcom/example/r30j3/ExportProvider;->exportNotes(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_31
    const-string v0, "export_status"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    const-string v1, "operation_id"
    if-eqz v0, :cond_32
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/r30j3/ExportProvider;->status(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :cond_32
    const-string v0, "cancel_export"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_33
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1, p2}, Lcom/example/r30j3/ExportProvider;->cancel(Ljava/lang/String;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :cond_33
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r30j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public synthetic lambda$exportNotes$3$com-example-r30j3-ExportProvider(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    .line 46
    iget-object v0, p0, Lcom/example/r30j3/ExportProvider;->ops:Lcom/example/r30j3/OpStore;
    invoke-virtual {v0, p1, p2}, Lcom/example/r30j3/OpStore;->finish(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method public synthetic lambda$exportPhotos$0$com-example-r30j3-ExportProvider()Ljava/lang/String;
    .registers 2
    .line 38
    const-string v0, "photos"
    invoke-direct {p0, v0}, Lcom/example/r30j3/ExportProvider;->render(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public synthetic lambda$exportPhotos$1$com-example-r30j3-ExportProvider(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    .line 39
    iget-object v0, p0, Lcom/example/r30j3/ExportProvider;->ops:Lcom/example/r30j3/OpStore;
    invoke-virtual {v0, p1, p2}, Lcom/example/r30j3/OpStore;->finish(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method public onCreate()Z
    .registers 3
    .line 17
    new-instance v0, Lcom/example/r30j3/OpStore;
    invoke-virtual {p0}, Lcom/example/r30j3/ExportProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/example/r30j3/OpStore;-><init>(Landroid/content/Context;)V
    iput-object v0, p0, Lcom/example/r30j3/ExportProvider;->ops:Lcom/example/r30j3/OpStore;
    .line 18
    const/4 v0, 0x1
    return v0
.end method
