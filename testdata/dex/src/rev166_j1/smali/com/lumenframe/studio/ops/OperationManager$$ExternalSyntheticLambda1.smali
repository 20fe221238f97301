.class public final synthetic Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/lumenframe/studio/ops/OperationManager;

.field public final synthetic f$1:Ljava/util/concurrent/CompletableFuture;

.field public final synthetic f$2:Lcom/lumenframe/studio/ops/Operation;

.field public final synthetic f$3:Lcom/lumenframe/studio/ops/Worker;

.field public final synthetic f$4:Lcom/lumenframe/studio/ops/WorkContext;


# direct methods
.method public synthetic constructor <init>(Lcom/lumenframe/studio/ops/OperationManager;Ljava/util/concurrent/CompletableFuture;Lcom/lumenframe/studio/ops/Operation;Lcom/lumenframe/studio/ops/Worker;Lcom/lumenframe/studio/ops/WorkContext;)V
    .registers 6

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda1;->f$0:Lcom/lumenframe/studio/ops/OperationManager;

    iput-object p2, p0, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda1;->f$1:Ljava/util/concurrent/CompletableFuture;

    iput-object p3, p0, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda1;->f$2:Lcom/lumenframe/studio/ops/Operation;

    iput-object p4, p0, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda1;->f$3:Lcom/lumenframe/studio/ops/Worker;

    iput-object p5, p0, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda1;->f$4:Lcom/lumenframe/studio/ops/WorkContext;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 6

    iget-object v0, p0, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda1;->f$0:Lcom/lumenframe/studio/ops/OperationManager;

    iget-object v1, p0, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda1;->f$1:Ljava/util/concurrent/CompletableFuture;

    iget-object v2, p0, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda1;->f$2:Lcom/lumenframe/studio/ops/Operation;

    iget-object v3, p0, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda1;->f$3:Lcom/lumenframe/studio/ops/Worker;

    iget-object v4, p0, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda1;->f$4:Lcom/lumenframe/studio/ops/WorkContext;

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/lumenframe/studio/ops/OperationManager;->lambda$startOrJoin$0$com-lumenframe-studio-ops-OperationManager(Ljava/util/concurrent/CompletableFuture;Lcom/lumenframe/studio/ops/Operation;Lcom/lumenframe/studio/ops/Worker;Lcom/lumenframe/studio/ops/WorkContext;)V

    return-void
.end method
