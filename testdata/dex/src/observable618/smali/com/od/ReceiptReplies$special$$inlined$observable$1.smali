.class public final Lcom/od/ReceiptReplies$special$$inlined$observable$1;
.super Lkotlin/properties/ObservableProperty;
.source "Delegates.kt"

# instance fields
.field final synthetic this$0:Lcom/od/ReceiptReplies;


# direct methods
.method public constructor <init>(Ljava/lang/Object;Lcom/od/ReceiptReplies;)V
    .registers 4
    iput-object v3, v1, Lcom/od/ReceiptReplies$special$$inlined$observable$1;->this$0:Lcom/od/ReceiptReplies;
    .line 33
    invoke-direct {v1, v2}, Lkotlin/properties/ObservableProperty;-><init>(Ljava/lang/Object;)V
    return-void
.end method


# virtual methods
.method protected afterChange(Lkotlin/reflect/KProperty;Ljava/lang/Object;Ljava/lang/Object;)V
    .registers 15
    const-string v1, "property"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    move-object v1, v14
    check-cast v1, Ljava/util/Map;
    move-object v7, v1
    move-object v0, v13
    check-cast v0, Ljava/util/Map;
    move-object v8, v0
    const/4 v10, 0x0
    .line 74
    invoke-interface {v8}, Ljava/util/Map;->keySet()Ljava/util/Set;
    move-result-object v1
    check-cast v1, Ljava/lang/Iterable;
    invoke-static {v7, v1}, Lkotlin/collections/MapsKt;->minus(Ljava/util/Map;Ljava/lang/Iterable;)Ljava/util/Map;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Map;->entrySet()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v4
    .line 74
:L48
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L158
    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Map$Entry;
    move-object v5, v0
    invoke-interface {v5}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v0
    .line 74
    check-cast v0, Lcom/od/RetryKey;
    move-object v6, v0
    invoke-interface {v5}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;
    move-result-object v0
    .line 74
    check-cast v0, Ljava/lang/String;
    move-object v9, v0
    .line 75
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v3, v0
    .line 76
    const-string v1, "uid"
    invoke-virtual {v6}, Lcom/od/RetryKey;->getUid()I
    move-result v2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 77
    const-string v1, "request_id"
    invoke-virtual {v6}, Lcom/od/RetryKey;->getRequestId()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 78
    const-string v1, "reply"
    invoke-virtual {v3, v1, v9}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 79
    iget-object v0, v11, Lcom/od/ReceiptReplies$special$$inlined$observable$1;->this$0:Lcom/od/ReceiptReplies;
    invoke-static {v0}, Lcom/od/ReceiptReplies;->access$getDb$p(Lcom/od/ReceiptReplies;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "replies"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    goto :L48
:L158
    .line 81
    nop
    .line 34
    return-void
.end method

