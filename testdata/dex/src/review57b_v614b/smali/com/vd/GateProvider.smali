.class public final Lcom/vd/GateProvider;
.super Landroid/content/ContentProvider;
.source "GateProvider.java"

# instance fields
.field private final tools:Ljava/util/Map;
.field private final approvedTokens:Ljava/util/Set;
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field private final uiApproved:Ljava/util/Set;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 14
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 15
    new-instance v1, Ljava/util/HashMap;
    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V
    iput-object v1, v2, Lcom/vd/GateProvider;->tools:Ljava/util/Map;
    .line 16
    new-instance v1, Ljava/util/HashSet;
    invoke-direct {v1}, Ljava/util/HashSet;-><init>()V
    iput-object v1, v2, Lcom/vd/GateProvider;->approvedTokens:Ljava/util/Set;
    .line 19
    new-instance v1, Ljava/util/HashSet;
    invoke-direct {v1}, Ljava/util/HashSet;-><init>()V
    iput-object v1, v2, Lcom/vd/GateProvider;->uiApproved:Ljava/util/Set;
    return-void
.end method

.method private verdict(ZLjava/lang/String;)I
    .registers 4
    .line 48
    if-eqz v2, :L6
    .line 49
    const/4 v0, 0x1
    return v0
:L6
    .line 51
    if-nez v3, :L12
    .line 52
    const/4 v0, 0x2
    return v0
:L12
    .line 54
    iget-object v0, v1, Lcom/vd/GateProvider;->approvedTokens:Ljava/util/Set;
    invoke-interface {v0, v3}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L29
    const/4 v0, 0x1
    goto :L30
:L29
    const/4 v0, 0x0
:L30
    return v0
.end method

.method private static status(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4
    .line 73
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v2, v0
    .line 74
    const-string v1, "error_code"
    invoke-virtual {v2, v1, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 75
    return-object v2
.end method


# virtual methods
.method public onCreate()Z
    .registers 4
    .line 22
    const-string v1, "/data/data/com.vd/gate.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v3, Lcom/vd/GateProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 23
    iget-object v0, v3, Lcom/vd/GateProvider;->tools:Ljava/util/Map;
    const-string v1, "purge_logs"
    new-instance v2, Lcom/vd/GateProvider$1;
    invoke-direct {v2, v3}, Lcom/vd/GateProvider$1;-><init>(Lcom/vd/GateProvider;)V
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 34
    iget-object v0, v3, Lcom/vd/GateProvider;->tools:Ljava/util/Map;
    const-string v1, "trim_logs"
    new-instance v2, Lcom/vd/GateProvider$2;
    invoke-direct {v2, v3}, Lcom/vd/GateProvider$2;-><init>(Lcom/vd/GateProvider;)V
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 45
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    .line 59
    if-eqz v11, :L22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L22
    const-string v0, "execute_tool"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L30
:L22
    .line 60
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L30
    .line 62
    iget-object v0, v8, Lcom/vd/GateProvider;->tools:Ljava/util/Map;
    const-string v2, "tool_name"
    const-string v3, ""
    invoke-virtual {v11, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/vd/Tool;
    move-object v6, v0
    .line 63
    if-nez v6, :L63
    .line 64
    const-string v0, "INVALID_ARGUMENT"
    invoke-static {v0}, Lcom/vd/GateProvider;->status(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L63
    .line 67
    new-instance v1, Lorg/json/JSONObject;
    const-string v4, "args"
    const-string v5, "{}"
    invoke-virtual {v11, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v1, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    const-string v3, "resume_token"
    invoke-virtual {v11, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-interface {v6, v1, v2}, Lcom/vd/Tool;->run(Lorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
:L91
    return-object v0
:L92
    .line 68
    move-exception v7
    .line 69
    const-string v0, "INVALID_ARGUMENT"
    invoke-static {v0}, Lcom/vd/GateProvider;->status(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Lorg/json/JSONException; {:L63 .. :L91} :L92
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 77
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 78
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 79
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 80
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 81
    const/4 v0, 0x0
    return v0
.end method

