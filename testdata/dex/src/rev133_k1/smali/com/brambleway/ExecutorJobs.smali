.class public final Lcom/brambleway/ExecutorJobs;
.super Ljava/lang/Object;
.source "Jobs.kt"

# interfaces
.implements Lcom/brambleway/Jobs;

# instance fields
.field private final executor:Ljava/util/concurrent/Executor;


# direct methods
.method public constructor <init>(Ljava/util/concurrent/Executor;)V
    .registers 3
    const-string v0, "executor"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/brambleway/ExecutorJobs;->executor:Ljava/util/concurrent/Executor;
    return-void
.end method

.method public static final post$lambda$0(Lkotlin/jvm/functions/Function0;)V
    .registers 1
    .line 12
    invoke-interface {p0}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    return-void
.end method


# virtual methods
.method public post(Lkotlin/jvm/functions/Function0;)V
    .registers 4
    const-string v1, "job"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    iget-object v0, p0, Lcom/brambleway/ExecutorJobs;->executor:Ljava/util/concurrent/Executor;
    new-instance v1, Lcom/brambleway/ExecutorJobs$$ExternalSyntheticLambda0;
    invoke-direct {v1, p1}, Lcom/brambleway/ExecutorJobs$$ExternalSyntheticLambda0;-><init>(Lkotlin/jvm/functions/Function0;)V
    invoke-interface {v0, v1}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    return-void
.end method
