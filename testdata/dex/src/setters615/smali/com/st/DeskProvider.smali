.class public final Lcom/st/DeskProvider;
.super Landroid/content/ContentProvider;
.source "DeskProvider.java"

# instance fields
.field private final random:Ljava/security/SecureRandom;
.field private own:Lcom/st/Confirmer;
.field private local:Lcom/st/Confirmer;
.field private shared:Lcom/st/Confirmer;
.field private alias:Lcom/st/Confirmer;


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

.method private resolution(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 7
    .line 55
    move-object v2, v5
    const/4 v3, -0x1
    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_9
    goto :L63
:L36
    const-string v1, "archive"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L63
    const/4 v3, 0x0
    goto :L63
:L51
    const-string v1, "erase"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L63
    const/4 v3, 0x1
:L63
    sparse-switch v3, :sw_65
    goto :L104
:L92
    .line 57
    invoke-direct {v4, v6}, Lcom/st/DeskProvider;->archiveResolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
:L98
    .line 59
    invoke-direct {v4, v6}, Lcom/st/DeskProvider;->eraseResolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
:L104
    .line 61
    invoke-direct {v4, v6}, Lcom/st/DeskProvider;->publishResolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
:sw_9
    .sparse-switch
        -0x2c971f3e -> :L36
        0x5c492a6 -> :L51
    .end sparse-switch
:sw_65
    .sparse-switch
        0x0 -> :L92
        0x1 -> :L98
    .end sparse-switch
.end method

.method private archiveResolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6
    .line 66
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
    .line 70
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

.method private publishResolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6
    .line 74
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
    .line 28
    new-instance v1, Lcom/st/Confirmer;
    const-string v3, "com.st.ConfirmActivity"
    invoke-direct {v1, v3}, Lcom/st/Confirmer;-><init>(Ljava/lang/String;)V
    iput-object v1, v6, Lcom/st/DeskProvider;->own:Lcom/st/Confirmer;
    .line 29
    new-instance v0, Lcom/st/Confirmer;
    const-string v2, "com.st.ConfirmActivity"
    invoke-direct {v0, v2}, Lcom/st/Confirmer;-><init>(Ljava/lang/String;)V
    move-object v4, v0
    .line 30
    const-string v1, "com.partner.vault"
    const-string v2, "com.partner.vault.ConfirmActivity"
    invoke-virtual {v4, v1, v2}, Lcom/st/Confirmer;->confirmIn(Ljava/lang/String;Ljava/lang/String;)V
    .line 31
    iput-object v4, v6, Lcom/st/DeskProvider;->local:Lcom/st/Confirmer;
    .line 32
    new-instance v0, Lcom/st/Confirmer;
    const-string v2, "com.st.ConfirmActivity"
    invoke-direct {v0, v2}, Lcom/st/Confirmer;-><init>(Ljava/lang/String;)V
    move-object v5, v0
    .line 33
    iput-object v5, v6, Lcom/st/DeskProvider;->shared:Lcom/st/Confirmer;
    .line 34
    iput-object v5, v6, Lcom/st/DeskProvider;->alias:Lcom/st/Confirmer;
    .line 35
    iget-object v0, v6, Lcom/st/DeskProvider;->alias:Lcom/st/Confirmer;
    const-string v1, "com.partner.vault"
    const-string v2, "com.partner.vault.ConfirmActivity"
    invoke-virtual {v0, v1, v2}, Lcom/st/Confirmer;->confirmIn(Ljava/lang/String;Ljava/lang/String;)V
    .line 36
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .line 41
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L13
    if-nez v10, :L15
:L13
    .line 42
    const/4 v0, 0x0
    return-object v0
:L15
    .line 44
    const/16 v0, 0x20
    new-array v0, v0, [B
    move-object v4, v0
    .line 45
    iget-object v0, v7, Lcom/st/DeskProvider;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v4}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 46
    const/4 v1, 0x2
    invoke-static {v4, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v5
    .line 47
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v10, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    .line 48
    const-string v1, "request_id"
    invoke-virtual {v10, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "USER_ACTION_REQUIRED"
    const-string v2, "Confirm on the device"
    invoke-static {v0, v1, v2}, Lcom/st/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v3
    .line 49
    const-string v1, "resolution"
    invoke-direct {v7, v6, v5}, Lcom/st/DeskProvider;->resolution(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 50
    const-string v1, "resume_token"
    invoke-virtual {v3, v1, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 51
    return-object v3
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 79
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 84
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 89
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 94
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 99
    const/4 v0, 0x0
    return v0
.end method

