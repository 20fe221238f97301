.class public final Lcom/tb/SwappedProvider;
.super Landroid/content/ContentProvider;
.source "SwappedProvider.java"

# instance fields
.field private final registry:Ljava/util/Map;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 13
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 14
    new-instance v1, Ljava/util/HashMap;
    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V
    iput-object v1, v2, Lcom/tb/SwappedProvider;->registry:Ljava/util/Map;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 4
    .line 18
    iget-object v0, v3, Lcom/tb/SwappedProvider;->registry:Ljava/util/Map;
    const-string v1, "import"
    new-instance v2, Lcom/tb/SecureMinter;
    invoke-direct {v2}, Lcom/tb/SecureMinter;-><init>()V
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 19
    iget-object v0, v3, Lcom/tb/SwappedProvider;->registry:Ljava/util/Map;
    const-string v1, "import"
    new-instance v2, Lcom/tb/CounterMinter;
    invoke-direct {v2}, Lcom/tb/CounterMinter;-><init>()V
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->replace(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 20
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 25
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 26
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L22
    if-nez v9, :L25
:L22
    .line 27
    return-object v4
:L25
    .line 29
    iget-object v0, v6, Lcom/tb/SwappedProvider;->registry:Ljava/util/Map;
    const-string v2, "tool_name"
    const-string v3, ""
    invoke-virtual {v9, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/tb/Minter;
    move-object v5, v0
    .line 30
    if-nez v5, :L55
    .line 31
    return-object v4
:L55
    .line 33
    const-string v1, "resume_token"
    invoke-interface {v5}, Lcom/tb/Minter;->mint()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 34
    return-object v4
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 37
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 38
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 39
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 40
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 41
    const/4 v0, 0x0
    return v0
.end method

