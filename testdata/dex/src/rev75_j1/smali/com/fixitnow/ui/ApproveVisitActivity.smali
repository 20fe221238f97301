.class public Lcom/fixitnow/ui/ApproveVisitActivity;
.super Landroid/app/Activity;
.source "ApproveVisitActivity.java"


# instance fields
.field private approved:Z


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method public onApprove(Landroid/view/View;)V
    .registers 3

    .line 18
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/fixitnow/ui/ApproveVisitActivity;->approved:Z

    .line 19
    return-void
.end method

.method public onBackPressed()V
    .registers 2

    .line 23
    iget-boolean v0, p0, Lcom/fixitnow/ui/ApproveVisitActivity;->approved:Z

    if-eqz v0, :cond_cancel

    const/4 v0, -0x1

    goto :goto_set

    :cond_cancel
    const/4 v0, 0x0

    :goto_set
    invoke-virtual {p0, v0}, Lcom/fixitnow/ui/ApproveVisitActivity;->setResult(I)V

    .line 24
    invoke-virtual {p0}, Lcom/fixitnow/ui/ApproveVisitActivity;->finish()V

    .line 25
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3

    .line 13
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 14
    const-string v0, "Cancel this repair visit?"

    invoke-virtual {p0, v0}, Lcom/fixitnow/ui/ApproveVisitActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 15
    return-void
.end method
