.class public final Lcom/hd/DeskProvider;
.super Landroid/content/ContentProvider;
.source "DeskProvider.java"

# instance fields
.field private final handlers:Ljava/util/EnumMap;
.field private final random:Ljava/security/SecureRandom;
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 5
    .line 18
    invoke-direct {v4}, Landroid/content/ContentProvider;-><init>()V
    .line 31
    new-instance v1, Ljava/util/EnumMap;
    const-class v3, Lcom/hd/DeskProvider$Method;
    invoke-direct {v1, v3}, Ljava/util/EnumMap;-><init>(Ljava/lang/Class;)V
    iput-object v1, v4, Lcom/hd/DeskProvider;->handlers:Ljava/util/EnumMap;
    .line 32
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v4, Lcom/hd/DeskProvider;->random:Ljava/security/SecureRandom;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 4
    .line 37
    const-string v1, "/data/data/com.hd/desk.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v3, Lcom/hd/DeskProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 38
    iget-object v0, v3, Lcom/hd/DeskProvider;->handlers:Ljava/util/EnumMap;
    sget-object v1, Lcom/hd/DeskProvider$Method;->NEGOTIATE:Lcom/hd/DeskProvider$Method;
    new-instance v2, Lcom/hd/DeskProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, v3}, Lcom/hd/DeskProvider$$ExternalSyntheticLambda0;-><init>(Lcom/hd/DeskProvider;)V
    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;
    .line 39
    iget-object v0, v3, Lcom/hd/DeskProvider;->handlers:Ljava/util/EnumMap;
    sget-object v1, Lcom/hd/DeskProvider$Method;->EXECUTE_TOOL:Lcom/hd/DeskProvider$Method;
    new-instance v2, Lcom/hd/DeskProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, v3}, Lcom/hd/DeskProvider$$ExternalSyntheticLambda1;-><init>(Lcom/hd/DeskProvider;)V
    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;
    .line 40
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 45
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    .line 46
    invoke-static {v5}, Lcom/hd/DeskProvider$Method;->of(Ljava/lang/String;)Lcom/hd/DeskProvider$Method;
    move-result-object v1
    .line 47
    if-nez v1, :L20
    const/4 v0, 0x0
    goto :L32
:L20
    iget-object v0, v4, Lcom/hd/DeskProvider;->handlers:Ljava/util/EnumMap;
    invoke-virtual {v0, v1}, Ljava/util/EnumMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hd/DeskProvider$Handler;
:L32
    move-object v2, v0
    .line 48
    if-eqz v2, :L43
    if-nez v7, :L53
:L43
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    goto :L63
:L53
    invoke-interface {v2, v3, v7}, Lcom/hd/DeskProvider$Handler;->handle(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
:L63
    return-object v0
.end method

.method negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 52
    iget-object v0, v6, Lcom/hd/DeskProvider;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v4
    .line 53
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v3, v0
    .line 54
    const-string v1, "token"
    invoke-virtual {v3, v1, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 55
    const-string v1, "uid"
    invoke-static {v7}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 56
    iget-object v0, v6, Lcom/hd/DeskProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "sessions"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 57
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    .line 58
    const-string v1, "session_token"
    invoke-virtual {v5, v1, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 59
    return-object v5
.end method

.method executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 63
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v0
    .line 64
    const-string v1, "uid"
    invoke-static {v7}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 65
    const-string v1, "tool"
    const-string v3, "tool_name"
    const-string v4, ""
    invoke-virtual {v8, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 66
    iget-object v0, v6, Lcom/hd/DeskProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "runs"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 67
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 72
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 77
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 82
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 87
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 92
    const/4 v0, 0x0
    return v0
.end method

