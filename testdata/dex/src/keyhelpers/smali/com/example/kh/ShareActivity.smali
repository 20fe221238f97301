.class public Lcom/example/kh/ShareActivity;
.super Landroid/app/Activity;
.source "ShareActivity.java"

.method public constructor <init>()V
    .registers 1
    .line 21
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method saveItem(Landroid/os/Parcelable;)Landroid/os/Bundle;
    .registers 4
    .line 23
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 24
    const-string v1, "item"
    invoke-static {v0, v1, p1}, Lcom/example/kh/Parcels;->keep(Landroid/os/Bundle;Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 25
    return-object v0
.end method

.method askUser(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    .registers 4
    .line 28
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 29
    const-string v1, "resolution"
    invoke-static {v0, v1, p1}, Lcom/example/kh/Parcels;->attach(Landroid/os/Bundle;Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 30
    return-object v0
.end method

.method relay(Landroid/os/Bundle;Ljava/lang/String;Landroid/content/Intent;)V
    .registers 4
    .line 33
    invoke-static {p1, p2, p3}, Lcom/example/kh/Parcels;->deliver(Landroid/os/Bundle;Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 34
    return-void
.end method

.method askAgain(Landroid/content/Intent;)Landroid/os/Bundle;
    .registers 4
    .line 36
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 37
    const-string v1, "resolution"
    invoke-virtual {p0, v0, v1, p1}, Lcom/example/kh/ShareActivity;->relay(Landroid/os/Bundle;Ljava/lang/String;Landroid/content/Intent;)V
    .line 38
    return-object v0
.end method
