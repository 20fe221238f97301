.class public Lcom/seedvault/ui/PlotConfirmActivity;
.super Landroid/app/Activity;
.source "PlotConfirmActivity.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3

    .line 10
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 11
    const-string v0, "Book a garden plot"

    invoke-virtual {p0, v0}, Lcom/seedvault/ui/PlotConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 12
    const/4 v0, -0x1

    invoke-virtual {p0, v0}, Lcom/seedvault/ui/PlotConfirmActivity;->setResult(I)V

    .line 13
    invoke-virtual {p0}, Lcom/seedvault/ui/PlotConfirmActivity;->finish()V

    .line 14
    return-void
.end method
