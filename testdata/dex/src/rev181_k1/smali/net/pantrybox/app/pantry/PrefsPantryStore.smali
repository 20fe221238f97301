.class public final Lnet/pantrybox/app/pantry/PrefsPantryStore;
.super Ljava/lang/Object;
.source "PantryStore.kt"

# interfaces
.implements Lnet/pantrybox/app/pantry/PantryStore;


# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;


# instance fields
.field private final blob$delegate:Lnet/pantrybox/app/core/PrefString;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    const/4 v0, 0x1

    new-array v7, v0, [Lkotlin/reflect/KProperty;

    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;

    const-class v3, Lnet/pantrybox/app/pantry/PrefsPantryStore;

    const-string v4, "blob"

    const-string v5, "getBlob()Ljava/lang/String;"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x0

    aput-object v2, v7, v1

    sput-object v7, Lnet/pantrybox/app/pantry/PrefsPantryStore;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    return-void
.end method

.method public constructor <init>(Landroid/content/SharedPreferences;)V
    .registers 5

    const-string v0, "prefs"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 43
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 44
    const-string v1, "items"

    const-string v2, "[]"

    invoke-static {p1, v1, v2}, Lnet/pantrybox/app/core/DelegatesKt;->string(Landroid/content/SharedPreferences;Ljava/lang/String;Ljava/lang/String;)Lnet/pantrybox/app/core/PrefString;

    move-result-object v0

    iput-object v0, p0, Lnet/pantrybox/app/pantry/PrefsPantryStore;->blob$delegate:Lnet/pantrybox/app/core/PrefString;

    .line 43
    return-void
.end method

.method private final getBlob()Ljava/lang/String;
    .registers 4

    .line 44
    iget-object v0, p0, Lnet/pantrybox/app/pantry/PrefsPantryStore;->blob$delegate:Lnet/pantrybox/app/core/PrefString;

    sget-object v1, Lnet/pantrybox/app/pantry/PrefsPantryStore;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x0

    aget-object v1, v1, v2

    invoke-virtual {v0, p0, v1}, Lnet/pantrybox/app/core/PrefString;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private final setBlob(Ljava/lang/String;)V
    .registers 5

    .line 44
    iget-object v0, p0, Lnet/pantrybox/app/pantry/PrefsPantryStore;->blob$delegate:Lnet/pantrybox/app/core/PrefString;

    sget-object v1, Lnet/pantrybox/app/pantry/PrefsPantryStore;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x0

    aget-object v1, v1, v2

    invoke-virtual {v0, p0, v1, p1}, Lnet/pantrybox/app/core/PrefString;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/String;)V

    return-void
.end method

.method private final write(Ljava/util/List;)V
    .registers 9

    .line 71
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 72
    invoke-interface {p1}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v5

    :goto_0
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v6

    check-cast v6, Lnet/pantrybox/app/pantry/PantryItem;

    invoke-virtual {v6}, Lnet/pantrybox/app/pantry/PantryItem;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v6}, Lnet/pantrybox/app/pantry/PantryItem;->getAddedByUid()I

    move-result v3

    const-string v2, "added_by"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v4, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0

    .line 73
    :cond_0
    invoke-virtual {v4}, Lorg/json/JSONArray;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v3, "toString(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {p0, v1}, Lnet/pantrybox/app/pantry/PrefsPantryStore;->setBlob(Ljava/lang/String;)V

    .line 74
    return-void
.end method


# virtual methods
.method public all()Ljava/util/List;
    .registers 16

    .line 47
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {p0}, Lnet/pantrybox/app/pantry/PrefsPantryStore;->getBlob()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v4, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    .line 48
    invoke-virtual {v4}, Lorg/json/JSONArray;->length()I

    move-result v1

    const/4 v0, 0x0

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->until(II)Lkotlin/ranges/IntRange;

    move-result-object v5

    check-cast v5, Ljava/lang/Iterable;

    const/4 v6, 0x0

    .line 83
    move-object v7, v5

    new-instance v8, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v5, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v8, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v8, Ljava/util/Collection;

    const/4 v9, 0x0

    .line 84
    invoke-interface {v7}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v10

    :goto_0
    invoke-interface {v10}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v10

    check-cast v0, Lkotlin/collections/IntIterator;

    invoke-virtual {v0}, Lkotlin/collections/IntIterator;->nextInt()I

    move-result v11

    .line 85
    move v12, v11

    move-object v14, v8

    const/4 v13, 0x0

    .line 48
    sget-object v0, Lnet/pantrybox/app/pantry/PantryItem;->Companion:Lnet/pantrybox/app/pantry/PantryItem$Companion;

    invoke-virtual {v4, v12}, Lorg/json/JSONArray;->getJSONObject(I)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "getJSONObject(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lnet/pantrybox/app/pantry/PantryItem$Companion;->fromJson(Lorg/json/JSONObject;)Lnet/pantrybox/app/pantry/PantryItem;

    move-result-object v0

    .line 85
    invoke-interface {v14, v0}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 86
    :cond_0
    move-object v0, v8

    check-cast v0, Ljava/util/List;

    .line 48
    return-object v0
.end method

.method public contains(Ljava/lang/String;)Z
    .registers 4

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 53
    invoke-virtual {p0, p1}, Lnet/pantrybox/app/pantry/PrefsPantryStore;->get(Ljava/lang/String;)Lnet/pantrybox/app/pantry/PantryItem;

    move-result-object v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public get(Ljava/lang/String;)Lnet/pantrybox/app/pantry/PantryItem;
    .registers 10

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 51
    invoke-virtual {p0}, Lnet/pantrybox/app/pantry/PrefsPantryStore;->all()Ljava/util/List;

    move-result-object v2

    check-cast v2, Ljava/lang/Iterable;

    const/4 v3, 0x0

    .line 87
    invoke-interface {v2}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :cond_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    move-object v0, v5

    check-cast v0, Lnet/pantrybox/app/pantry/PantryItem;

    move-object v6, v0

    const/4 v7, 0x0

    .line 51
    invoke-virtual {v6}, Lnet/pantrybox/app/pantry/PantryItem;->getId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 87
    if-eqz v0, :cond_0

    move-object v0, v5

    goto :goto_0

    .line 88
    :cond_1
    const/4 v0, 0x0

    :goto_0
    check-cast v0, Lnet/pantrybox/app/pantry/PantryItem;

    .line 51
    return-object v0
.end method

.method public declared-synchronized put(Lnet/pantrybox/app/pantry/PantryItem;)V
    .registers 23

    monitor-enter p0

    :try_start_0
    move-object/from16 v0, p1

    const-string v1, "item"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 57
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lnet/pantrybox/app/pantry/PantryItem;->getId()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, p0

    invoke-virtual {v0, v1}, Lnet/pantrybox/app/pantry/PrefsPantryStore;->get(Ljava/lang/String;)Lnet/pantrybox/app/pantry/PantryItem;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v14, v0

    .line 89
    const/4 v15, 0x0

    .line 57
    invoke-virtual {v14}, Lnet/pantrybox/app/pantry/PantryItem;->getAddedByUid()I

    move-result v7

    move-object/from16 v0, p1

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const-wide/16 v5, 0x0

    const/16 v8, 0x1f

    const/4 v9, 0x0

    invoke-static/range {v0 .. v9}, Lnet/pantrybox/app/pantry/PantryItem;->copy$default(Lnet/pantrybox/app/pantry/PantryItem;Ljava/lang/String;Ljava/lang/String;ILnet/pantrybox/app/pantry/Measure;JIILjava/lang/Object;)Lnet/pantrybox/app/pantry/PantryItem;

    move-result-object v0

    if-nez v0, :cond_1

    :cond_0
    move-object/from16 v0, p1

    :cond_1
    move-object v10, v0

    .line 58
    move-object/from16 v1, p0

    invoke-virtual {v1}, Lnet/pantrybox/app/pantry/PrefsPantryStore;->all()Ljava/util/List;

    move-result-object v11

    check-cast v11, Ljava/lang/Iterable;

    move-object/from16 v20, p0

    const/4 v12, 0x0

    .line 90
    move-object v13, v11

    new-instance v14, Ljava/util/ArrayList;

    invoke-direct {v14}, Ljava/util/ArrayList;-><init>()V

    check-cast v14, Ljava/util/Collection;

    const/4 v15, 0x0

    .line 91
    invoke-interface {v13}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v16

    :cond_2
    :goto_0
    move-object/from16 v0, v16

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_4

    move-object/from16 v0, v16

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v17

    move-object/from16 v0, v17

    check-cast v0, Lnet/pantrybox/app/pantry/PantryItem;

    move-object/from16 v18, v0

    const/16 v19, 0x0

    .line 58
    move-object/from16 v0, v18

    invoke-virtual {v0}, Lnet/pantrybox/app/pantry/PantryItem;->getId()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lnet/pantrybox/app/pantry/PantryItem;->getId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x1

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    .line 91
    :goto_1
    if-eqz v0, :cond_2

    move-object/from16 v1, v17

    invoke-interface {v14, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 92
    :cond_4
    move-object v0, v14

    check-cast v0, Ljava/util/List;

    .line 90
    check-cast v0, Ljava/util/Collection;

    .line 58
    invoke-static {v0, v10}, Lkotlin/collections/CollectionsKt;->plus(Ljava/util/Collection;Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    move-object/from16 v0, v20

    invoke-direct {v0, v1}, Lnet/pantrybox/app/pantry/PrefsPantryStore;->write(Ljava/util/List;)V

    .line 59
    monitor-exit p0

    return-void
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized remove(Ljava/lang/String;)Z
    .registers 15

    monitor-enter p0

    :try_start_0
    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 63
    invoke-virtual {p0}, Lnet/pantrybox/app/pantry/PrefsPantryStore;->all()Ljava/util/List;

    move-result-object v2

    .line 64
    move-object v0, v2

    check-cast v0, Ljava/lang/Iterable;

    move-object v4, v0

    const/4 v5, 0x0

    .line 93
    move-object v6, v4

    new-instance v7, Ljava/util/ArrayList;

    invoke-direct {v7}, Ljava/util/ArrayList;-><init>()V

    check-cast v7, Ljava/util/Collection;

    const/4 v8, 0x0

    .line 94
    invoke-interface {v6}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v9

    :cond_0
    :goto_0
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v10

    move-object v0, v10

    check-cast v0, Lnet/pantrybox/app/pantry/PantryItem;

    move-object v11, v0

    const/4 v12, 0x0

    .line 64
    invoke-virtual {v11}, Lnet/pantrybox/app/pantry/PantryItem;->getId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    .line 94
    :goto_1
    if-eqz v0, :cond_0

    invoke-interface {v7, v10}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 95
    :cond_2
    move-object v0, v7

    check-cast v0, Ljava/util/List;

    .line 64
    move-object v3, v0

    .line 65
    invoke-interface {v3}, Ljava/util/List;->size()I

    move-result v0

    invoke-interface {v2}, Ljava/util/List;->size()I

    move-result v1

    if-ne v0, v1, :cond_3

    const/4 v0, 0x0

    monitor-exit p0

    return v0

    .line 66
    :cond_3
    invoke-direct {p0, v3}, Lnet/pantrybox/app/pantry/PrefsPantryStore;->write(Ljava/util/List;)V

    .line 67
    const/4 v0, 0x1

    monitor-exit p0

    return v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
