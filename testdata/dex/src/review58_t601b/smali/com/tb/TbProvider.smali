.class public Lcom/tb/TbProvider;
.super Landroid/content/ContentProvider;
.source "TbProvider.java"

# instance fields
.field private final random:Ljava/security/SecureRandom;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 13
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 14
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v2, Lcom/tb/TbProvider;->random:Ljava/security/SecureRandom;
    return-void
.end method

.method private ask(I)Landroid/os/Bundle;
    .registers 9
    .line 41
    iget-object v0, v7, Lcom/tb/TbProvider;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v5
    .line 42
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.tb.CONFIRM"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const-string v1, "com.tb"
    const-string v2, "com.tb.ConfirmActivity"
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v1, "token"
    invoke-virtual {v0, v1, v5}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v6
    .line 43
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 44
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 45
    const-string v1, "resolution"
    invoke-virtual {v7}, Lcom/tb/TbProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    const/4 v3, 0x1
    invoke-static {v2, v3, v6, v8}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 46
    const-string v1, "resume_token"
    invoke-virtual {v4, v1, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 47
    return-object v4
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 19
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 24
    if-eqz v7, :L22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L22
    const-string v0, "execute_tool"
    invoke-virtual {v0, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L30
:L22
    .line 25
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L30
    .line 27
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 28
    const-string v1, "h"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L60
    .line 29
    const-string v1, "h"
    invoke-static {v1}, Lcom/tb/Clin;->flagsFor(Ljava/lang/String;)I
    move-result v1
    invoke-direct {v4, v1}, Lcom/tb/TbProvider;->ask(I)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L60
    .line 31
    const-string v1, "i"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L80
    .line 32
    const-string v1, "i"
    invoke-static {v1}, Lcom/tb/Clin;->flagsFor(Ljava/lang/String;)I
    move-result v1
    invoke-direct {v4, v1}, Lcom/tb/TbProvider;->ask(I)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L80
    .line 34
    const-string v1, "j"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L100
    .line 35
    const-string v1, "j"
    invoke-static {v1}, Lcom/tb/Dup;->flagsFor(Ljava/lang/String;)I
    move-result v1
    invoke-direct {v4, v1}, Lcom/tb/TbProvider;->ask(I)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L100
    .line 37
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 52
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 57
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 62
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 67
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 72
    const/4 v0, 0x0
    return v0
.end method

