.class public final Lcom/example/r16k/Tasks;
.super Ljava/lang/Object;
.source "Tasks.kt"

.field public static final INSTANCE:Lcom/example/r16k/Tasks;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r16k/Tasks;
    invoke-direct {v0}, Lcom/example/r16k/Tasks;-><init>()V
    sput-object v0, Lcom/example/r16k/Tasks;->INSTANCE:Lcom/example/r16k/Tasks;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method private final db(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 5
    .line 9
    const-string v0, "tasks.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    const-string v0, "openOrCreateDatabase(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method public final deleteDone(Landroid/content/Context;)V
    .registers 5
    const-string v0, "c"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-direct {p0, p1}, Lcom/example/r16k/Tasks;->db(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    const-string v0, "tasks"
    const-string v1, "done = 1"
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    return-void
.end method

.method public final archive(Landroid/content/Context;Z)I
    .registers 7
    const-string v0, "c"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    const-string v1, "archived"
    const/4 v2, 0x1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 15
    if-eqz p2, :cond_0
    const/4 p2, 0x0
    goto :goto_0
    :cond_0
    const-string p2, "done = 1"
    .line 16
    :goto_0
    invoke-direct {p0, p1}, Lcom/example/r16k/Tasks;->db(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    const-string v1, "tasks"
    const/4 v3, 0x0
    invoke-virtual {p1, v1, v0, p2, v3}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result p1
    return p1
.end method

.method public final importAll(Landroid/content/Context;Ljava/lang/String;)I
    .registers 8
    const-string v0, "c"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    new-instance v0, Lorg/json/JSONArray;
    if-nez p2, :cond_0
    const-string p2, "[]"
    :cond_0
    invoke-direct {v0, p2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V
    .line 20
    invoke-direct {p0, p1}, Lcom/example/r16k/Tasks;->db(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    .line 21
    invoke-virtual {v0}, Lorg/json/JSONArray;->length()I
    move-result p2
    const/4 v1, 0x0
    :goto_0
    if-ge v1, p2, :cond_1
    .line 22
    new-instance v2, Landroid/content/ContentValues;
    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V
    const-string v3, "title"
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->getString(I)Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v2, v3, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 23
    const-string v3, "tasks"
    const/4 v4, 0x0
    invoke-virtual {p1, v3, v4, v2}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    add-int/lit8 v1, v1, 0x1
    goto :goto_0
    .line 25
    :cond_1
    return p2
.end method
