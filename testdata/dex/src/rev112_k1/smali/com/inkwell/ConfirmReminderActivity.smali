.class public final Lcom/inkwell/ConfirmReminderActivity;
.super Landroid/app/Activity;
.source "Activities.kt"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 14
    invoke-direct {v1}, Landroid/app/Activity;-><init>()V
    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 4
    .line 16
    invoke-super {v2, v3}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 17
    const/4 v1, -0x1
    invoke-virtual {v2, v1}, Lcom/inkwell/ConfirmReminderActivity;->setResult(I)V
    .line 18
    invoke-virtual {v2}, Lcom/inkwell/ConfirmReminderActivity;->finish()V
    .line 19
    return-void
.end method

