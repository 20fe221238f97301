.class public final Lcom/hp/AlbumProvider;
.super Landroid/content/ContentProvider;
.source "AlbumProvider.java"

# instance fields
.field private final random:Ljava/security/SecureRandom;
.field private desk:Lcom/hp/Desk;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 14
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 15
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v2, Lcom/hp/AlbumProvider;->random:Ljava/security/SecureRandom;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 6
    .line 20
    new-instance v0, Landroid/os/HandlerThread;
    const-string v2, "desk"
    invoke-direct {v0, v2}, Landroid/os/HandlerThread;-><init>(Ljava/lang/String;)V
    move-object v4, v0
    .line 21
    invoke-virtual {v4}, Landroid/os/HandlerThread;->start()V
    .line 22
    new-instance v1, Lcom/hp/Desk;
    invoke-virtual {v5}, Lcom/hp/AlbumProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-direct {v1, v3, v4}, Lcom/hp/Desk;-><init>(Landroid/content/Context;Landroid/os/HandlerThread;)V
    iput-object v1, v5, Lcom/hp/AlbumProvider;->desk:Lcom/hp/Desk;
    .line 23
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .line 28
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 29
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x28d8
    if-ne v0, v1, :L22
    if-nez v10, :L25
:L22
    .line 30
    return-object v4
:L25
    .line 32
    const/16 v0, 0x20
    new-array v0, v0, [B
    move-object v6, v0
    .line 33
    iget-object v0, v7, Lcom/hp/AlbumProvider;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v6}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 34
    new-instance v0, Lcom/hp/Grant;
    const/4 v3, 0x2
    invoke-static {v6, v3}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/hp/Grant;-><init>(Ljava/lang/String;)V
    move-object v5, v0
    .line 35
    iget-object v0, v7, Lcom/hp/AlbumProvider;->desk:Lcom/hp/Desk;
    const-string v1, "edit_album"
    const-string v3, "tool_name"
    invoke-virtual {v10, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :L77
    const/4 v1, 0x1
    goto :L78
:L77
    const/4 v1, 0x2
:L78
    invoke-virtual {v0, v1, v5}, Lcom/hp/Desk;->prepare(ILcom/hp/Grant;)V
    .line 36
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 37
    const-string v1, "resolution"
    iget-object v2, v5, Lcom/hp/Grant;->resolution:Landroid/app/PendingIntent;
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 38
    const-string v1, "resume_token"
    iget-object v2, v5, Lcom/hp/Grant;->token:Ljava/lang/String;
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 39
    return-object v4
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 44
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 49
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 54
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 59
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 64
    const/4 v0, 0x0
    return v0
.end method

