.class public final Lcom/d4/LedgerProvider;
.super Landroid/content/ContentProvider;
.source "Ledger.kt"

# instance fields
.field private final unwritten:Lcom/d4/Unwritten;
.field private final flowed:Lcom/d4/Flowed;
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 55
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 56
    new-instance v1, Lcom/d4/Unwritten;
    invoke-direct {v1}, Lcom/d4/Unwritten;-><init>()V
    iput-object v1, v2, Lcom/d4/LedgerProvider;->unwritten:Lcom/d4/Unwritten;
    .line 57
    new-instance v1, Lcom/d4/Flowed;
    invoke-direct {v1}, Lcom/d4/Flowed;-><init>()V
    iput-object v1, v2, Lcom/d4/LedgerProvider;->flowed:Lcom/d4/Flowed;
    .line 55
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 4
    .line 61
    const-string v1, "/data/data/com.d4/x.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v3, Lcom/d4/LedgerProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 62
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    const-string v1, "method"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 66
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 67
    if-nez v12, :L22
    return-object v4
:L22
    .line 68
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v5
    .line 69
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v12, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v8
    .line 70
    const-string v1, "resume_token"
    invoke-virtual {v12, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    .line 71
    const-string v1, "a"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v7
    .line 72
    if-nez v6, :L104
    .line 73
    const-string v1, "resume_token"
    move-object v0, v4
    if-eqz v7, :L80
    iget-object v2, v9, Lcom/d4/LedgerProvider;->unwritten:Lcom/d4/Unwritten;
    invoke-virtual {v2, v5}, Lcom/d4/Unwritten;->issue(I)Ljava/lang/String;
    move-result-object v2
    goto :L89
:L80
    iget-object v2, v9, Lcom/d4/LedgerProvider;->flowed:Lcom/d4/Flowed;
    invoke-virtual {v2, v5}, Lcom/d4/Flowed;->issue(I)Ljava/lang/String;
    move-result-object v2
:L89
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 74
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 75
    return-object v4
:L104
    .line 77
    if-eqz v7, :L144
    .line 78
    iget-object v0, v9, Lcom/d4/LedgerProvider;->unwritten:Lcom/d4/Unwritten;
    invoke-virtual {v0, v6, v5}, Lcom/d4/Unwritten;->redeem(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L126
    return-object v4
:L126
    .line 79
    iget-object v0, v9, Lcom/d4/LedgerProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v1, "a"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    goto :L176
:L144
    .line 81
    iget-object v0, v9, Lcom/d4/LedgerProvider;->flowed:Lcom/d4/Flowed;
    invoke-virtual {v0, v6, v5}, Lcom/d4/Flowed;->redeem(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L161
    return-object v4
:L161
    .line 82
    iget-object v0, v9, Lcom/d4/LedgerProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v1, "b"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
:L176
    .line 84
    return-object v4
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 87
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 88
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 89
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 90
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 91
    const/4 v0, 0x0
    return v0
.end method

