.class public final Lcom/eq/VaultProvider;
.super Landroid/content/ContentProvider;
.source "VaultProvider.java"

# instance fields
.field private final sessions:Ljava/util/Map;
.field private final tickets:Ljava/util/Map;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 17
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 18
    new-instance v1, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v1}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v1, v2, Lcom/eq/VaultProvider;->sessions:Ljava/util/Map;
    .line 19
    new-instance v1, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v1}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v1, v2, Lcom/eq/VaultProvider;->tickets:Ljava/util/Map;
    return-void
.end method

.method private confirm(Ljava/lang/String;I)Ljava/lang/String;
    .registers 7
    .line 41
    if-nez v5, :L7
    .line 42
    const-string v0, "{}"
    return-object v0
:L7
    .line 44
    iget-object v0, v4, Lcom/eq/VaultProvider;->tickets:Ljava/util/Map;
    new-instance v1, Lcom/eq/Ticket;
    invoke-direct {v1, v5, v6}, Lcom/eq/Ticket;-><init>(Ljava/lang/String;I)V
    invoke-interface {v0, v1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v3, v0
    .line 45
    if-nez v3, :L38
    const-string v0, "{}"
    goto :L44
:L38
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"confirmed\":\""
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, "\"}"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
:L44
    return-object v0
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 23
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    .line 28
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v7
    .line 29
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v6, v0
    .line 30
    if-eqz v11, :L47
    iget-object v0, v8, Lcom/eq/VaultProvider;->sessions:Ljava/util/Map;
    new-instance v1, Lcom/eq/SessionKey;
    const-string v4, "session_token"
    const-string v5, ""
    invoke-virtual {v11, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v1, v3, v7}, Lcom/eq/SessionKey;-><init>(Ljava/lang/String;I)V
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-nez v0, :L59
:L47
    .line 31
    const-string v1, "error_code"
    const-string v2, "NEGOTIATION_REQUIRED"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 32
    return-object v6
:L59
    .line 34
    const-string v0, "execute_tool"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L87
    .line 35
    const-string v1, "result_json"
    const-string v4, "resume_token"
    invoke-virtual {v11, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v8, v3, v7}, Lcom/eq/VaultProvider;->confirm(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L87
    .line 37
    return-object v6
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 50
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 55
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 60
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 65
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 70
    const/4 v0, 0x0
    return v0
.end method

