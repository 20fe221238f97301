.class public final Lcom/halyard/vault/ui/JobsActivity;
.super Landroid/app/Activity;
.source "JobsActivity.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5

    .line 13
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 14
    const-string v0, "Vault jobs"

    invoke-virtual {p0, v0}, Lcom/halyard/vault/ui/JobsActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 15
    new-instance v2, Landroid/widget/TextView;

    invoke-direct {v2, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 16
    new-instance v0, Lcom/halyard/vault/jobs/OperationRepository;

    invoke-static {p0}, Lcom/halyard/vault/jobs/VaultDb;->get(Landroid/content/Context;)Lcom/halyard/vault/jobs/VaultDb;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/halyard/vault/jobs/OperationRepository;-><init>(Lcom/halyard/vault/jobs/VaultDb;)V

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/OperationRepository;->summary()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v2, v0}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 17
    invoke-virtual {p0, v2}, Lcom/halyard/vault/ui/JobsActivity;->setContentView(Landroid/view/View;)V

    .line 18
    return-void
.end method
