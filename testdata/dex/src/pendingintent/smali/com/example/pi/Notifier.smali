.class public final Lcom/example/pi/Notifier;
.super Ljava/lang/Object;
.source "Notifier.java"

# off the surface: mutable + implicit, made directly (true positive 610)
.method public static snooze(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 10
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.pi.SNOOZE"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 11
    const/high16 v2, 0x2000000
    const/4 v3, 0x0
    invoke-static {p0, v3, v0, v2}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

# off the surface: mutable but explicit, for a notification (near miss CETP601, CETP610)
.method public static reply(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 20
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/pi/ReplyReceiver;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 21
    const/high16 v2, 0x2000000
    const/4 v3, 0x0
    invoke-static {p0, v3, v0, v2}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

# through a library wrapper: reported here, not in the library (true positive 610)
.method public static viaLibrary(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 30
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.pi.REMIND"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 31
    const/high16 v2, 0x2000000
    invoke-static {p0, v0, v2}, Lcom/lib/pi/PiFactory;->broadcast(Landroid/content/Context;Landroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

# through the wrapper with FLAG_IMMUTABLE (near miss CETP610)
.method public static viaLibraryImmutable(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 40
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.pi.REMIND"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 41
    const/high16 v2, 0x4000000
    invoke-static {p0, v0, v2}, Lcom/lib/pi/PiFactory;->broadcast(Landroid/content/Context;Landroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method
