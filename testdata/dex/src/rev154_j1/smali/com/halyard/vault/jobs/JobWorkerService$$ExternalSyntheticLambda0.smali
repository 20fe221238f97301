.class public final synthetic Lcom/halyard/vault/jobs/JobWorkerService$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/os/Handler$Callback;


# instance fields
.field public final synthetic f$0:Lcom/halyard/vault/jobs/JobWorkerService;


# direct methods
.method public synthetic constructor <init>(Lcom/halyard/vault/jobs/JobWorkerService;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/halyard/vault/jobs/JobWorkerService$$ExternalSyntheticLambda0;->f$0:Lcom/halyard/vault/jobs/JobWorkerService;

    return-void
.end method


# virtual methods
.method public final handleMessage(Landroid/os/Message;)Z
    .registers 3

    iget-object v0, p0, Lcom/halyard/vault/jobs/JobWorkerService$$ExternalSyntheticLambda0;->f$0:Lcom/halyard/vault/jobs/JobWorkerService;

    invoke-virtual {v0, p1}, Lcom/halyard/vault/jobs/JobWorkerService;->lambda$onCreate$0$com-halyard-vault-jobs-JobWorkerService(Landroid/os/Message;)Z

    move-result v0

    return v0
.end method
