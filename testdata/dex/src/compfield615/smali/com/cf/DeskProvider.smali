.class public final Lcom/cf/DeskProvider;
.super Landroid/content/ContentProvider;
.source "DeskProvider.java"

# static fields
.field private static final OWN:Landroid/content/ComponentName;
.field private static final PARTNER:Landroid/content/ComponentName;

# instance fields
.field approval:Landroid/content/ComponentName;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 18
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private resolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 3
    .line 44
    const-string v0, "archive"
    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L14
    .line 45
    invoke-direct {v1}, Lcom/cf/DeskProvider;->own()Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
:L14
    .line 47
    const-string v0, "share"
    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L30
    invoke-direct {v1}, Lcom/cf/DeskProvider;->partner()Landroid/app/PendingIntent;
    move-result-object v0
    goto :L34
:L30
    invoke-direct {v1}, Lcom/cf/DeskProvider;->approval()Landroid/app/PendingIntent;
    move-result-object v0
:L34
    return-object v0
.end method

.method private own()Landroid/app/PendingIntent;
    .registers 6
    .line 51
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.cf.action.CONFIRM"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    sget-object v1, Lcom/cf/DeskProvider;->OWN:Landroid/content/ComponentName;
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;
    move-result-object v4
    .line 52
    invoke-virtual {v5}, Lcom/cf/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x1
    const/high16 v3, 0x4000000
    invoke-static {v0, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method private partner()Landroid/app/PendingIntent;
    .registers 6
    .line 56
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.cf.action.CONFIRM"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    sget-object v1, Lcom/cf/DeskProvider;->PARTNER:Landroid/content/ComponentName;
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;
    move-result-object v4
    .line 57
    invoke-virtual {v5}, Lcom/cf/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x2
    const/high16 v3, 0x4000000
    invoke-static {v0, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method private approval()Landroid/app/PendingIntent;
    .registers 6
    .line 61
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.cf.action.CONFIRM"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    iget-object v1, v5, Lcom/cf/DeskProvider;->approval:Landroid/content/ComponentName;
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;
    move-result-object v4
    .line 62
    invoke-virtual {v5}, Lcom/cf/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x3
    const/high16 v3, 0x4000000
    invoke-static {v0, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 19
    new-instance v0, Landroid/content/ComponentName;
    const-string v2, "com.cf"
    const-string v3, "com.cf.ConfirmActivity"
    invoke-direct {v0, v2, v3}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Lcom/cf/DeskProvider;->OWN:Landroid/content/ComponentName;
    .line 20
    new-instance v0, Landroid/content/ComponentName;
    const-string v2, "com.partner.vault"
    const-string v3, "com.partner.vault.ConfirmActivity"
    invoke-direct {v0, v2, v3}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Lcom/cf/DeskProvider;->PARTNER:Landroid/content/ComponentName;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 25
    invoke-static {v1}, Lcom/cf/DeskInjector;->inject(Lcom/cf/DeskProvider;)V
    .line 26
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 31
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 32
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L22
    if-nez v9, :L25
:L22
    .line 33
    return-object v3
:L25
    .line 35
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v9, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    .line 36
    const-string v1, "request_id"
    const-string v2, ""
    invoke-virtual {v9, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    .line 37
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 38
    const-string v1, "resume_token"
    invoke-virtual {v3, v1, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 39
    const-string v1, "resolution"
    invoke-direct {v6, v4}, Lcom/cf/DeskProvider;->resolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 40
    return-object v3
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 65
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 66
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 67
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 68
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 69
    const/4 v0, 0x0
    return v0
.end method

