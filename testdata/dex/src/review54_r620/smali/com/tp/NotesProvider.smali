.class public final Lcom/tp/NotesProvider;
.super Landroid/content/ContentProvider;
.source "NotesProvider.java"

# instance fields
.field private final random:Ljava/security/SecureRandom;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 16
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 17
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v2, Lcom/tp/NotesProvider;->random:Ljava/security/SecureRandom;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 21
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    .line 26
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-eq v0, v1, :L11
    .line 27
    const/4 v0, 0x0
    return-object v0
:L11
    .line 29
    const/16 v0, 0x20
    new-array v0, v0, [B
    move-object v5, v0
    .line 30
    iget-object v0, v8, Lcom/tp/NotesProvider;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v5}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 31
    if-nez v11, :L34
    const/4 v0, 0x0
    goto :L40
:L34
    const-string v1, "request_id"
    invoke-virtual {v11, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
:L40
    move-object v7, v0
    .line 32
    const/4 v1, 0x2
    invoke-static {v5, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v6
    .line 33
    const-string v1, "USER_ACTION_REQUIRED"
    const-string v2, "Confirm on the device"
    invoke-static {v7, v1, v2}, Lcom/tp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v4
    .line 34
    const-string v1, "resolution"
    new-instance v2, Lcom/tp/EditPrompt;
    invoke-direct {v2}, Lcom/tp/EditPrompt;-><init>()V
    invoke-virtual {v8}, Lcom/tp/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-virtual {v2, v3, v6}, Lcom/tp/EditPrompt;->toIntent(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 35
    const-string v1, "resume_token"
    invoke-virtual {v4, v1, v6}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 36
    return-object v4
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 41
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 46
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 51
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 56
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 61
    const/4 v0, 0x0
    return v0
.end method

