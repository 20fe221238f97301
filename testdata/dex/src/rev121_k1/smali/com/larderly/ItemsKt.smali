.class public final Lcom/larderly/ItemsKt;
.super Ljava/lang/Object;
.source "Items.kt"

# direct methods
.method public static final synthetic access$items(Landroid/database/Cursor;)Ljava/util/List;
    .registers 2
    .line 1
    invoke-static {p0}, Lcom/larderly/ItemsKt;->items(Landroid/database/Cursor;)Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$nameFilter(Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 2
    .line 1
    invoke-static {p0}, Lcom/larderly/ItemsKt;->nameFilter(Lorg/json/JSONObject;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$sortColumn(Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 2
    .line 1
    invoke-static {p0}, Lcom/larderly/ItemsKt;->sortColumn(Lorg/json/JSONObject;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method private static final items(Landroid/database/Cursor;)Ljava/util/List;
    .registers 16
    .line 72
    invoke-static {}, Lkotlin/collections/CollectionsKt;->createListBuilder()Ljava/util/List;
    move-result-object v12
    move-object v13, v12
    const/4 v14, 0x0
:L8
    .line 73
    invoke-interface {p0}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L111
    .line 74
    new-instance v1, Lcom/larderly/Item;
    const/4 v4, 0x0
    invoke-interface {p0, v4}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v3
    const/4 v6, 0x1
    invoke-interface {p0, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v5
    const-string v7, "getString(...)"
    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v7, 0x2
    invoke-interface {p0, v7}, Landroid/database/Cursor;->getInt(I)I
    move-result v6
    const/4 v8, 0x3
    invoke-interface {p0, v8}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v7
    const-string v9, "getString(...)"
    invoke-static {v7, v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v9, 0x4
    invoke-interface {p0, v9}, Landroid/database/Cursor;->isNull(I)Z
    move-result v8
    move-object v0, v13
    if-eqz v8, :L76
    const/4 v8, 0x0
    goto :L86
:L76
    const/4 v9, 0x4
    invoke-interface {p0, v9}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v8
    invoke-static {v8, v9}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v8
:L86
    const/4 v10, 0x5
    invoke-interface {p0, v10}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v9
    const-string v11, "getString(...)"
    invoke-static {v9, v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-wide v2, v3
    move-object v4, v5
    move v5, v6
    move-object v6, v7
    move-object v7, v8
    move-object v8, v9
    invoke-direct/range {v1 .. v8}, Lcom/larderly/Item;-><init>(JLjava/lang/String;ILjava/lang/String;Ljava/lang/Long;Ljava/lang/String;)V
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    goto :L8
:L111
    .line 72
    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->build(Ljava/util/List;)Ljava/util/List;
    move-result-object v0
    .line 76
    return-object v0
.end method

.method private static final nameFilter(Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 6
    .line 68
    const-string v1, "text"
    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "optString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v3
    const/4 v4, 0x0
    .line 69
    move-object v0, v3
    check-cast v0, Ljava/lang/CharSequence;
    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-nez v0, :L40
    const/4 v0, 0x1
    goto :L41
:L40
    const/4 v0, 0x0
:L41
    if-eqz v0, :L49
    const-string v0, "1 = 1"
    goto :L55
:L49
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "name LIKE '%"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, "%'"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
:L55
    .line 70
    return-object v0
.end method

.method private static final sortColumn(Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 4
    .line 61
    const-string v1, "sort"
    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    if-eqz v2, :L96
    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_15
    goto :L96
:L48
    const-string v1, "quantity"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L86
    goto :L96
:L60
    const-string v1, "added"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L91
    goto :L96
:L72
    const-string v1, "expiry"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L96
    .line 62
    const-string v0, "expires_at, name"
    goto :L98
:L86
    .line 63
    const-string v0, "quantity DESC, name"
    goto :L98
:L91
    .line 64
    const-string v0, "added_at DESC"
    goto :L98
:L96
    .line 65
    const-string v0, "name"
:L98
    .line 66
    return-object v0

:sswitch_data_15
    .sparse-switch
        -0x4cd702cd -> :L72
        -0x4c979b75 -> :L48
        0x585e100 -> :L60
    .end sparse-switch
.end method

.method public static final toJsonArray(Ljava/util/List;)Lorg/json/JSONArray;
    .registers 16
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    move-object v0, p0
    check-cast v0, Ljava/lang/Iterable;
    move-object v4, v0
    const/4 v5, 0x0
    .line 78
    move-object v6, v4
    new-instance v7, Ljava/util/ArrayList;
    const/16 v3, 0xa
    invoke-static {v4, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I
    move-result v2
    invoke-direct {v7, v2}, Ljava/util/ArrayList;-><init>(I)V
    check-cast v7, Ljava/util/Collection;
    const/4 v8, 0x0
    .line 79
    invoke-interface {v6}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v9
:L44
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L94
    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v10
    .line 80
    move-object v1, v10
    check-cast v1, Lcom/larderly/Item;
    move-object v11, v1
    move-object v13, v7
    const/4 v12, 0x0
    .line 18
    invoke-virtual {v11}, Lcom/larderly/Item;->toJson()Lorg/json/JSONObject;
    move-result-object v0
    .line 80
    invoke-interface {v13, v0}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    goto :L44
:L94
    .line 81
    move-object v0, v7
    check-cast v0, Ljava/util/List;
    .line 78
    check-cast v0, Ljava/util/Collection;
    .line 18
    move-object v14, v0
    new-instance v0, Lorg/json/JSONArray;
    invoke-direct {v0, v14}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    return-object v0
.end method
