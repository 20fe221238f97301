.class public final synthetic Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/BiConsumer;


# instance fields
.field public final synthetic f$0:Lcom/lumenframe/studio/ops/OperationManager;

.field public final synthetic f$1:Lcom/lumenframe/studio/ops/Operation;


# direct methods
.method public synthetic constructor <init>(Lcom/lumenframe/studio/ops/OperationManager;Lcom/lumenframe/studio/ops/Operation;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda3;->f$0:Lcom/lumenframe/studio/ops/OperationManager;

    iput-object p2, p0, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda3;->f$1:Lcom/lumenframe/studio/ops/Operation;

    return-void
.end method


# virtual methods
.method public final accept(Ljava/lang/Object;Ljava/lang/Object;)V
    .registers 5

    iget-object v0, p0, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda3;->f$0:Lcom/lumenframe/studio/ops/OperationManager;

    iget-object v1, p0, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda3;->f$1:Lcom/lumenframe/studio/ops/Operation;

    check-cast p1, Lcom/lumenframe/studio/ops/WorkResult;

    check-cast p2, Ljava/lang/Throwable;

    invoke-virtual {v0, v1, p1, p2}, Lcom/lumenframe/studio/ops/OperationManager;->lambda$startOrJoin$2$com-lumenframe-studio-ops-OperationManager(Lcom/lumenframe/studio/ops/Operation;Lcom/lumenframe/studio/ops/WorkResult;Ljava/lang/Throwable;)V

    return-void
.end method
