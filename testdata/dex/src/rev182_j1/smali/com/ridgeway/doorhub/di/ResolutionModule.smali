.class public final Lcom/ridgeway/doorhub/di/ResolutionModule;
.super Ljava/lang/Object;
.source "ResolutionModule.java"


# static fields
.field public static final ACTION_APPROVE_LOCK:Ljava/lang/String; = "com.ridgeway.doorhub.action.APPROVE_LOCK_CHANGE"

.field public static final ACTION_APPROVE_SHARE:Ljava/lang/String; = "com.ridgeway.keyring.action.APPROVE_SHARE"

.field public static final ACTION_CLIP_SHARE:Ljava/lang/String; = "com.ridgeway.doorhub.action.APPROVE_CLIP_SHARE"

.field public static final EXTRA_RESUME_TOKEN:Ljava/lang/String; = "resume_token"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    return-void
.end method

.method public static clipResolution(Landroid/content/Context;Landroid/content/Intent;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6

    .line 69
    const-string v1, "resume_token"

    invoke-virtual {p1, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 70
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v2, 0x8000000

    invoke-static {p0, v1, p1, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method public static compatResolution(Landroid/content/Context;Landroid/content/Intent;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 8

    .line 76
    const-string v1, "resume_token"

    invoke-virtual {p1, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 77
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x17

    if-lt v0, v1, :cond_0

    const/high16 v0, 0x4000000

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move v4, v0

    .line 78
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v3, 0x8000000

    or-int v2, v4, v3

    invoke-static {p0, v1, p1, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method public static immutableResolution(Landroid/content/Context;Landroid/content/Intent;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6

    .line 62
    const-string v1, "resume_token"

    invoke-virtual {p1, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 63
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v2, 0xc000000

    invoke-static {p0, v1, p1, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method static provideAutoLockIntent(Landroid/content/Context;)Landroid/content/Intent;
    .registers 4

    .line 48
    new-instance v0, Landroid/content/Intent;

    const-string v2, "com.ridgeway.doorhub.action.APPROVE_LOCK_CHANGE"

    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    const-string v1, "com.ridgeway.doorhub"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 49
    const-class v2, Lcom/ridgeway/doorhub/locks/LockApprovalActivity;

    invoke-virtual {v0, p0, v2}, Landroid/content/Intent;->setClass(Landroid/content/Context;Ljava/lang/Class;)Landroid/content/Intent;

    move-result-object v0

    .line 48
    return-object v0
.end method

.method static provideDeleteClipIntent(Landroid/content/Context;)Landroid/content/Intent;
    .registers 3

    .line 53
    new-instance v0, Landroid/content/Intent;

    const-class v1, Lcom/ridgeway/doorhub/camera/ClipApprovalActivity;

    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    return-object v0
.end method

.method static provideKeyringShareComponent()Landroid/content/ComponentName;
    .registers 3

    .line 32
    new-instance v0, Landroid/content/ComponentName;

    const-string v1, "com.ridgeway.keyring"

    const-string v2, "com.ridgeway.keyring.share.ApproveShareActivity"

    invoke-direct {v0, v1, v2}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method static provideLockApprovalComponent()Landroid/content/ComponentName;
    .registers 3

    .line 27
    new-instance v0, Landroid/content/ComponentName;

    const-string v1, "com.ridgeway.doorhub"

    const-string v2, "com.ridgeway.doorhub.locks.LockApprovalActivity"

    invoke-direct {v0, v1, v2}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method static provideRevokeCodeIntent()Landroid/content/Intent;
    .registers 3

    .line 44
    new-instance v0, Landroid/content/Intent;

    const-string v2, "com.ridgeway.doorhub.action.APPROVE_LOCK_CHANGE"

    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    const-string v1, "com.ridgeway.doorhub"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    return-object v0
.end method

.method static provideShareClipIntent(Landroid/content/Context;)Landroid/content/Intent;
    .registers 4

    .line 57
    new-instance v0, Landroid/content/Intent;

    const-class v2, Lcom/ridgeway/doorhub/camera/ClipApprovalActivity;

    invoke-direct {v0, p0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v1, "com.ridgeway.doorhub.action.APPROVE_CLIP_SHARE"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    return-object v0
.end method

.method static provideShareCodeIntent(Landroid/content/ComponentName;)Landroid/content/Intent;
    .registers 3

    .line 40
    new-instance v0, Landroid/content/Intent;

    const-string v1, "com.ridgeway.keyring.action.APPROVE_SHARE"

    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0, p0}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;

    move-result-object v0

    return-object v0
.end method

.method static provideUnlockIntent(Landroid/content/ComponentName;)Landroid/content/Intent;
    .registers 2

    .line 36
    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0}, Landroid/content/Intent;-><init>()V

    invoke-virtual {v0, p0}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;

    move-result-object v0

    return-object v0
.end method
