.class public final Lcom/bc/BinsProvider;
.super Lcom/bc/Base;
.source "BinsProvider.java"

# instance fields
.field private final methods:Ljava/util/Map;
.field private sessions:Lcom/bc/Sessions;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 12
    invoke-direct {v2}, Lcom/bc/Base;-><init>()V
    .line 13
    new-instance v1, Ljava/util/HashMap;
    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V
    iput-object v1, v2, Lcom/bc/BinsProvider;->methods:Ljava/util/Map;
    return-void
.end method

.method private listTools(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 35
    iget-object v0, v4, Lcom/bc/BinsProvider;->sessions:Lcom/bc/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v6, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/bc/Sessions;->valid(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L23
    .line 36
    const-string v1, "NEGOTIATION_REQUIRED"
    invoke-static {v6, v1}, Lcom/bc/BinsProvider;->error(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L23
    .line 38
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 39
    const-string v1, "tools"
    const-string v2, "[]"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 40
    return-object v3
.end method

.method private execute(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 44
    iget-object v0, v6, Lcom/bc/BinsProvider;->sessions:Lcom/bc/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v8, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/bc/Sessions;->valid(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L23
    .line 45
    const-string v1, "NEGOTIATION_REQUIRED"
    invoke-static {v8, v1}, Lcom/bc/BinsProvider;->error(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L23
    .line 47
    invoke-virtual {v6}, Lcom/bc/BinsProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {v0, v7}, Lcom/bc/Caller;->of(Landroid/content/pm/PackageManager;I)Lcom/bc/Caller;
    move-result-object v4
    .line 48
    const-string v1, "calling_package"
    invoke-virtual {v8, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;
    move-result-object v0
    sget-object v1, Lcom/bc/BinsProvider$$ExternalSyntheticLambda2;->INSTANCE:Lcom/bc/BinsProvider$$ExternalSyntheticLambda2;
    .line 49
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;
    move-result-object v0
    iget-object v1, v4, Lcom/bc/Caller;->packageName:Ljava/lang/String;
    .line 50
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v5, v0
    .line 51
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 52
    const-string v1, "acting_package"
    invoke-virtual {v3, v1, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 53
    return-object v3
.end method

.method private static error(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    .line 57
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 58
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 59
    const-string v1, "request_id"
    move-object v0, v4
    if-nez v5, :L26
    const/4 v2, 0x0
    goto :L32
:L26
    const-string v3, "request_id"
    invoke-virtual {v5, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
:L32
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 60
    const-string v1, "ok"
    const/4 v2, 0x0
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 61
    const-string v1, "error_code"
    invoke-virtual {v4, v1, v6}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 62
    const-string v1, "error_message"
    const-string v2, "The request was refused"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 63
    return-object v4
.end method

.method public static synthetic lambda$execute$2(Ljava/lang/String;)Z
    .registers 2
    .line 49
    invoke-virtual {v1}, Ljava/lang/String;->isEmpty()Z
    move-result v0
    if-nez v0, :L11
    const/4 v0, 0x1
    goto :L12
:L11
    const/4 v0, 0x0
:L12
    return v0
.end method


# virtual methods
.method public onCreate()Z
    .registers 7
    .line 18
    new-instance v1, Lcom/bc/Sessions;
    invoke-virtual {v6}, Lcom/bc/BinsProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    invoke-static {v3}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "/s.db"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    const/4 v4, 0x0
    invoke-static {v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v3
    invoke-direct {v1, v3}, Lcom/bc/Sessions;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    iput-object v1, v6, Lcom/bc/BinsProvider;->sessions:Lcom/bc/Sessions;
    .line 19
    iget-object v0, v6, Lcom/bc/BinsProvider;->methods:Ljava/util/Map;
    const-string v1, "list_tools"
    new-instance v2, Lcom/bc/BinsProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, v6}, Lcom/bc/BinsProvider$$ExternalSyntheticLambda0;-><init>(Lcom/bc/BinsProvider;)V
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 20
    iget-object v0, v6, Lcom/bc/BinsProvider;->methods:Ljava/util/Map;
    const-string v1, "execute_tool"
    new-instance v2, Lcom/bc/BinsProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, v6}, Lcom/bc/BinsProvider$$ExternalSyntheticLambda1;-><init>(Lcom/bc/BinsProvider;)V
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 21
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 26
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    .line 27
    iget-object v0, v4, Lcom/bc/BinsProvider;->methods:Ljava/util/Map;
    invoke-interface {v0, v5}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/function/BiFunction;
    move-object v2, v0
    .line 28
    if-eqz v2, :L29
    if-nez v7, :L36
:L29
    .line 29
    const-string v1, "METHOD_NOT_FOUND"
    invoke-static {v7, v1}, Lcom/bc/BinsProvider;->error(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L36
    .line 31
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-interface {v2, v1, v7}, Ljava/util/function/BiFunction;->apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    return-object v0
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 12
    invoke-super {v1, v2, v3, v4, v5}, Lcom/bc/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 12
    invoke-super {v1, v2, v3, v4}, Lcom/bc/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 12
    invoke-super {v1, v2, v3}, Lcom/bc/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 12
    invoke-super {v1, v2}, Lcom/bc/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 12
    invoke-super/range {v1 .. v6}, Lcom/bc/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public synthetic lambda$onCreate$1(Ljava/lang/Integer;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 20
    invoke-virtual {v3}, Ljava/lang/Integer;->intValue()I
    move-result v1
    invoke-direct {v2, v1, v4}, Lcom/bc/BinsProvider;->execute(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public synthetic lambda$onCreate$0(Ljava/lang/Integer;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 19
    invoke-virtual {v3}, Ljava/lang/Integer;->intValue()I
    move-result v1
    invoke-direct {v2, v1, v4}, Lcom/bc/BinsProvider;->listTools(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

