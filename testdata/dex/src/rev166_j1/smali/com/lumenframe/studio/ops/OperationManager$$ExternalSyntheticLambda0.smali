.class public final synthetic Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/lumenframe/studio/ops/OperationManager;


# direct methods
.method public synthetic constructor <init>(Lcom/lumenframe/studio/ops/OperationManager;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda0;->f$0:Lcom/lumenframe/studio/ops/OperationManager;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 2

    iget-object v0, p0, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda0;->f$0:Lcom/lumenframe/studio/ops/OperationManager;

    invoke-virtual {v0}, Lcom/lumenframe/studio/ops/OperationManager;->sweep()V

    return-void
.end method
