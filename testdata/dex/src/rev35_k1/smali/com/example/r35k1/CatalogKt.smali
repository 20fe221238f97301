.class public final Lcom/example/r35k1/CatalogKt;
.super Ljava/lang/Object;
.source "Catalog.kt"

.method public static final synthetic access$toJson(Landroid/database/Cursor;)Ljava/lang/String;
    .registers 1
    .line 1
    invoke-static {p0}, Lcom/example/r35k1/CatalogKt;->toJson(Landroid/database/Cursor;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public static final renewal(Lorg/json/JSONObject;)Lcom/example/r35k1/Renewal;
    .registers 5
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    new-instance v0, Lcom/example/r35k1/Renewal;
    const-string v1, "loan_id"
    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "optString(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v1}, Lcom/example/r35k1/LoanId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "confirmed"
    const/4 v3, 0x0
    invoke-virtual {p0, v2, v3}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result p0
    const/4 v2, 0x0
    invoke-direct {v0, v1, p0, v2}, Lcom/example/r35k1/Renewal;-><init>(Ljava/lang/String;ZLkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
.end method

.method public static final shelfQuery(Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    const-string v0, "shelf"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "SELECT id, title FROM books WHERE shelf = \'"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p0, "\' ORDER BY title"
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method private static final toJson(Landroid/database/Cursor;)Ljava/lang/String;
    .registers 7
    .line 43
    new-instance v0, Lorg/json/JSONArray;
    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V
    .line 44
    :goto_loop
    invoke-interface {p0}, Landroid/database/Cursor;->moveToNext()Z
    move-result v1
    if-eqz v1, :cond_done
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const/4 v2, 0x0
    invoke-interface {p0, v2}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v2
    const-string v4, "id"
    invoke-virtual {v1, v4, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v1
    const/4 v2, 0x1
    invoke-interface {p0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "title"
    invoke-virtual {v1, v3, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    goto :goto_loop
    .line 45
    :cond_done
    invoke-virtual {v0}, Lorg/json/JSONArray;->toString()Ljava/lang/String;
    move-result-object p0
    const-string v0, "toString(...)"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p0
.end method
