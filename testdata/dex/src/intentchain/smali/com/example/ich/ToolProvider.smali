.class public Lcom/example/ich/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 10
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 11
    invoke-virtual {p0}, Lcom/example/ich/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    .line 12
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    .line 13
    invoke-static {v0}, Lcom/example/ich/Intents;->i0(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v2
    const/4 v3, 0x0
    const/high16 v4, 0x4000000
    invoke-static {v0, v3, v2, v4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v2
    const-string v5, "resolution"
    invoke-virtual {v1, v5, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    # near miss CETP602: 30 helpers deep, decided explicit
    .line 14
    invoke-static {v0}, Lcom/example/ich/Near;->n0(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v2
    const/4 v3, 0x1
    invoke-static {v0, v3, v2, v4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v1, v5, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 15
    return-object v1
.end method
