# Java sketch: ../../../../sketch/Confirmations.java
.class final Lcom/example/r8o3/Confirmations;
.super Ljava/lang/Object;
.source "Confirmations.java"

# true positive CETP615: another app's Activity, named inside R8's outline
.method static foreign(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 10
    const-string v0, "com.other.confirm"
    const-string v1, "com.other.confirm.ConfirmActivity"
    invoke-static {v0, v1}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 11
    const/4 v1, 0x1
    const/high16 v2, 0xc000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

# near miss CETP615 (the app's own package) and CETP623 (ConfirmActivity finishes through an outline)
.method static own(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 15
    invoke-virtual {p0}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v0
    const-string v1, "com.example.r8o3.ConfirmActivity"
    invoke-static {v0, v1}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 16
    const/4 v1, 0x2
    const/high16 v2, 0xc000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

# true positive CETP623: StuckActivity never finishes
.method static stuck(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 20
    invoke-virtual {p0}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v0
    const-string v1, "com.example.r8o3.StuckActivity"
    invoke-static {v0, v1}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 21
    const/4 v1, 0x3
    const/high16 v2, 0xc000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method
