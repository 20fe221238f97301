.class final Lcom/ps/Store;
.super Ljava/lang/Object;
.source "Store.java"

# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    .line 15
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 16
    iput-object v2, v1, Lcom/ps/Store;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 17
    return-void
.end method


# virtual methods
.method byCategory(Ljava/lang/String;)Landroid/database/Cursor;
    .registers 13
    .line 21
    if-nez v12, :L12
    .line 22
    const/4 v0, 0x0
    const/4 v1, 0x0
    invoke-static {v0, v1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v0
    goto :L25
:L12
    .line 23
    const-string v0, "category = ?"
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/String;
    const/4 v3, 0x0
    aput-object v12, v1, v3
    invoke-static {v0, v1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v0
:L25
    move-object v8, v0
    .line 24
    invoke-virtual {v8}, Lkotlin/Pair;->component1()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v9, v0
    .line 25
    invoke-virtual {v8}, Lkotlin/Pair;->component2()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Ljava/lang/String;
    move-object v10, v0
    .line 26
    iget-object v0, v11, Lcom/ps/Store;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "items"
    const/4 v2, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const-string v7, "id DESC"
    move-object v3, v9
    move-object v4, v10
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method byName(Ljava/lang/String;)Landroid/database/Cursor;
    .registers 13
    .line 31
    if-nez v12, :L12
    .line 32
    const/4 v0, 0x0
    const/4 v1, 0x0
    invoke-static {v0, v1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v0
    goto :L25
:L12
    .line 33
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "name LIKE \'%"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, "%\'"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0x0
    new-array v1, v1, [Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v0
:L25
    move-object v8, v0
    .line 34
    invoke-virtual {v8}, Lkotlin/Pair;->component1()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v9, v0
    .line 35
    invoke-virtual {v8}, Lkotlin/Pair;->component2()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Ljava/lang/String;
    move-object v10, v0
    .line 36
    iget-object v0, v11, Lcom/ps/Store;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "items"
    const/4 v2, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const-string v7, "id DESC"
    move-object v3, v9
    move-object v4, v10
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

