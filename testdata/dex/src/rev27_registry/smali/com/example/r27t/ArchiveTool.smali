.class public final Lcom/example/r27t/ArchiveTool;
.super Ljava/lang/Object;
.source "Tools.kt"
.implements Lcom/example/r27t/Tool;

.field private final io:Ljava/util/concurrent/ExecutorService;

.method public constructor <init>()V
    .registers 2
    .line 28
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 29
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r27t/ArchiveTool;->io:Ljava/util/concurrent/ExecutorService;
    return-void
.end method

.method static final run$lambda$0()V
    .registers 3
    .line 31
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "archiving for "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "archive"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method public run(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    const-string v0, "c"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "args"
    invoke-static {p2, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    iget-object p1, p0, Lcom/example/r27t/ArchiveTool;->io:Ljava/util/concurrent/ExecutorService;
    sget-object p2, Lcom/example/r27t/ArchiveTool$$ExternalSyntheticLambda0;->INSTANCE:Lcom/example/r27t/ArchiveTool$$ExternalSyntheticLambda0;
    invoke-interface {p1, p2}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 32
    const-string p1, "{\"queued\":true}"
    invoke-static {p1}, Lcom/example/r27t/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "success(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method
