.class Lcom/relaykit/home/routines/RoutinesModule$1;
.super Ljava/lang/Object;
.source "RoutinesModule.java"

# interfaces
.implements Ljava/util/function/Supplier;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/relaykit/home/routines/RoutinesModule;->install(Lcom/relaykit/home/core/ServiceContainer;Landroid/content/Context;)Lcom/relaykit/home/core/ServiceContainer;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/util/function/Supplier<",
        "Lcom/relaykit/home/cetp/CetpV2ContentProvider$MutationExecutor;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic val$c:Lcom/relaykit/home/core/ServiceContainer;


# direct methods
.method constructor <init>(Lcom/relaykit/home/core/ServiceContainer;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 33
    iput-object p1, p0, Lcom/relaykit/home/routines/RoutinesModule$1;->val$c:Lcom/relaykit/home/core/ServiceContainer;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public get()Lcom/relaykit/home/cetp/CetpV2ContentProvider$MutationExecutor;
    .registers 9

    .line 36
    new-instance v0, Lcom/relaykit/home/routines/JournaledExecutor;

    iget-object v2, p0, Lcom/relaykit/home/routines/RoutinesModule$1;->val$c:Lcom/relaykit/home/core/ServiceContainer;

    const-class v3, Lcom/relaykit/home/core/HomeDb;

    invoke-virtual {v2, v3}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/relaykit/home/core/HomeDb;

    iget-object v3, p0, Lcom/relaykit/home/routines/RoutinesModule$1;->val$c:Lcom/relaykit/home/core/ServiceContainer;

    const-class v4, Lcom/relaykit/home/routines/DedupLedger;

    invoke-virtual {v3, v4}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Lcom/relaykit/home/routines/DedupLedger;

    iget-object v4, p0, Lcom/relaykit/home/routines/RoutinesModule$1;->val$c:Lcom/relaykit/home/core/ServiceContainer;

    .line 37
    const-class v5, Lcom/relaykit/home/routines/OperationBoard;

    invoke-virtual {v4, v5}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Lcom/relaykit/home/routines/OperationBoard;

    iget-object v5, p0, Lcom/relaykit/home/routines/RoutinesModule$1;->val$c:Lcom/relaykit/home/core/ServiceContainer;

    const-class v6, Lcom/relaykit/home/core/Retry;

    invoke-virtual {v5, v6}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Lcom/relaykit/home/core/Retry;

    iget-object v6, p0, Lcom/relaykit/home/routines/RoutinesModule$1;->val$c:Lcom/relaykit/home/core/ServiceContainer;

    const-class v7, Lcom/relaykit/home/core/CommandHistory;

    invoke-virtual {v6, v7}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v6

    check-cast v6, Lcom/relaykit/home/core/CommandHistory;

    .line 38
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v7

    move-object v1, v0

    invoke-direct/range {v1 .. v7}, Lcom/relaykit/home/routines/JournaledExecutor;-><init>(Lcom/relaykit/home/core/HomeDb;Lcom/relaykit/home/routines/DedupLedger;Lcom/relaykit/home/routines/OperationBoard;Lcom/relaykit/home/core/Retry;Lcom/relaykit/home/core/CommandHistory;Ljava/util/concurrent/Executor;)V

    .line 36
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2

    .line 33
    invoke-virtual {p0}, Lcom/relaykit/home/routines/RoutinesModule$1;->get()Lcom/relaykit/home/cetp/CetpV2ContentProvider$MutationExecutor;

    move-result-object v0

    return-object v0
.end method
