.class final Lcom/example/r13p/Flags;
.super Ljava/lang/Object;
.source "Flags.java"

.field static final PI_FLAGS:I

.method static constructor <clinit>()V
    .registers 2
    .line 6
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x17
    if-lt v0, v1, :cond_0
    const/high16 v0, 0x4000000
    goto :goto_0
    :cond_0
    const/4 v0, 0x0
    :goto_0
    sput v0, Lcom/example/r13p/Flags;->PI_FLAGS:I
    return-void
.end method

.method static viaStaticField(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 10
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r13p/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 11
    sget v1, Lcom/example/r13p/Flags;->PI_FLAGS:I
    const/4 v2, 0x1
    invoke-static {p0, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static cloned(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 15
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r13p/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 16
    invoke-virtual {v0}, Landroid/content/Intent;->cloneFilter()Landroid/content/Intent;
    move-result-object v0
    .line 17
    const/high16 v1, 0x4000000
    const/4 v2, 0x2
    invoke-static {p0, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static copied(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 21
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r13p/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 22
    invoke-virtual {v0}, Landroid/content/Intent;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/content/Intent;
    .line 23
    const/high16 v1, 0x4000000
    const/4 v2, 0x3
    invoke-static {p0, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method
