.class public final Lcom/ro/LedgerProvider;
.super Landroid/content/ContentProvider;
.source "LedgerProvider.java"

# instance fields
.field private sessions:Lcom/ro/Sessions;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 15
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 34
    iget-object v0, v6, Lcom/ro/LedgerProvider;->sessions:Lcom/ro/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v8, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/ro/Sessions;->find(Ljava/lang/String;)Lcom/ro/Session;
    move-result-object v5
    .line 35
    invoke-static {v7, v5}, Lcom/ro/LedgerProvider;->refuse(ILcom/ro/Session;)Landroid/os/Bundle;
    move-result-object v3
    .line 36
    if-eqz v3, :L29
    .line 37
    return-object v3
:L29
    .line 39
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 40
    const-string v1, "status"
    const-string v2, "ok"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 41
    return-object v4
.end method

.method private static refuse(ILcom/ro/Session;)Landroid/os/Bundle;
    .registers 6
    .line 45
    if-eqz v5, :L11
    invoke-virtual {v5}, Lcom/ro/Session;->expired()Z
    move-result v0
    if-eqz v0, :L29
:L11
    .line 46
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 47
    const-string v1, "error_code"
    const-string v2, "NEGOTIATION_REQUIRED"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 48
    return-object v3
:L29
    .line 50
    const/4 v0, 0x0
    return-object v0
.end method


# virtual methods
.method public onCreate()Z
    .registers 6
    .line 20
    new-instance v1, Lcom/ro/Sessions;
    const-string v3, "/data/data/com.ro/ledger.db"
    const/4 v4, 0x0
    invoke-static {v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v3
    invoke-direct {v1, v3}, Lcom/ro/Sessions;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    iput-object v1, v5, Lcom/ro/LedgerProvider;->sessions:Lcom/ro/Sessions;
    .line 21
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 26
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    .line 27
    if-eqz v5, :L18
    const-string v0, "execute_tool"
    invoke-virtual {v0, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L26
:L18
    .line 28
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L26
    .line 30
    invoke-direct {v2, v1, v5}, Lcom/ro/LedgerProvider;->executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 55
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 60
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 65
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 70
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 75
    const/4 v0, 0x0
    return v0
.end method

