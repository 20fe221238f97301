# Kotlin sketch (Pis.kt): each function builds
#   val flags = (<guard>) or PendingIntent.FLAG_UPDATE_CURRENT
#   return PendingIntent.getActivity(ctx, 0, Intent(ctx, ConfirmActivity::class.java), flags)
# with <guard> as written above each method.
.class public final Lcom/example/sdk/Pis;
.super Ljava/lang/Object;
.source "Pis.kt"

# near miss CETP601: an object's @JvmStatic helper returning SDK_INT >= 23
#   if (Sdk.atLeastM()) FLAG_IMMUTABLE else 0
.method public static final staticHelper(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 10
    invoke-static {}, Lcom/example/sdk/Sdk;->atLeastM()Z
    move-result v1
    if-eqz v1, :cond_0
    const/high16 v1, 0x4000000
    goto :goto_0
    :cond_0
    const/4 v1, 0x0
    :goto_0
    const/high16 v2, 0x8000000
    or-int/2addr v1, v2
    .line 11
    new-instance v2, Landroid/content/Intent;
    const-class v3, Lcom/example/sdk/ConfirmActivity;
    invoke-direct {v2, p0, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v3, 0x0
    invoke-static {p0, v3, v2, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

# near miss CETP601: a companion object's helper
#   if (Compat.isM()) FLAG_IMMUTABLE else 0
.method public static final companionHelper(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 20
    sget-object v1, Lcom/example/sdk/Compat;->Companion:Lcom/example/sdk/Compat$Companion;
    invoke-virtual {v1}, Lcom/example/sdk/Compat$Companion;->isM()Z
    move-result v1
    if-eqz v1, :cond_0
    const/high16 v1, 0x4000000
    goto :goto_0
    :cond_0
    const/4 v1, 0x0
    :goto_0
    const/high16 v2, 0x8000000
    or-int/2addr v1, v2
    .line 21
    new-instance v2, Landroid/content/Intent;
    const-class v3, Lcom/example/sdk/ConfirmActivity;
    invoke-direct {v2, p0, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v3, 0x0
    invoke-static {p0, v3, v2, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

# near miss CETP601: a helper taking the API level, called with 23
#   if (Sdk.atLeast(Build.VERSION_CODES.M)) FLAG_IMMUTABLE else 0
.method public static final paramHelper(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 30
    const/16 v1, 0x17
    invoke-static {v1}, Lcom/example/sdk/Sdk;->atLeast(I)Z
    move-result v1
    if-eqz v1, :cond_0
    const/high16 v1, 0x4000000
    goto :goto_0
    :cond_0
    const/4 v1, 0x0
    :goto_0
    const/high16 v2, 0x8000000
    or-int/2addr v1, v2
    .line 31
    new-instance v2, Landroid/content/Intent;
    const-class v3, Lcom/example/sdk/ConfirmActivity;
    invoke-direct {v2, p0, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v3, 0x0
    invoke-static {p0, v3, v2, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

# near miss CETP601: !belowM(), where belowM() is !atLeastM()
#   if (!Sdk.belowM()) FLAG_IMMUTABLE else 0
.method public static final negatedInCaller(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 40
    invoke-static {}, Lcom/example/sdk/Sdk;->belowM()Z
    move-result v1
    if-nez v1, :cond_0
    const/high16 v1, 0x4000000
    goto :goto_0
    :cond_0
    const/4 v1, 0x0
    :goto_0
    const/high16 v2, 0x8000000
    or-int/2addr v1, v2
    .line 41
    new-instance v2, Landroid/content/Intent;
    const-class v3, Lcom/example/sdk/ConfirmActivity;
    invoke-direct {v2, p0, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v3, 0x0
    invoke-static {p0, v3, v2, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

# near miss CETP601: a Java helper with a return per branch
#   Versions.hasImmutable() ? FLAG_IMMUTABLE : 0  (Java)
.method public static final javaTwoReturns(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 50
    invoke-static {}, Lcom/example/sdk/Versions;->hasImmutable()Z
    move-result v1
    if-eqz v1, :cond_0
    const/high16 v1, 0x4000000
    goto :goto_0
    :cond_0
    const/4 v1, 0x0
    :goto_0
    const/high16 v2, 0x8000000
    or-int/2addr v1, v2
    .line 51
    new-instance v2, Landroid/content/Intent;
    const-class v3, Lcom/example/sdk/ConfirmActivity;
    invoke-direct {v2, p0, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v3, 0x0
    invoke-static {p0, v3, v2, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

# near miss CETP601: SDK_INT < 23 helper, immutable on its false branch
#   if (Versions.preM()) 0 else FLAG_IMMUTABLE
.method public static final preMInverted(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 60
    invoke-static {}, Lcom/example/sdk/Versions;->preM()Z
    move-result v1
    if-eqz v1, :cond_0
    const/4 v1, 0x0
    goto :goto_0
    :cond_0
    const/high16 v1, 0x4000000
    :goto_0
    const/high16 v2, 0x8000000
    or-int/2addr v1, v2
    .line 61
    new-instance v2, Landroid/content/Intent;
    const-class v3, Lcom/example/sdk/ConfirmActivity;
    invoke-direct {v2, p0, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v3, 0x0
    invoke-static {p0, v3, v2, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

# true positive CETP601: AndroidX BuildCompat.isAtLeastS() (not in the dex) is false on 23-30, where 0 is mutable
#   if (BuildCompat.isAtLeastS()) FLAG_IMMUTABLE else 0
.method public static final buildCompat(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 70
    invoke-static {}, Landroidx/core/os/BuildCompat;->isAtLeastS()Z
    move-result v1
    if-eqz v1, :cond_0
    const/high16 v1, 0x4000000
    goto :goto_0
    :cond_0
    const/4 v1, 0x0
    :goto_0
    const/high16 v2, 0x8000000
    or-int/2addr v1, v2
    .line 71
    new-instance v2, Landroid/content/Intent;
    const-class v3, Lcom/example/sdk/ConfirmActivity;
    invoke-direct {v2, p0, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v3, 0x0
    invoke-static {p0, v3, v2, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

# true positive CETP601: immutable only below 23, mutable (0) from M on
#   if (Sdk.belowM()) FLAG_IMMUTABLE else 0
.method public static final belowMWrongWay(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 80
    invoke-static {}, Lcom/example/sdk/Sdk;->belowM()Z
    move-result v1
    if-eqz v1, :cond_0
    const/high16 v1, 0x4000000
    goto :goto_0
    :cond_0
    const/4 v1, 0x0
    :goto_0
    const/high16 v2, 0x8000000
    or-int/2addr v1, v2
    .line 81
    new-instance v2, Landroid/content/Intent;
    const-class v3, Lcom/example/sdk/ConfirmActivity;
    invoke-direct {v2, p0, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v3, 0x0
    invoke-static {p0, v3, v2, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

# true positive CETP601: SDK_INT == 23 leaves every later release mutable
#   if (Sdk.isExactlyM()) FLAG_IMMUTABLE else 0
.method public static final exactlyM(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 90
    invoke-static {}, Lcom/example/sdk/Sdk;->isExactlyM()Z
    move-result v1
    if-eqz v1, :cond_0
    const/high16 v1, 0x4000000
    goto :goto_0
    :cond_0
    const/4 v1, 0x0
    :goto_0
    const/high16 v2, 0x8000000
    or-int/2addr v1, v2
    .line 91
    new-instance v2, Landroid/content/Intent;
    const-class v3, Lcom/example/sdk/ConfirmActivity;
    invoke-direct {v2, p0, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v3, 0x0
    invoke-static {p0, v3, v2, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method
