.class public final Lcom/ds/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Landroid/app/Activity;-><init>()V
    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 4
    .line 10
    invoke-super {v2, v3}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 11
    const/4 v1, -0x1
    invoke-virtual {v2, v1}, Lcom/ds/ConfirmActivity;->setResult(I)V
    .line 12
    invoke-virtual {v2}, Lcom/ds/ConfirmActivity;->finish()V
    .line 13
    return-void
.end method

