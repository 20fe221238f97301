.class public final La/c;
.super Ljava/lang/Object;
.source "SourceFile"

# R8-renamed Intents (see sketch), in the second dex.

.method public static a(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 10
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.rv15m.CONFIRM_DELETE"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 11
    invoke-virtual {p0}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
    .line 12
    const/16 v1, 0xb
    const/high16 v2, 0xc000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

.method public static b(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 16
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0}, Landroid/content/Intent;-><init>()V
    .line 17
    const-string v1, "com.example.rv15m.ConfirmActivity"
    invoke-virtual {v0, p0, v1}, Landroid/content/Intent;->setClassName(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;
    # near miss CETP602: setClassName names the component
    .line 18
    const/16 v1, 0xc
    const/high16 v2, 0xc000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method
