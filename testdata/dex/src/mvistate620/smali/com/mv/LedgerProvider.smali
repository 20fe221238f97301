.class public final Lcom/mv/LedgerProvider;
.super Landroid/content/ContentProvider;
.source "Store.kt"

# instance fields
.field private final once:Lcom/mv/DeskStore;
.field private final again:Lcom/mv/DeskStore;
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 48
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 49
    new-instance v1, Lcom/mv/DeskStore;
    invoke-direct {v1}, Lcom/mv/DeskStore;-><init>()V
    iput-object v1, v2, Lcom/mv/LedgerProvider;->once:Lcom/mv/DeskStore;
    .line 50
    new-instance v1, Lcom/mv/DeskStore;
    invoke-direct {v1}, Lcom/mv/DeskStore;-><init>()V
    iput-object v1, v2, Lcom/mv/LedgerProvider;->again:Lcom/mv/DeskStore;
    .line 48
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 4
    .line 54
    const-string v1, "/data/data/com.mv/x.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v3, Lcom/mv/LedgerProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 55
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    const-string v1, "method"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 59
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 60
    if-nez v12, :L22
    return-object v4
:L22
    .line 61
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v6
    .line 62
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v12, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    .line 63
    const-string v1, "resume_token"
    invoke-virtual {v12, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 64
    const-string v1, "purge"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v8
    .line 65
    if-nez v7, :L113
    .line 66
    const-string v1, "resume_token"
    move-object v0, v4
    if-eqz v8, :L82
    iget-object v2, v9, Lcom/mv/LedgerProvider;->once:Lcom/mv/DeskStore;
    invoke-virtual {v2, v6, v5}, Lcom/mv/DeskStore;->issue(ILjava/lang/String;)Ljava/lang/String;
    move-result-object v2
    goto :L98
:L82
    iget-object v2, v9, Lcom/mv/LedgerProvider;->again:Lcom/mv/DeskStore;
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v2, v6, v5}, Lcom/mv/DeskStore;->issue(ILjava/lang/String;)Ljava/lang/String;
    move-result-object v2
:L98
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 67
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 68
    return-object v4
:L113
    .line 70
    if-eqz v8, :L155
    .line 71
    iget-object v0, v9, Lcom/mv/LedgerProvider;->once:Lcom/mv/DeskStore;
    invoke-virtual {v0, v7, v6, v5}, Lcom/mv/DeskStore;->redeem(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L137
    return-object v4
:L137
    .line 72
    iget-object v0, v9, Lcom/mv/LedgerProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v1, "a"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    goto :L194
:L155
    .line 74
    iget-object v0, v9, Lcom/mv/LedgerProvider;->again:Lcom/mv/DeskStore;
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v7, v6, v5}, Lcom/mv/DeskStore;->peek(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L179
    return-object v4
:L179
    .line 75
    iget-object v0, v9, Lcom/mv/LedgerProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v1, "b"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
:L194
    .line 77
    return-object v4
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 80
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 81
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 82
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 83
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 84
    const/4 v0, 0x0
    return v0
.end method

