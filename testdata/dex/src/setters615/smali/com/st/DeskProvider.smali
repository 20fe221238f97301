.class public final Lcom/st/DeskProvider;
.super Landroid/content/ContentProvider;
.source "DeskProvider.java"

# instance fields
.field private final random:Ljava/security/SecureRandom;
.field private own:Lcom/st/Confirmer;
.field private local:Lcom/st/Confirmer;
.field private shared:Lcom/st/Confirmer;
.field private alias:Lcom/st/Confirmer;
.field private handed:Lcom/st/Confirmer;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 19
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 20
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v2, Lcom/st/DeskProvider;->random:Ljava/security/SecureRandom;
    return-void
.end method

.method private static retarget(Lcom/st/Confirmer;)V
    .registers 4
    .line 43
    const-string v1, "com.partner.vault"
    const-string v2, "com.partner.vault.ConfirmActivity"
    invoke-virtual {v3, v1, v2}, Lcom/st/Confirmer;->confirmIn(Ljava/lang/String;Ljava/lang/String;)V
    .line 44
    return-void
.end method

.method private resolution(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 7
    .line 62
    move-object v2, v5
    const/4 v3, -0x1
    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_9
    goto :L86
:L44
    const-string v1, "archive"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L86
    const/4 v3, 0x0
    goto :L86
:L59
    const-string v1, "erase"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L86
    const/4 v3, 0x1
    goto :L86
:L74
    const-string v1, "hand_over"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L86
    const/4 v3, 0x2
:L86
    packed-switch v3, :sw_88
    goto :L134
:L116
    .line 64
    invoke-direct {v4, v6}, Lcom/st/DeskProvider;->archiveResolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
:L122
    .line 66
    invoke-direct {v4, v6}, Lcom/st/DeskProvider;->eraseResolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
:L128
    .line 68
    invoke-direct {v4, v6}, Lcom/st/DeskProvider;->handedResolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
:L134
    .line 70
    invoke-direct {v4, v6}, Lcom/st/DeskProvider;->publishResolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
:sw_9
    .sparse-switch
        -0x2c971f3e -> :L44
        0x32022a4 -> :L74
        0x5c492a6 -> :L59
    .end sparse-switch
:sw_88
    .packed-switch 0x0
        :L116
        :L122
        :L128
    .end packed-switch
.end method

.method private archiveResolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6
    .line 75
    invoke-virtual {v4}, Lcom/st/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x1
    iget-object v2, v4, Lcom/st/DeskProvider;->own:Lcom/st/Confirmer;
    invoke-virtual {v2, v5}, Lcom/st/Confirmer;->intent(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v2
    const/high16 v3, 0x4000000
    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method private eraseResolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6
    .line 79
    invoke-virtual {v4}, Lcom/st/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x2
    iget-object v2, v4, Lcom/st/DeskProvider;->local:Lcom/st/Confirmer;
    invoke-virtual {v2, v5}, Lcom/st/Confirmer;->intent(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v2
    const/high16 v3, 0x4000000
    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method private handedResolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6
    .line 83
    invoke-virtual {v4}, Lcom/st/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x4
    iget-object v2, v4, Lcom/st/DeskProvider;->handed:Lcom/st/Confirmer;
    invoke-virtual {v2, v5}, Lcom/st/Confirmer;->intent(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v2
    const/high16 v3, 0x4000000
    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method private publishResolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6
    .line 87
    invoke-virtual {v4}, Lcom/st/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x3
    iget-object v2, v4, Lcom/st/DeskProvider;->shared:Lcom/st/Confirmer;
    invoke-virtual {v2, v5}, Lcom/st/Confirmer;->intent(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v2
    const/high16 v3, 0x4000000
    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public onCreate()Z
    .registers 7
    .line 29
    new-instance v1, Lcom/st/Confirmer;
    const-string v3, "com.st.ConfirmActivity"
    invoke-direct {v1, v3}, Lcom/st/Confirmer;-><init>(Ljava/lang/String;)V
    iput-object v1, v6, Lcom/st/DeskProvider;->own:Lcom/st/Confirmer;
    .line 30
    new-instance v0, Lcom/st/Confirmer;
    const-string v2, "com.st.ConfirmActivity"
    invoke-direct {v0, v2}, Lcom/st/Confirmer;-><init>(Ljava/lang/String;)V
    move-object v4, v0
    .line 31
    const-string v1, "com.partner.vault"
    const-string v2, "com.partner.vault.ConfirmActivity"
    invoke-virtual {v4, v1, v2}, Lcom/st/Confirmer;->confirmIn(Ljava/lang/String;Ljava/lang/String;)V
    .line 32
    iput-object v4, v6, Lcom/st/DeskProvider;->local:Lcom/st/Confirmer;
    .line 33
    new-instance v0, Lcom/st/Confirmer;
    const-string v2, "com.st.ConfirmActivity"
    invoke-direct {v0, v2}, Lcom/st/Confirmer;-><init>(Ljava/lang/String;)V
    move-object v5, v0
    .line 34
    iput-object v5, v6, Lcom/st/DeskProvider;->shared:Lcom/st/Confirmer;
    .line 35
    iput-object v5, v6, Lcom/st/DeskProvider;->alias:Lcom/st/Confirmer;
    .line 36
    iget-object v0, v6, Lcom/st/DeskProvider;->alias:Lcom/st/Confirmer;
    const-string v1, "com.partner.vault"
    const-string v2, "com.partner.vault.ConfirmActivity"
    invoke-virtual {v0, v1, v2}, Lcom/st/Confirmer;->confirmIn(Ljava/lang/String;Ljava/lang/String;)V
    .line 37
    new-instance v1, Lcom/st/Confirmer;
    const-string v3, "com.st.ConfirmActivity"
    invoke-direct {v1, v3}, Lcom/st/Confirmer;-><init>(Ljava/lang/String;)V
    iput-object v1, v6, Lcom/st/DeskProvider;->handed:Lcom/st/Confirmer;
    .line 38
    iget-object v0, v6, Lcom/st/DeskProvider;->handed:Lcom/st/Confirmer;
    invoke-static {v0}, Lcom/st/DeskProvider;->retarget(Lcom/st/Confirmer;)V
    .line 39
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .line 48
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L13
    if-nez v10, :L15
:L13
    .line 49
    const/4 v0, 0x0
    return-object v0
:L15
    .line 51
    const/16 v0, 0x20
    new-array v0, v0, [B
    move-object v4, v0
    .line 52
    iget-object v0, v7, Lcom/st/DeskProvider;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v4}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 53
    const/4 v1, 0x2
    invoke-static {v4, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v5
    .line 54
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v10, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    .line 55
    const-string v1, "request_id"
    invoke-virtual {v10, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "USER_ACTION_REQUIRED"
    const-string v2, "Confirm on the device"
    invoke-static {v0, v1, v2}, Lcom/st/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v3
    .line 56
    const-string v1, "resolution"
    invoke-direct {v7, v6, v5}, Lcom/st/DeskProvider;->resolution(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 57
    const-string v1, "resume_token"
    invoke-virtual {v3, v1, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 58
    return-object v3
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 92
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 97
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 102
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 107
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 112
    const/4 v0, 0x0
    return v0
.end method

