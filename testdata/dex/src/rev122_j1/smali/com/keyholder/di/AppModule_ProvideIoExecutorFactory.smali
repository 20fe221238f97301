.class public final Lcom/keyholder/di/AppModule_ProvideIoExecutorFactory;
.super Ljava/lang/Object;
.source "AppModule_ProvideIoExecutorFactory.java"

# interfaces
.implements Ldagger/internal/Factory;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ldagger/internal/Factory",
        "<",
        "Ljava/util/concurrent/Executor;",
        ">;"
    }
.end annotation


# instance fields
.field private final module:Lcom/keyholder/di/AppModule;


# direct methods
.method public constructor <init>(Lcom/keyholder/di/AppModule;)V
    .registers 2

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput-object p1, p0, Lcom/keyholder/di/AppModule_ProvideIoExecutorFactory;->module:Lcom/keyholder/di/AppModule;

    .line 12
    return-void
.end method

.method public static create(Lcom/keyholder/di/AppModule;)Lcom/keyholder/di/AppModule_ProvideIoExecutorFactory;
    .registers 2

    .line 24
    new-instance v0, Lcom/keyholder/di/AppModule_ProvideIoExecutorFactory;

    invoke-direct {v0, p0}, Lcom/keyholder/di/AppModule_ProvideIoExecutorFactory;-><init>(Lcom/keyholder/di/AppModule;)V

    return-object v0
.end method

.method public static provideInstance(Lcom/keyholder/di/AppModule;)Ljava/util/concurrent/Executor;
    .registers 2

    .line 20
    invoke-static {p0}, Lcom/keyholder/di/AppModule_ProvideIoExecutorFactory;->proxyProvideIoExecutor(Lcom/keyholder/di/AppModule;)Ljava/util/concurrent/Executor;

    move-result-object v0

    return-object v0
.end method

.method public static proxyProvideIoExecutor(Lcom/keyholder/di/AppModule;)Ljava/util/concurrent/Executor;
    .registers 3

    .line 28
    invoke-virtual {p0}, Lcom/keyholder/di/AppModule;->provideIoExecutor()Ljava/util/concurrent/Executor;

    move-result-object v0

    const-string v1, "Cannot return null from a non-@Nullable @Provides method"

    invoke-static {v0, v1}, Ldagger/internal/Preconditions;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/concurrent/Executor;

    return-object v0
.end method


# virtual methods
.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2

    .line 7
    invoke-virtual {p0}, Lcom/keyholder/di/AppModule_ProvideIoExecutorFactory;->get()Ljava/util/concurrent/Executor;

    move-result-object v0

    return-object v0
.end method

.method public get()Ljava/util/concurrent/Executor;
    .registers 2

    .line 16
    iget-object v0, p0, Lcom/keyholder/di/AppModule_ProvideIoExecutorFactory;->module:Lcom/keyholder/di/AppModule;

    invoke-static {v0}, Lcom/keyholder/di/AppModule_ProvideIoExecutorFactory;->provideInstance(Lcom/keyholder/di/AppModule;)Ljava/util/concurrent/Executor;

    move-result-object v0

    return-object v0
.end method
