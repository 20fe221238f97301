.class public final Lcom/ot/BackupProvider;
.super Landroid/content/ContentProvider;
.source "BackupProvider.java"

# instance fields
.field private final random:Ljava/security/SecureRandom;
.field private prompts:Lcom/ot/RestorePrompts;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 13
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 14
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v2, Lcom/ot/BackupProvider;->random:Ljava/security/SecureRandom;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 9
    .line 19
    new-instance v1, Lcom/ot/RestorePrompts;
    invoke-virtual {v8}, Lcom/ot/BackupProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    new-instance v4, Lcom/ot/Confirmer;
    const-string v6, "com.ot.partner"
    const-string v7, "com.ot.partner.ApproveActivity"
    invoke-direct {v4, v6, v7}, Lcom/ot/Confirmer;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-direct {v1, v3, v4}, Lcom/ot/RestorePrompts;-><init>(Landroid/content/Context;Lcom/ot/Confirmer;)V
    iput-object v1, v8, Lcom/ot/BackupProvider;->prompts:Lcom/ot/RestorePrompts;
    .line 20
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 25
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-eq v0, v1, :L11
    .line 26
    const/4 v0, 0x0
    return-object v0
:L11
    .line 28
    const/16 v0, 0x20
    new-array v0, v0, [B
    move-object v4, v0
    .line 29
    iget-object v0, v6, Lcom/ot/BackupProvider;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v4}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 30
    if-nez v9, :L34
    const/4 v0, 0x0
    goto :L40
:L34
    const-string v1, "request_id"
    invoke-virtual {v9, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
:L40
    move-object v5, v0
    .line 31
    iget-object v0, v6, Lcom/ot/BackupProvider;->prompts:Lcom/ot/RestorePrompts;
    const/4 v3, 0x2
    invoke-static {v4, v3}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v5, v2}, Lcom/ot/RestorePrompts;->ask(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 36
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 41
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 46
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 51
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 56
    const/4 v0, 0x0
    return v0
.end method

