.class public final Lcom/example/r34k2/Orders;
.super Ljava/lang/Object;
.source "Stores.kt"

.field public static final INSTANCE:Lcom/example/r34k2/Orders;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r34k2/Orders;
    invoke-direct {v0}, Lcom/example/r34k2/Orders;-><init>()V
    sput-object v0, Lcom/example/r34k2/Orders;->INSTANCE:Lcom/example/r34k2/Orders;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 60
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final cancel(Landroid/content/Context;Ljava/lang/String;)V
    .registers 10
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "orderId"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 68
    const-string v0, "orders.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    .line 69
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v1, v0
    .local v1, "$this$cancel_u24lambda_u240":Landroid/content/ContentValues;
    const/4 v2, 0x0
    .line 99
    .local v2, "$i$a$-apply-Orders$cancel$1":I
    .line 69
    const-string v3, "state"
    const-string v4, "cancelled"
    invoke-virtual {v1, v3, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .end local v1    # "$this$cancel_u24lambda_u240":Landroid/content/ContentValues;
    .end local v2    # "$i$a$-apply-Orders$cancel$1":I
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/String;
    const-string v2, "ord_"
    check-cast v2, Ljava/lang/CharSequence;
    invoke-static {p2, v2}, Lkotlin/text/StringsKt;->removePrefix(Ljava/lang/String;Ljava/lang/CharSequence;)Ljava/lang/String;
    move-result-object p2
    const/4 v2, 0x0
    aput-object p2, v1, v2
    const-string p2, "orders"
    const-string v2, "id = ?"
    invoke-virtual {p1, p2, v0, v2, v1}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 70
    return-void
.end method

.method public final create(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 10
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "albumId"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "size"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 62
    const-string v0, "orders.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    .line 63
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v1, v0
    .local v1, "$this$create_u24lambda_u240":Landroid/content/ContentValues;
    const/4 v3, 0x0
    .line 99
    .local v3, "$i$a$-apply-Orders$create$id$1":I
    const-string v4, "album_id"
    invoke-virtual {v1, v4, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const-string p2, "size"
    invoke-virtual {v1, p2, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 63
    .end local v1    # "$this$create_u24lambda_u240":Landroid/content/ContentValues;
    .end local v3    # "$i$a$-apply-Orders$create$id$1":I
    const-string p2, "orders"
    invoke-virtual {p1, p2, v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide p1
    .line 64
    new-instance p3, Ljava/lang/StringBuilder;
    invoke-direct {p3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "ord_"
    invoke-virtual {p3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p3
    invoke-virtual {p3, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method
