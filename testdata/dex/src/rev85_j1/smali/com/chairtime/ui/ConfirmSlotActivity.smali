.class public Lcom/chairtime/ui/ConfirmSlotActivity;
.super Landroid/app/Activity;
.source "ConfirmSlotActivity.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3

    .line 9
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 10
    const/4 v0, -0x1

    invoke-virtual {p0, v0}, Lcom/chairtime/ui/ConfirmSlotActivity;->setResult(I)V

    .line 11
    invoke-virtual {p0}, Lcom/chairtime/ui/ConfirmSlotActivity;->finish()V

    .line 12
    return-void
.end method
