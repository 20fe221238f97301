.class public final Lcom/example/pi/Resolutions;
.super Ljava/lang/Object;
.source "Resolutions.java"

# FLAG_IMMUTABLE | FLAG_UPDATE_CURRENT
.field public static final RESOLUTION_FLAGS:I = 0xc000000

# near miss CETP601/CETP602/CETP106: explicit (Context, Class) Intent to ConfirmActivity, which is not exported; flags from a static final field
.method public static immutableField(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 10
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/pi/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 11
    sget v2, Lcom/example/pi/Resolutions;->RESOLUTION_FLAGS:I
    const/4 v3, 0x0
    invoke-static {p0, v3, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

# near miss CETP601: SDK_INT >= 23 ? FLAG_IMMUTABLE : 0, then | FLAG_UPDATE_CURRENT
.method public static sdkPattern(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 20
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/pi/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 21
    sget v1, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v2, 0x17
    if-lt v1, v2, :old
    const/high16 v2, 0x4000000
    goto :flags
    :old
    const/4 v2, 0x0
    :flags
    const/high16 v3, 0x8000000
    or-int/2addr v2, v3
    .line 22
    const/4 v3, 0x0
    invoke-static {p0, v3, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

# true positive 601: FLAG_UPDATE_CURRENT without FLAG_IMMUTABLE
.method public static updateCurrentOnly(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 30
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/pi/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 31
    const/high16 v2, 0x8000000
    const/4 v3, 0x0
    invoke-static {p0, v3, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

# near miss CETP602: setComponent after an action-only constructor
.method public static componentAfterAction(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 6
    .line 40
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.pi.CONFIRM"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 41
    new-instance v1, Landroid/content/ComponentName;
    const-class v2, Lcom/example/pi/ConfirmActivity;
    invoke-direct {v1, p0, v2}, Landroid/content/ComponentName;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;
    .line 42
    const/high16 v2, 0x4000000
    const/4 v3, 0x0
    invoke-static {p0, v3, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

# true positive 602: setPackage alone leaves the Intent implicit
.method public static packageOnly(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 6
    .line 50
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.pi.CONFIRM"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 51
    const-string v1, "com.example.pi"
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
    .line 52
    const/high16 v2, 0x4000000
    const/4 v3, 0x0
    invoke-static {p0, v3, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

# note 601: flags read from the request extras are not a constant
.method public static flagsFromExtras(Landroid/content/Context;Landroid/os/Bundle;)Landroid/app/PendingIntent;
    .registers 6
    .line 60
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/pi/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 61
    const-string v1, "flags"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getInt(Ljava/lang/String;)I
    move-result v2
    const/4 v3, 0x0
    .line 62
    invoke-static {p0, v3, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

# true positive 601: PendingIntentCompat with isMutable = true
.method public static compatMutable(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 7
    .line 70
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/pi/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 71
    const/4 v2, 0x0
    const/4 v3, 0x1
    invoke-static {p0, v2, v0, v2, v3}, Landroidx/core/app/PendingIntentCompat;->getActivity(Landroid/content/Context;ILandroid/content/Intent;IZ)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

# true positive 106: explicit and immutable, but the target Activity is exported
.method public static openConfirm(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 80
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/pi/OpenConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 81
    const/high16 v2, 0x4000000
    const/4 v3, 0x0
    invoke-static {p0, v3, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method
