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
