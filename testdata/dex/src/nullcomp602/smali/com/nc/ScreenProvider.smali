.class public final Lcom/nc/ScreenProvider;
.super Landroid/content/ContentProvider;
.source "ScreenProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 19
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private quickOrder(Landroid/content/Context;I)Landroid/app/PendingIntent;
    .registers 8
    .line 26
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/nc/ConfirmActivity;
    invoke-direct {v0, v6, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v4, v0
    .line 27
    const/4 v1, 0x3
    if-gt v7, v1, :L38
    .line 28
    const/4 v1, 0x0
    invoke-virtual {v4, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;
    .line 29
    const-string v1, "com.nc.action.QUICK_REVIEW"
    invoke-virtual {v4, v1}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;
    .line 30
    invoke-virtual {v6}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v4, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
:L38
    .line 32
    const/4 v1, 0x1
    const/high16 v3, 0x4000000
    invoke-static {v6, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method private quickShare(Landroid/content/Context;I)Landroid/app/PendingIntent;
    .registers 9
    .line 36
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/nc/ConfirmActivity;
    invoke-direct {v0, v7, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v5, v0
    .line 37
    const/4 v1, 0x3
    if-gt v8, v1, :L31
    .line 38
    new-instance v1, Landroid/content/ComponentName;
    const-class v4, Lcom/nc/ReviewActivity;
    invoke-direct {v1, v7, v4}, Landroid/content/ComponentName;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-virtual {v5, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;
:L31
    .line 40
    const/4 v1, 0x2
    const/high16 v3, 0x4000000
    invoke-static {v7, v1, v5, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 22
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 45
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L13
    if-nez v9, :L15
:L13
    .line 46
    const/4 v0, 0x0
    return-object v0
:L15
    .line 48
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 49
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 50
    const-string v1, "resume_token"
    const-string v2, "t"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 51
    const-string v1, "entries"
    const/4 v2, 0x0
    invoke-virtual {v9, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I
    move-result v5
    .line 52
    const-string v0, "place_order"
    const-string v2, "tool_name"
    invoke-virtual {v9, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L85
    .line 53
    const-string v1, "resolution"
    invoke-virtual {v6}, Lcom/nc/ScreenProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-direct {v6, v3, v5}, Lcom/nc/ScreenProvider;->quickOrder(Landroid/content/Context;I)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    goto :L102
:L85
    .line 55
    const-string v1, "resolution"
    invoke-virtual {v6}, Lcom/nc/ScreenProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-direct {v6, v3, v5}, Lcom/nc/ScreenProvider;->quickShare(Landroid/content/Context;I)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
:L102
    .line 57
    return-object v4
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 62
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 67
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 72
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 77
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 82
    const/4 v0, 0x0
    return v0
.end method

