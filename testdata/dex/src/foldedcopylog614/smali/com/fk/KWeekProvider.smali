.class public final Lcom/fk/KWeekProvider;
.super Landroid/content/ContentProvider;
.source "KWeek.kt"

# instance fields
.field private final reviewed:Ljava/util/HashSet;
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 40
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 41
    new-instance v1, Ljava/util/HashSet;
    invoke-direct {v1}, Ljava/util/HashSet;-><init>()V
    iput-object v1, v2, Lcom/fk/KWeekProvider;->reviewed:Ljava/util/HashSet;
    .line 40
    return-void
.end method

.method private final clear(Lcom/fk/ClearWeek;)Landroid/os/Bundle;
    .registers 12
    .line 62
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v8, v0
    .line 63
    invoke-virtual {v11}, Lcom/fk/ClearWeek;->getConfirmed()Z
    move-result v0
    if-nez v0, :L25
    .line 64
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 65
    return-object v8
:L25
    .line 67
    const-string v1, "deleted"
    iget-object v2, v10, Lcom/fk/KWeekProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    move-object v0, v8
    if-nez v2, :L43
    const-string v2, "db"
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v2, 0x0
:L43
    const-string v3, "plans"
    const-string v4, "week = ?"
    const/4 v5, 0x1
    new-array v5, v5, [Ljava/lang/String;
    move-object v9, v5
    const/4 v6, 0x0
    invoke-virtual {v11}, Lcom/fk/ClearWeek;->getWeek()Ljava/lang/String;
    move-result-object v7
    aput-object v7, v9, v6
    invoke-virtual {v2, v3, v4, v9}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v2
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 68
    return-object v8
.end method

.method private final discard(Lcom/fk/Discard;)Landroid/os/Bundle;
    .registers 12
    .line 72
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v8, v0
    .line 73
    invoke-virtual {v11}, Lcom/fk/Discard;->getApproved()Z
    move-result v0
    if-nez v0, :L25
    .line 74
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 75
    return-object v8
:L25
    .line 77
    invoke-virtual {v11}, Lcom/fk/Discard;->getDryRun()Z
    move-result v0
    if-eqz v0, :L34
    return-object v8
:L34
    .line 78
    const-string v1, "deleted"
    iget-object v2, v10, Lcom/fk/KWeekProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    move-object v0, v8
    if-nez v2, :L52
    const-string v2, "db"
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v2, 0x0
:L52
    const-string v3, "items"
    const-string v4, "id = ?"
    const/4 v5, 0x1
    new-array v5, v5, [Ljava/lang/String;
    move-object v9, v5
    const/4 v6, 0x0
    invoke-virtual {v11}, Lcom/fk/Discard;->getItem()Ljava/lang/String;
    move-result-object v7
    aput-object v7, v9, v6
    invoke-virtual {v2, v3, v4, v9}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v2
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 79
    return-object v8
.end method


# virtual methods
.method public onCreate()Z
    .registers 5
    .line 45
    const-string v1, "weeks.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v3, "openOrCreateDatabase(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v1, v4, Lcom/fk/KWeekProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 46
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    const-string v1, "method"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 50
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L28
    if-eqz v10, :L28
    const-string v1, "execute_tool"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L30
:L28
    const/4 v0, 0x0
    return-object v0
:L30
    .line 51
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "arguments"
    invoke-virtual {v10, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v4, v0
    .line 52
    const-string v1, "request_id"
    invoke-virtual {v10, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    .line 53
    iget-object v0, v7, Lcom/fk/KWeekProvider;->reviewed:Ljava/util/HashSet;
    invoke-virtual {v0, v6}, Ljava/util/HashSet;->remove(Ljava/lang/Object;)Z
    move-result v5
    .line 54
    const-string v1, "tool_name"
    invoke-virtual {v10, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "clear_week"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L99
    .line 55
    sget-object v1, Lcom/fk/Mapper;->INSTANCE:Lcom/fk/Mapper;
    invoke-virtual {v1, v4, v5}, Lcom/fk/Mapper;->clearWeek(Lorg/json/JSONObject;Z)Lcom/fk/ClearWeek;
    move-result-object v1
    invoke-direct {v7, v1}, Lcom/fk/KWeekProvider;->clear(Lcom/fk/ClearWeek;)Landroid/os/Bundle;
    move-result-object v0
    goto :L113
:L99
    .line 57
    sget-object v1, Lcom/fk/Mapper;->INSTANCE:Lcom/fk/Mapper;
    invoke-virtual {v1, v4, v5}, Lcom/fk/Mapper;->discard(Lorg/json/JSONObject;Z)Lcom/fk/Discard;
    move-result-object v1
    invoke-direct {v7, v1}, Lcom/fk/KWeekProvider;->discard(Lcom/fk/Discard;)Landroid/os/Bundle;
    move-result-object v0
:L113
    .line 54
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 82
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 83
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 84
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 85
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 86
    const/4 v0, 0x0
    return v0
.end method

