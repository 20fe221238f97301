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
    .line 56
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 57
    new-instance v1, Lcom/mv/DeskStore;
    invoke-direct {v1}, Lcom/mv/DeskStore;-><init>()V
    iput-object v1, v2, Lcom/mv/LedgerProvider;->once:Lcom/mv/DeskStore;
    .line 58
    new-instance v1, Lcom/mv/DeskStore;
    invoke-direct {v1}, Lcom/mv/DeskStore;-><init>()V
    iput-object v1, v2, Lcom/mv/LedgerProvider;->again:Lcom/mv/DeskStore;
    .line 56
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 4
    .line 62
    const-string v1, "/data/data/com.mv/x.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v3, Lcom/mv/LedgerProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 63
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    const-string v1, "method"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 67
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    .line 68
    if-nez v12, :L22
    return-object v5
:L22
    .line 69
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v6
    .line 70
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v12, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    .line 71
    const-string v1, "resume_token"
    invoke-virtual {v12, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 72
    const-string v1, "purge"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v8
    .line 73
    if-nez v7, :L113
    .line 74
    const-string v1, "resume_token"
    move-object v0, v5
    if-eqz v8, :L82
    iget-object v2, v9, Lcom/mv/LedgerProvider;->once:Lcom/mv/DeskStore;
    invoke-virtual {v2, v6, v4}, Lcom/mv/DeskStore;->issue(ILjava/lang/String;)Ljava/lang/String;
    move-result-object v2
    goto :L98
:L82
    iget-object v2, v9, Lcom/mv/LedgerProvider;->again:Lcom/mv/DeskStore;
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v2, v6, v4}, Lcom/mv/DeskStore;->issue(ILjava/lang/String;)Ljava/lang/String;
    move-result-object v2
:L98
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 75
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 76
    return-object v5
:L113
    .line 78
    if-eqz v8, :L155
    .line 79
    iget-object v0, v9, Lcom/mv/LedgerProvider;->once:Lcom/mv/DeskStore;
    invoke-virtual {v0, v7, v6, v4}, Lcom/mv/DeskStore;->redeem(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L137
    return-object v5
:L137
    .line 80
    iget-object v0, v9, Lcom/mv/LedgerProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v1, "a"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    goto :L241
:L155
    .line 81
    const-string v1, "archive"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L202
    .line 82
    iget-object v0, v9, Lcom/mv/LedgerProvider;->once:Lcom/mv/DeskStore;
    invoke-virtual {v0, v7, v6, v4}, Lcom/mv/DeskStore;->archive(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L184
    return-object v5
:L184
    .line 83
    iget-object v0, v9, Lcom/mv/LedgerProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v1, "c"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    goto :L241
:L202
    .line 85
    iget-object v0, v9, Lcom/mv/LedgerProvider;->again:Lcom/mv/DeskStore;
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v7, v6, v4}, Lcom/mv/DeskStore;->peek(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L226
    return-object v5
:L226
    .line 86
    iget-object v0, v9, Lcom/mv/LedgerProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v1, "b"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
:L241
    .line 88
    return-object v5
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 91
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 92
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 93
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 94
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 95
    const/4 v0, 0x0
    return v0
.end method

