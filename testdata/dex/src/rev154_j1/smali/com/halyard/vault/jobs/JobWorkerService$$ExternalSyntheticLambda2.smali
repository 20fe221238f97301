.class public final synthetic Lcom/halyard/vault/jobs/JobWorkerService$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/halyard/vault/jobs/JobRunner$Progress;


# instance fields
.field public final synthetic f$0:Lcom/halyard/vault/jobs/JobWorkerService;

.field public final synthetic f$1:Lcom/halyard/vault/jobs/OperationRow;


# direct methods
.method public synthetic constructor <init>(Lcom/halyard/vault/jobs/JobWorkerService;Lcom/halyard/vault/jobs/OperationRow;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/halyard/vault/jobs/JobWorkerService$$ExternalSyntheticLambda2;->f$0:Lcom/halyard/vault/jobs/JobWorkerService;

    iput-object p2, p0, Lcom/halyard/vault/jobs/JobWorkerService$$ExternalSyntheticLambda2;->f$1:Lcom/halyard/vault/jobs/OperationRow;

    return-void
.end method


# virtual methods
.method public final report(IILjava/lang/String;)V
    .registers 6

    iget-object v0, p0, Lcom/halyard/vault/jobs/JobWorkerService$$ExternalSyntheticLambda2;->f$0:Lcom/halyard/vault/jobs/JobWorkerService;

    iget-object v1, p0, Lcom/halyard/vault/jobs/JobWorkerService$$ExternalSyntheticLambda2;->f$1:Lcom/halyard/vault/jobs/OperationRow;

    invoke-virtual {v0, v1, p1, p2, p3}, Lcom/halyard/vault/jobs/JobWorkerService;->lambda$runOne$2$com-halyard-vault-jobs-JobWorkerService(Lcom/halyard/vault/jobs/OperationRow;IILjava/lang/String;)V

    return-void
.end method
