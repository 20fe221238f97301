.class public final Lcom/inkwell/ConfirmDeleteActivity;
.super Landroid/app/Activity;
.source "Activities.kt"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 6
    invoke-direct {v1}, Landroid/app/Activity;-><init>()V
    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 4
    .line 8
    invoke-super {v2, v3}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 9
    const/4 v1, -0x1
    invoke-virtual {v2, v1}, Lcom/inkwell/ConfirmDeleteActivity;->setResult(I)V
    .line 10
    invoke-virtual {v2}, Lcom/inkwell/ConfirmDeleteActivity;->finish()V
    .line 11
    return-void
.end method

