.class public final Lcom/d1b/Prov;
.super Landroid/content/ContentProvider;
.source "Prov.java"

# instance fields
.field private strong:Lcom/d1b/Mint;
.field private weak:Lcom/d1b/Mint;
.field private viaHelper:Lcom/d1b/Mint;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 12
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private static make(Z)Lcom/d1b/Mint;
    .registers 4
    .line 26
    new-instance v0, Lcom/d1b/Mint;
    if-eqz v3, :L18
    new-instance v2, Ljava/security/SecureRandom;
    invoke-direct {v2}, Ljava/security/SecureRandom;-><init>()V
    goto :L25
:L18
    new-instance v2, Ljava/security/SecureRandom;
    invoke-direct {v2}, Ljava/security/SecureRandom;-><init>()V
:L25
    invoke-direct {v0, v2}, Lcom/d1b/Mint;-><init>(Ljava/util/Random;)V
    return-object v0
.end method


# virtual methods
.method public onCreate()Z
    .registers 8
    .line 19
    new-instance v1, Lcom/d1b/Mint;
    new-instance v3, Ljava/security/SecureRandom;
    invoke-direct {v3}, Ljava/security/SecureRandom;-><init>()V
    invoke-direct {v1, v3}, Lcom/d1b/Mint;-><init>(Ljava/util/Random;)V
    iput-object v1, v7, Lcom/d1b/Prov;->strong:Lcom/d1b/Mint;
    .line 20
    new-instance v1, Lcom/d1b/Mint;
    new-instance v3, Ljava/util/Random;
    const-wide/16 v5, 0x2aL
    invoke-direct {v3, v5, v6}, Ljava/util/Random;-><init>(J)V
    invoke-direct {v1, v3}, Lcom/d1b/Mint;-><init>(Ljava/util/Random;)V
    iput-object v1, v7, Lcom/d1b/Prov;->weak:Lcom/d1b/Mint;
    .line 21
    iget-object v1, v7, Lcom/d1b/Prov;->strong:Lcom/d1b/Mint;
    iput-object v1, v7, Lcom/d1b/Prov;->viaHelper:Lcom/d1b/Mint;
    .line 22
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 31
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 32
    if-nez v8, :L18
    const-string v0, ""
    goto :L26
:L18
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
:L26
    move-object v4, v0
    .line 33
    const-string v0, "a"
    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L55
    .line 34
    const-string v1, "resume_token"
    iget-object v2, v5, Lcom/d1b/Prov;->strong:Lcom/d1b/Mint;
    invoke-virtual {v2}, Lcom/d1b/Mint;->mint()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L96
:L55
    .line 35
    const-string v0, "b"
    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L82
    .line 36
    const-string v1, "resume_token"
    iget-object v2, v5, Lcom/d1b/Prov;->weak:Lcom/d1b/Mint;
    invoke-virtual {v2}, Lcom/d1b/Mint;->mint()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L96
:L82
    .line 38
    const-string v1, "resume_token"
    iget-object v2, v5, Lcom/d1b/Prov;->viaHelper:Lcom/d1b/Mint;
    invoke-virtual {v2}, Lcom/d1b/Mint;->mint()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L96
    .line 40
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 41
    return-object v3
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 44
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 45
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
    .line 47
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 48
    const/4 v0, 0x0
    return v0
.end method

