.class public final Lcom/larderly/app/domain/UseCaseHandler;
.super Ljava/lang/Object;
.source "UseCaseHandler.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/larderly/app/domain/UseCaseHandler$Callback;
    }
.end annotation


# instance fields
.field private final executor:Ljava/util/concurrent/Executor;

.field private final mainThread:Landroid/os/Handler;


# direct methods
.method public constructor <init>(Ljava/util/concurrent/Executor;Landroid/os/Handler;)V
    .registers 3

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    iput-object p1, p0, Lcom/larderly/app/domain/UseCaseHandler;->executor:Ljava/util/concurrent/Executor;

    .line 17
    iput-object p2, p0, Lcom/larderly/app/domain/UseCaseHandler;->mainThread:Landroid/os/Handler;

    .line 18
    return-void
.end method

.method static synthetic lambda$execute$0(Lcom/larderly/app/domain/UseCaseHandler$Callback;Lcom/larderly/app/domain/Result;)V
    .registers 2

    .line 23
    invoke-interface {p0, p1}, Lcom/larderly/app/domain/UseCaseHandler$Callback;->onResult(Lcom/larderly/app/domain/Result;)V

    return-void
.end method

.method static runCatching(Lcom/larderly/app/domain/UseCase;Ljava/lang/Object;)Lcom/larderly/app/domain/Result;
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<P:",
            "Ljava/lang/Object;",
            "R:",
            "Ljava/lang/Object;",
            ">(",
            "Lcom/larderly/app/domain/UseCase<",
            "TP;TR;>;TP;)",
            "Lcom/larderly/app/domain/Result<",
            "TR;>;"
        }
    .end annotation

    .line 29
    :try_start_0
    invoke-interface {p0, p1}, Lcom/larderly/app/domain/UseCase;->execute(Ljava/lang/Object;)Lcom/larderly/app/domain/Result;
    :try_end_0
    .catch Lcom/larderly/app/domain/DomainException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_1

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v3

    .line 31
    invoke-static {v3}, Lcom/larderly/app/domain/Result;->failure(Lcom/larderly/app/domain/DomainException;)Lcom/larderly/app/domain/Result;

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v3

    .line 33
    new-instance v0, Lcom/larderly/app/domain/DomainException;

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "unexpected failure"

    invoke-direct {v0, v1, v2, v3}, Lcom/larderly/app/domain/DomainException;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)V

    invoke-static {v0}, Lcom/larderly/app/domain/Result;->failure(Lcom/larderly/app/domain/DomainException;)Lcom/larderly/app/domain/Result;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public execute(Lcom/larderly/app/domain/UseCase;Ljava/lang/Object;Lcom/larderly/app/domain/UseCaseHandler$Callback;)V
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<P:",
            "Ljava/lang/Object;",
            "R:",
            "Ljava/lang/Object;",
            ">(",
            "Lcom/larderly/app/domain/UseCase<",
            "TP;TR;>;TP;",
            "Lcom/larderly/app/domain/UseCaseHandler$Callback<",
            "TR;>;)V"
        }
    .end annotation

    .line 21
    iget-object v0, p0, Lcom/larderly/app/domain/UseCaseHandler;->executor:Ljava/util/concurrent/Executor;

    new-instance v1, Lcom/larderly/app/domain/UseCaseHandler$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0, p1, p2, p3}, Lcom/larderly/app/domain/UseCaseHandler$$ExternalSyntheticLambda0;-><init>(Lcom/larderly/app/domain/UseCaseHandler;Lcom/larderly/app/domain/UseCase;Ljava/lang/Object;Lcom/larderly/app/domain/UseCaseHandler$Callback;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V

    .line 25
    return-void
.end method

.method public synthetic lambda$execute$1$com-larderly-app-domain-UseCaseHandler(Lcom/larderly/app/domain/UseCase;Ljava/lang/Object;Lcom/larderly/app/domain/UseCaseHandler$Callback;)V
    .registers 7

    .line 22
    invoke-static {p1, p2}, Lcom/larderly/app/domain/UseCaseHandler;->runCatching(Lcom/larderly/app/domain/UseCase;Ljava/lang/Object;)Lcom/larderly/app/domain/Result;

    move-result-object v2

    .line 23
    iget-object v0, p0, Lcom/larderly/app/domain/UseCaseHandler;->mainThread:Landroid/os/Handler;

    new-instance v1, Lcom/larderly/app/domain/UseCaseHandler$$ExternalSyntheticLambda1;

    invoke-direct {v1, p3, v2}, Lcom/larderly/app/domain/UseCaseHandler$$ExternalSyntheticLambda1;-><init>(Lcom/larderly/app/domain/UseCaseHandler$Callback;Lcom/larderly/app/domain/Result;)V

    invoke-virtual {v0, v1}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z

    .line 24
    return-void
.end method
