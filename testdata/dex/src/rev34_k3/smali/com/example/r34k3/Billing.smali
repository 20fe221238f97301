.class public final Lcom/example/r34k3/Billing;
.super Ljava/lang/Object;
.source "Billing.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nBilling.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Billing.kt\ncom/example/r34k3/Billing\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,64:1\n1#2:65\n*E\n"
.end annotation

.field public static final INSTANCE:Lcom/example/r34k3/Billing;

.field private static final LATE_FEE_CENTS:I = 0x5dc

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r34k3/Billing;
    invoke-direct {v0}, Lcom/example/r34k3/Billing;-><init>()V
    sput-object v0, Lcom/example/r34k3/Billing;->INSTANCE:Lcom/example/r34k3/Billing;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final total(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/String;
    .registers 8
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "invoice"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    nop
    .line 17
    const-string v0, "UPDATE invoices SET late_fee_cents = ? WHERE id = ? AND due_at < ? AND late_fee_cents = 0"
    .line 18
    const/4 v1, 0x3
    new-array v1, v1, [Ljava/lang/Object;
    const/16 v2, 0x5dc
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/4 v3, 0x0
    aput-object v2, v1, v3
    const/4 v2, 0x1
    aput-object p2, v1, v2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const/4 v3, 0x2
    aput-object v2, v1, v3
    .line 16
    invoke-virtual {p1, v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 20
    const/4 v0, 0x1
    new-array v0, v0, [Ljava/lang/String;
    const/4 v1, 0x0
    aput-object p2, v0, v1
    const-string p2, "SELECT amount_cents + late_fee_cents FROM invoices WHERE id = ?"
    invoke-virtual {p1, p2, v0}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    check-cast p1, Ljava/io/Closeable;
    const/4 p2, 0x0
    :try_start_3a
    move-object v0, p1
    check-cast v0, Landroid/database/Cursor;
    .local v0, "c":Landroid/database/Cursor;
    const/4 v2, 0x0
    .line 21
    .local v2, "$i$a$-use-Billing$total$1":I
    invoke-interface {v0}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v3
    if-eqz v3, :cond_none
    invoke-interface {v0, v1}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v0
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"total_cents\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    goto :goto_val
    :cond_none
    const-string v0, "{\"total_cents\":null}"
    .end local v2    # "$i$a$-use-Billing$total$1":I
    :goto_val
    :try_end_66
    .catchall {:try_start_3a .. :try_end_66} :catchall_6b
    .line 20
    invoke-static {p1, p2}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    return-object v0
    :catchall_6b
    move-exception p2
    :try_start_6c
    throw p2
    :try_end_6d
    .catchall {:try_start_6c .. :try_end_6d} :catchall_6d
    :catchall_6d
    move-exception v0
    invoke-static {p1, p2}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v0
.end method

.method public final send(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 9
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "invoice"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "email"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    new-instance v1, Landroid/content/ContentValues;
    invoke-direct {v1}, Landroid/content/ContentValues;-><init>()V
    move-object v2, v1
    .local v2, "$this$send_u24lambda_u241":Landroid/content/ContentValues;
    const/4 v3, 0x0
    .line 65
    .local v3, "$i$a$-apply-Billing$send$1":I
    const-string v4, "invoice_id"
    invoke-virtual {v2, v4, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v2, v0, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 26
    .end local v2    # "$this$send_u24lambda_u241":Landroid/content/ContentValues;
    .end local v3    # "$i$a$-apply-Billing$send$1":I
    const-string p3, "outbox"
    const/4 v0, 0x0
    invoke-virtual {p1, p3, v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 27
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p3, "{\"queued\":\""
    invoke-virtual {p1, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "\"}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public final void(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "invoice"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    const/4 v0, 0x1
    new-array v0, v0, [Ljava/lang/String;
    const/4 v1, 0x0
    aput-object p2, v0, v1
    const-string v1, "invoices"
    const-string v2, "id = ?"
    invoke-virtual {p1, v1, v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 32
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "{\"voided\":\""
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "\"}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public final stock(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/String;
    .registers 7
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "sku"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    const/4 v0, 0x1
    new-array v0, v0, [Ljava/lang/String;
    const/4 v1, 0x0
    aput-object p2, v0, v1
    const-string p2, "SELECT qty FROM parts WHERE sku = ?"
    invoke-virtual {p1, p2, v0}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    check-cast p1, Ljava/io/Closeable;
    const/4 p2, 0x0
    :try_start_17
    move-object v0, p1
    check-cast v0, Landroid/database/Cursor;
    .local v0, "c":Landroid/database/Cursor;
    const/4 v2, 0x0
    .line 37
    .local v2, "$i$a$-use-Billing$stock$1":I
    invoke-interface {v0}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v3
    if-eqz v3, :cond_zero
    invoke-interface {v0, v1}, Landroid/database/Cursor;->getInt(I)I
    move-result v1
    :cond_zero
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"qty\":"
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    .end local v2    # "$i$a$-use-Billing$stock$1":I
    :try_end_3e
    .catchall {:try_start_17 .. :try_end_3e} :catchall_43
    .line 36
    invoke-static {p1, p2}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    .line 38
    return-object v0
    :catchall_43
    move-exception p2
    :try_start_44
    throw p2
    :try_end_45
    .catchall {:try_start_44 .. :try_end_45} :catchall_45
    :catchall_45
    move-exception v0
    invoke-static {p1, p2}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v0
.end method

.method public final orderPart(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;I)Ljava/lang/String;
    .registers 9
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "sku"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    new-instance v1, Landroid/content/ContentValues;
    invoke-direct {v1}, Landroid/content/ContentValues;-><init>()V
    move-object v2, v1
    .local v2, "$this$orderPart_u24lambda_u242":Landroid/content/ContentValues;
    const/4 v3, 0x0
    .line 65
    .local v3, "$i$a$-apply-Billing$orderPart$id$1":I
    invoke-virtual {v2, v0, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const-string p2, "qty"
    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p3
    invoke-virtual {v2, p2, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 41
    .end local v2    # "$this$orderPart_u24lambda_u242":Landroid/content/ContentValues;
    .end local v3    # "$i$a$-apply-Billing$orderPart$id$1":I
    const-string p2, "part_orders"
    const/4 p3, 0x0
    invoke-virtual {p1, p2, p3, v1}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide p1
    .line 42
    new-instance p3, Ljava/lang/StringBuilder;
    invoke-direct {p3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "{\"part_order\":"
    invoke-virtual {p3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p3
    invoke-virtual {p3, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method
