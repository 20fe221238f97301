.class public Lcom/mendbook/ui/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


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
    const/4 v0, -0x1

    invoke-virtual {p0, v0}, Lcom/mendbook/ui/ConfirmActivity;->setResult(I)V

    .line 12
    invoke-virtual {p0}, Lcom/mendbook/ui/ConfirmActivity;->finish()V

    .line 13
    return-void
.end method
