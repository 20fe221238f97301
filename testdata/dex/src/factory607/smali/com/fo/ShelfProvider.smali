.class public final Lcom/fo/ShelfProvider;
.super Landroid/content/ContentProvider;
.source "ShelfProvider.java"

# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 17
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private listShelves()Landroid/os/Bundle;
    .registers 6
:L0
    .line 36
    iget-object v0, v5, Lcom/fo/ShelfProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "scratch"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    invoke-static {v0}, Lcom/fo/ShelfProvider;->ok(I)Landroid/os/Bundle;
    move-result-object v0
:L14
    return-object v0
:L15
    .line 37
    move-exception v4
    .line 38
    const-string v0, "UNAVAILABLE"
    invoke-virtual {v4}, Ljava/lang/RuntimeException;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/fo/Failure;->of(Ljava/lang/String;Ljava/lang/String;)Lcom/fo/Failure;
    move-result-object v0
    invoke-static {v0}, Lcom/fo/ShelfProvider;->reply(Lcom/fo/Failure;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/RuntimeException; {:L0 .. :L14} :L15
.end method

.method private listBoxes()Landroid/os/Bundle;
    .registers 6
:L0
    .line 44
    iget-object v0, v5, Lcom/fo/ShelfProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "scratch_boxes"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    invoke-static {v0}, Lcom/fo/ShelfProvider;->ok(I)Landroid/os/Bundle;
    move-result-object v0
:L14
    return-object v0
:L15
    .line 45
    move-exception v4
    .line 46
    const-string v0, "UNAVAILABLE"
    const-string v1, "The boxes could not be read"
    invoke-static {v0, v1}, Lcom/fo/Failure;->of(Ljava/lang/String;Ljava/lang/String;)Lcom/fo/Failure;
    move-result-object v0
    invoke-static {v0}, Lcom/fo/ShelfProvider;->reply(Lcom/fo/Failure;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/RuntimeException; {:L0 .. :L14} :L15
.end method

.method private route(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6
    .line 51
    move-object v2, v5
    const/4 v3, -0x1
    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_8
    goto :L83
:L44
    const-string v1, "list_boxes"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L83
    const/4 v3, 0x0
    goto :L83
:L58
    const-string v1, "list_bins"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L83
    const/4 v3, 0x1
    goto :L83
:L72
    const-string v1, "list_crates"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L83
    const/4 v3, 0x2
:L83
    packed-switch v3, :sw_84
    goto :L127
:L112
    .line 53
    invoke-direct {v4}, Lcom/fo/ShelfProvider;->listBoxes()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L117
    .line 55
    invoke-direct {v4}, Lcom/fo/ShelfProvider;->listBins()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L122
    .line 57
    invoke-direct {v4}, Lcom/fo/ShelfProvider;->listCrates()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L127
    .line 59
    invoke-direct {v4}, Lcom/fo/ShelfProvider;->listShelves()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:sw_8
    .sparse-switch
        -0x48fe20b3 -> :L58
        0x3513d1 -> :L72
        0x293ce8d8 -> :L44
    .end sparse-switch
:sw_84
    .packed-switch 0x0
        :L112
        :L117
        :L122
    .end packed-switch
.end method

.method private listBins()Landroid/os/Bundle;
    .registers 6
:L0
    .line 65
    iget-object v0, v5, Lcom/fo/ShelfProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "scratch_bins"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    invoke-static {v0}, Lcom/fo/ShelfProvider;->ok(I)Landroid/os/Bundle;
    move-result-object v0
:L14
    return-object v0
:L15
    .line 66
    move-exception v4
    .line 67
    invoke-virtual {v4}, Ljava/lang/RuntimeException;->getMessage()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/fo/Failure;->unavailable(Ljava/lang/String;)Lcom/fo/Failure;
    move-result-object v0
    invoke-static {v0}, Lcom/fo/ShelfProvider;->reply(Lcom/fo/Failure;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/RuntimeException; {:L0 .. :L14} :L15
.end method

.method private listCrates()Landroid/os/Bundle;
    .registers 6
:L0
    .line 73
    iget-object v0, v5, Lcom/fo/ShelfProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "scratch_crates"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    invoke-static {v0}, Lcom/fo/ShelfProvider;->ok(I)Landroid/os/Bundle;
    move-result-object v0
:L14
    return-object v0
:L15
    .line 74
    move-exception v4
    .line 75
    const-string v0, "The crates could not be read"
    invoke-static {v0}, Lcom/fo/Failure;->unavailable(Ljava/lang/String;)Lcom/fo/Failure;
    move-result-object v0
    invoke-static {v0}, Lcom/fo/ShelfProvider;->reply(Lcom/fo/Failure;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/RuntimeException; {:L0 .. :L14} :L15
.end method

.method private static ok(I)Landroid/os/Bundle;
    .registers 4
    .line 80
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v2, v0
    .line 81
    const-string v1, "count"
    invoke-virtual {v2, v1, v3}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 82
    return-object v2
.end method

.method private static reply(Lcom/fo/Failure;)Landroid/os/Bundle;
    .registers 5
    .line 86
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 87
    const-string v1, "error_code"
    invoke-virtual {v4}, Lcom/fo/Failure;->code()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 88
    const-string v1, "error_message"
    invoke-virtual {v4}, Lcom/fo/Failure;->message()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 89
    return-object v3
.end method


# virtual methods
.method public onCreate()Z
    .registers 4
    .line 22
    const-string v1, "/data/data/com.fo/shelf.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v3, Lcom/fo/ShelfProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 23
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 28
    if-eqz v7, :L13
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-eq v0, v1, :L21
:L13
    .line 29
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L21
    .line 31
    const-string v2, "tool_name"
    const-string v3, ""
    invoke-virtual {v7, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-direct {v4, v1}, Lcom/fo/ShelfProvider;->route(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 94
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 99
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 104
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 109
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 114
    const/4 v0, 0x0
    return v0
.end method

