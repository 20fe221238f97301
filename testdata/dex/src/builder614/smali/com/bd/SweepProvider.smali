.class public final Lcom/bd/SweepProvider;
.super Landroid/content/ContentProvider;
.source "SweepProvider.java"

# static fields
.field private static final DECISIONS:Ljava/util/Map;

# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 20
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 21
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/bd/SweepProvider;->DECISIONS:Ljava/util/Map;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 4
    .line 26
    const-string v1, "/data/data/com.bd/sweep.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v3, Lcom/bd/SweepProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 27
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    .line 32
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    .line 33
    if-eqz v13, :L31
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L31
    const-string v0, "execute_tool"
    invoke-virtual {v0, v11}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L34
:L31
    .line 34
    return-object v5
:L34
    .line 38
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    const-string v4, "{}"
    invoke-virtual {v13, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v7, v0
:L51
    .line 42
    goto :L68
:L54
    .line 39
    move-exception v6
    .line 40
    const-string v1, "error_code"
    const-string v2, "INVALID_ARGUMENT"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 41
    return-object v5
:L68
    .line 43
    const-string v0, "sweep_cache"
    const-string v2, "tool_name"
    invoke-virtual {v13, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L193
    .line 44
    const-string v1, "resume_token"
    invoke-virtual {v13, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    .line 45
    if-nez v6, :L99
    const/4 v0, 0x0
    goto :L112
:L99
    sget-object v0, Lcom/bd/SweepProvider;->DECISIONS:Ljava/util/Map;
    invoke-interface {v0, v6}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Boolean;
:L112
    move-object v8, v0
    .line 46
    invoke-static {}, Lcom/bd/Sweep;->builder()Lcom/bd/Sweep$Builder;
    move-result-object v0
    const-string v2, "table"
    const-string v3, "cache"
    invoke-virtual {v7, v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/bd/Sweep$Builder;->setTable(Ljava/lang/String;)Lcom/bd/Sweep$Builder;
    move-result-object v0
    if-eqz v8, :L146
    invoke-virtual {v8}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v1
    if-eqz v1, :L146
    const/4 v1, 0x1
    goto :L147
:L146
    const/4 v1, 0x0
:L147
    invoke-virtual {v0, v1}, Lcom/bd/Sweep$Builder;->setConfirmed(Z)Lcom/bd/Sweep$Builder;
    move-result-object v0
    invoke-virtual {v0}, Lcom/bd/Sweep$Builder;->build()Lcom/bd/Sweep;
    move-result-object v9
    .line 47
    invoke-virtual {v9}, Lcom/bd/Sweep;->confirmed()Z
    move-result v0
    if-nez v0, :L175
    .line 48
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 49
    return-object v5
:L175
    .line 51
    iget-object v0, v10, Lcom/bd/SweepProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-virtual {v9}, Lcom/bd/Sweep;->table()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 52
    return-object v5
:L193
    .line 54
    invoke-static {}, Lcom/bd/Sweep;->builder()Lcom/bd/Sweep$Builder;
    move-result-object v0
    const-string v2, "table"
    const-string v3, "cache"
    .line 55
    invoke-virtual {v7, v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/bd/Sweep$Builder;->setTable(Ljava/lang/String;)Lcom/bd/Sweep$Builder;
    move-result-object v0
    const-string v2, "confirmed"
    const/4 v3, 0x0
    .line 56
    invoke-virtual {v7, v2, v3}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v1
    invoke-virtual {v0, v1}, Lcom/bd/Sweep$Builder;->setConfirmed(Z)Lcom/bd/Sweep$Builder;
    move-result-object v0
    .line 57
    invoke-virtual {v0}, Lcom/bd/Sweep$Builder;->build()Lcom/bd/Sweep;
    move-result-object v6
    .line 58
    invoke-virtual {v6}, Lcom/bd/Sweep;->confirmed()Z
    move-result v0
    if-nez v0, :L244
    .line 59
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 60
    return-object v5
:L244
    .line 62
    iget-object v0, v10, Lcom/bd/SweepProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-virtual {v6}, Lcom/bd/Sweep;->table()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 63
    return-object v5
    .catch Lorg/json/JSONException; {:L34 .. :L51} :L54
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 68
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 73
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 78
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 83
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 88
    const/4 v0, 0x0
    return v0
.end method

