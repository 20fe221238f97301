.class public final Lcom/tallyfold/money/ReceiptReplies$special$$inlined$observable$1;
.super Lkotlin/properties/ObservableProperty;
.source "Delegates.kt"


# direct methods
.method public constructor <init>(Ljava/lang/Object;)V
    .registers 2

    .line 33
    invoke-direct {p0, p1}, Lkotlin/properties/ObservableProperty;-><init>(Ljava/lang/Object;)V

    return-void
.end method


# virtual methods
.method protected afterChange(Lkotlin/reflect/KProperty;Ljava/lang/Object;Ljava/lang/Object;)V
    .registers 17

    const-string v1, "property"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    move-object/from16 v1, p3

    check-cast v1, Ljava/util/Map;

    move-object v2, v1

    move-object v0, p2

    check-cast v0, Ljava/util/Map;

    move-object v3, v0

    const/4 v4, 0x0

    .line 74
    invoke-interface {v3}, Ljava/util/Map;->keySet()Ljava/util/Set;

    move-result-object v1

    check-cast v1, Ljava/lang/Iterable;

    invoke-static {v2, v1}, Lkotlin/collections/MapsKt;->minus(Ljava/util/Map;Ljava/lang/Iterable;)Ljava/util/Map;

    move-result-object v5

    const/4 v6, 0x0

    .line 75
    invoke-interface {v5}, Ljava/util/Map;->entrySet()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :goto_0
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v8

    check-cast v8, Ljava/util/Map$Entry;

    move-object v9, v8

    const/4 v10, 0x0

    invoke-interface {v9}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;

    move-result-object v11

    check-cast v11, Lcom/tallyfold/money/RetryKey;

    invoke-interface {v9}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;

    move-result-object v12

    check-cast v12, Lcom/tallyfold/money/Prior;

    .line 74
    sget-object v0, Lcom/tallyfold/money/Store;->INSTANCE:Lcom/tallyfold/money/Store;

    invoke-virtual {v0, v11, v12}, Lcom/tallyfold/money/Store;->saveReply(Lcom/tallyfold/money/RetryKey;Lcom/tallyfold/money/Prior;)V

    .line 75
    goto :goto_0

    .line 34
    :cond_0
    return-void
.end method
