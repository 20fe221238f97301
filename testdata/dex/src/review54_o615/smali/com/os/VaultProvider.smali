.class public final Lcom/os/VaultProvider;
.super Landroid/content/ContentProvider;
.source "VaultProvider.java"

# instance fields
.field private final random:Ljava/security/SecureRandom;
.field private confirmer:Lcom/os/Confirmer;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 14
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 15
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v2, Lcom/os/VaultProvider;->random:Ljava/security/SecureRandom;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 5
    .line 20
    new-instance v1, Lcom/os/Confirmer;
    const-string v3, "com.os.ConfirmActivity"
    invoke-direct {v1, v3}, Lcom/os/Confirmer;-><init>(Ljava/lang/String;)V
    iput-object v1, v4, Lcom/os/VaultProvider;->confirmer:Lcom/os/Confirmer;
    .line 21
    iget-object v0, v4, Lcom/os/VaultProvider;->confirmer:Lcom/os/Confirmer;
    const-string v1, "com.partner.vault"
    const-string v2, "com.partner.vault.ConfirmActivity"
    invoke-virtual {v0, v1, v2}, Lcom/os/Confirmer;->confirmIn(Ljava/lang/String;Ljava/lang/String;)V
    .line 22
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    .line 27
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-eq v0, v1, :L11
    .line 28
    const/4 v0, 0x0
    return-object v0
:L11
    .line 30
    const/16 v0, 0x20
    new-array v0, v0, [B
    move-object v7, v0
    .line 31
    iget-object v0, v10, Lcom/os/VaultProvider;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v7}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 32
    if-nez v13, :L34
    const/4 v0, 0x0
    goto :L40
:L34
    const-string v1, "request_id"
    invoke-virtual {v13, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
:L40
    move-object v9, v0
    .line 33
    const/4 v1, 0x2
    invoke-static {v7, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v8
    .line 34
    const-string v1, "USER_ACTION_REQUIRED"
    const-string v2, "Confirm on the device"
    invoke-static {v9, v1, v2}, Lcom/os/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v6
    .line 35
    const-string v1, "resolution"
    invoke-virtual {v10}, Lcom/os/VaultProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    const/4 v3, 0x0
    iget-object v4, v10, Lcom/os/VaultProvider;->confirmer:Lcom/os/Confirmer;
    invoke-virtual {v4, v8}, Lcom/os/Confirmer;->intent(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v4
    const/high16 v5, 0x4000000
    invoke-static {v2, v3, v4, v5}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 37
    const-string v1, "resume_token"
    invoke-virtual {v6, v1, v8}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 38
    return-object v6
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 43
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 48
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 53
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 58
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 63
    const/4 v0, 0x0
    return v0
.end method

