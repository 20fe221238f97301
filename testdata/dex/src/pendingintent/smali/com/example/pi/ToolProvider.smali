.class public Lcom/example/pi/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 20
    invoke-virtual {p0}, Lcom/example/pi/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    .line 21
    invoke-static {v0}, Lcom/example/pi/Resolutions;->immutableField(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v2
    const-string v3, "resolution"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 22
    invoke-static {v0}, Lcom/example/pi/Resolutions;->sdkPattern(Landroid/content/Context;)Landroid/app/PendingIntent;
    .line 23
    invoke-static {v0}, Lcom/example/pi/Resolutions;->updateCurrentOnly(Landroid/content/Context;)Landroid/app/PendingIntent;
    .line 24
    invoke-static {v0}, Lcom/example/pi/Resolutions;->componentAfterAction(Landroid/content/Context;)Landroid/app/PendingIntent;
    .line 25
    invoke-static {v0}, Lcom/example/pi/Resolutions;->packageOnly(Landroid/content/Context;)Landroid/app/PendingIntent;
    .line 26
    invoke-static {v0, p3}, Lcom/example/pi/Resolutions;->flagsFromExtras(Landroid/content/Context;Landroid/os/Bundle;)Landroid/app/PendingIntent;
    .line 27
    invoke-static {v0}, Lcom/example/pi/Resolutions;->compatMutable(Landroid/content/Context;)Landroid/app/PendingIntent;
    .line 28
    invoke-static {v0}, Lcom/example/pi/Resolutions;->openConfirm(Landroid/content/Context;)Landroid/app/PendingIntent;
    .line 29
    invoke-static {v0}, Lcom/example/pi/Second;->fromSecondDex(Landroid/content/Context;)Landroid/app/PendingIntent;
    .line 30
    return-object v1
.end method
