# com.example.rel.Intents, renamed by R8 (see ../../sketch/Intents.java).
.class public final La/a;
.super Ljava/lang/Object;
.source "r8-map-id-9f3c2a1"

# near miss CETP602: explicit Intent (Intents.openConfirm)
.method public static a(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 1
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/rel/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 2
    const/4 v1, 0x0
    const/high16 v2, 0x4000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

.method public static b(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 1
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.rel.SYNC"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 2
    const/4 v1, 0x1
    const/high16 v2, 0x4000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method
