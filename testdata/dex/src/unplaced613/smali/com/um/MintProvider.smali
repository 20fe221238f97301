.class public final Lcom/um/MintProvider;
.super Landroid/content/ContentProvider;
.source "MintProvider.java"

# instance fields
.field private final registry:Lcom/um/Registry;
.field private lookup:Lcom/um/ByteMint;
.field private weak:Lcom/um/WeakMint;
.field private safe:Lcom/um/SafeMint;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 17
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 18
    new-instance v1, Lcom/um/Registry;
    invoke-direct {v1}, Lcom/um/Registry;-><init>()V
    iput-object v1, v2, Lcom/um/MintProvider;->registry:Lcom/um/Registry;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 6
    .line 25
    iget-object v0, v5, Lcom/um/MintProvider;->registry:Lcom/um/Registry;
    const-class v1, Ljava/util/Random;
    new-instance v2, Ljava/security/SecureRandom;
    invoke-direct {v2}, Ljava/security/SecureRandom;-><init>()V
    invoke-virtual {v0, v1, v2}, Lcom/um/Registry;->put(Ljava/lang/Class;Ljava/lang/Object;)V
    .line 26
    new-instance v1, Lcom/um/ByteMint;
    iget-object v3, v5, Lcom/um/MintProvider;->registry:Lcom/um/Registry;
    const-class v4, Ljava/util/Random;
    invoke-virtual {v3, v4}, Lcom/um/Registry;->get(Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object v3
    check-cast v3, Ljava/util/Random;
    invoke-direct {v1, v3}, Lcom/um/ByteMint;-><init>(Ljava/util/Random;)V
    iput-object v1, v5, Lcom/um/MintProvider;->lookup:Lcom/um/ByteMint;
    .line 27
    new-instance v1, Lcom/um/WeakMint;
    new-instance v3, Ljava/util/Random;
    invoke-direct {v3}, Ljava/util/Random;-><init>()V
    invoke-direct {v1, v3}, Lcom/um/WeakMint;-><init>(Ljava/util/Random;)V
    iput-object v1, v5, Lcom/um/MintProvider;->weak:Lcom/um/WeakMint;
    .line 28
    new-instance v1, Lcom/um/SafeMint;
    new-instance v3, Ljava/security/SecureRandom;
    invoke-direct {v3}, Ljava/security/SecureRandom;-><init>()V
    invoke-direct {v1, v3}, Lcom/um/SafeMint;-><init>(Ljava/util/Random;)V
    iput-object v1, v5, Lcom/um/MintProvider;->safe:Lcom/um/SafeMint;
    .line 29
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 34
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 35
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
    .line 36
    const-string v0, "from_lookup"
    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L55
    .line 37
    const-string v1, "resume_token"
    iget-object v2, v5, Lcom/um/MintProvider;->lookup:Lcom/um/ByteMint;
    invoke-virtual {v2}, Lcom/um/ByteMint;->mint()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L106
:L55
    .line 38
    const-string v0, "from_weak"
    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L82
    .line 39
    const-string v1, "resume_token"
    iget-object v2, v5, Lcom/um/MintProvider;->weak:Lcom/um/WeakMint;
    invoke-virtual {v2}, Lcom/um/WeakMint;->mint()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L106
:L82
    .line 40
    const-string v0, "from_safe"
    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L106
    .line 41
    const-string v1, "resume_token"
    iget-object v2, v5, Lcom/um/MintProvider;->safe:Lcom/um/SafeMint;
    invoke-virtual {v2}, Lcom/um/SafeMint;->mint()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L106
    .line 43
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 44
    return-object v3
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 49
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 54
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 59
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 64
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 69
    const/4 v0, 0x0
    return v0
.end method

