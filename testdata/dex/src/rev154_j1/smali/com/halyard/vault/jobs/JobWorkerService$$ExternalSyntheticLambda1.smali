.class public final synthetic Lcom/halyard/vault/jobs/JobWorkerService$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/halyard/vault/jobs/JobWorkerService;


# direct methods
.method public synthetic constructor <init>(Lcom/halyard/vault/jobs/JobWorkerService;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/halyard/vault/jobs/JobWorkerService$$ExternalSyntheticLambda1;->f$0:Lcom/halyard/vault/jobs/JobWorkerService;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 2

    iget-object v0, p0, Lcom/halyard/vault/jobs/JobWorkerService$$ExternalSyntheticLambda1;->f$0:Lcom/halyard/vault/jobs/JobWorkerService;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/JobWorkerService;->lambda$onCreate$1$com-halyard-vault-jobs-JobWorkerService()V

    return-void
.end method
