.class public final synthetic Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/lumenframe/studio/ops/OperationManager;

.field public final synthetic f$1:Lcom/lumenframe/studio/ops/Operation;


# direct methods
.method public synthetic constructor <init>(Lcom/lumenframe/studio/ops/OperationManager;Lcom/lumenframe/studio/ops/Operation;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda2;->f$0:Lcom/lumenframe/studio/ops/OperationManager;

    iput-object p2, p0, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda2;->f$1:Lcom/lumenframe/studio/ops/Operation;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda2;->f$0:Lcom/lumenframe/studio/ops/OperationManager;

    iget-object v1, p0, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda2;->f$1:Lcom/lumenframe/studio/ops/Operation;

    check-cast p1, Lcom/lumenframe/studio/ops/WorkResult;

    invoke-virtual {v0, v1, p1}, Lcom/lumenframe/studio/ops/OperationManager;->lambda$startOrJoin$1$com-lumenframe-studio-ops-OperationManager(Lcom/lumenframe/studio/ops/Operation;Lcom/lumenframe/studio/ops/WorkResult;)Lcom/lumenframe/studio/ops/WorkResult;

    move-result-object v0

    return-object v0
.end method
