.class public final Lcom/brambleway/TravelDbKt;
.super Ljava/lang/Object;
.source "TravelDb.kt"

# direct methods
.method public static final synthetic access$toJson(Landroid/database/Cursor;)Ljava/util/List;
    .registers 2
    .line 1
    invoke-static {p0}, Lcom/brambleway/TravelDbKt;->toJson(Landroid/database/Cursor;)Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

.method private static final toJson(Landroid/database/Cursor;)Ljava/util/List;
    .registers 8
    .line 60
    new-instance v3, Ljava/util/ArrayList;
    invoke-direct {v3}, Ljava/util/ArrayList;-><init>()V
:L8
    .line 61
    invoke-interface {p0}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L75
    .line 62
    new-instance v4, Lorg/json/JSONObject;
    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V
    .line 63
    const/4 v5, 0x0
    invoke-interface {p0}, Landroid/database/Cursor;->getColumnCount()I
    move-result v6
:L35
    if-ge v5, v6, :L66
    invoke-interface {p0, v5}, Landroid/database/Cursor;->getColumnName(I)Ljava/lang/String;
    move-result-object v1
    invoke-interface {p0, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    add-int/lit8 v5, v5, 0x1
    goto :L35
:L66
    .line 64
    invoke-virtual {v3, v4}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    goto :L8
:L75
    .line 66
    move-object v0, v3
    check-cast v0, Ljava/util/List;
    return-object v0
.end method
