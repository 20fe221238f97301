.class public final Lcom/tb/MixedProvider;
.super Landroid/content/ContentProvider;
.source "MixedProvider.java"

# instance fields
.field private final minters:Ljava/util/List;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 15
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 16
    new-instance v1, Ljava/util/ArrayList;
    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V
    iput-object v1, v2, Lcom/tb/MixedProvider;->minters:Ljava/util/List;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 3
    .line 20
    iget-object v0, v2, Lcom/tb/MixedProvider;->minters:Ljava/util/List;
    new-instance v1, Lcom/tb/SecureMinter;
    invoke-direct {v1}, Lcom/tb/SecureMinter;-><init>()V
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 21
    iget-object v0, v2, Lcom/tb/MixedProvider;->minters:Ljava/util/List;
    new-instance v1, Lcom/tb/CounterMinter;
    invoke-direct {v1}, Lcom/tb/CounterMinter;-><init>()V
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 22
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .line 27
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 28
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L22
    if-nez v10, :L25
:L22
    .line 29
    return-object v3
:L25
    .line 31
    const-string v1, "tool_index"
    const/4 v2, 0x0
    invoke-virtual {v10, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I
    move-result v4
    .line 32
    if-ltz v4, :L53
    iget-object v1, v7, Lcom/tb/MixedProvider;->minters:Ljava/util/List;
    invoke-interface {v1}, Ljava/util/List;->size()I
    move-result v1
    if-lt v4, v1, :L56
:L53
    .line 33
    return-object v3
:L56
    .line 35
    iget-object v0, v7, Lcom/tb/MixedProvider;->minters:Ljava/util/List;
    invoke-interface {v0, v4}, Ljava/util/List;->get(I)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/tb/Minter;
    move-object v5, v0
    .line 36
    invoke-interface {v5}, Lcom/tb/Minter;->mint()Ljava/lang/String;
    move-result-object v6
    .line 37
    const-string v1, "resume_token"
    invoke-virtual {v3, v1, v6}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 38
    return-object v3
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 41
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 42
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 43
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 44
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 45
    const/4 v0, 0x0
    return v0
.end method

