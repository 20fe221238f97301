.class public final Lcom/od/ReceiptReplies;
.super Ljava/lang/Object;
.source "Replies.kt"

# interfaces
.implements Lcom/od/Replies;

# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;

# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;
.field private final byKey$delegate:Lkotlin/properties/ReadWriteProperty;


# direct methods
.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 7
    const-string v1, "db"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    invoke-direct {v5}, Ljava/lang/Object;-><init>()V
    iput-object v6, v5, Lcom/od/ReceiptReplies;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 32
    sget-object v3, Lkotlin/properties/Delegates;->INSTANCE:Lkotlin/properties/Delegates;
    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;
    move-result-object v2
    const/4 v4, 0x0
    .line 49
    new-instance v1, Lcom/od/ReceiptReplies$special$$inlined$observable$1;
    invoke-direct {v1, v2, v5}, Lcom/od/ReceiptReplies$special$$inlined$observable$1;-><init>(Ljava/lang/Object;Lcom/od/ReceiptReplies;)V
    check-cast v1, Lkotlin/properties/ReadWriteProperty;
    .line 51
    nop
    .line 32
    iput-object v1, v5, Lcom/od/ReceiptReplies;->byKey$delegate:Lkotlin/properties/ReadWriteProperty;
    .line 31
    return-void
.end method

.method private final getByKey()Ljava/util/Map;
    .registers 5
    .line 32
    iget-object v0, v4, Lcom/od/ReceiptReplies;->byKey$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v2, Lcom/od/ReceiptReplies;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v3, 0x0
    aget-object v2, v2, v3
    invoke-interface {v0, v4, v2}, Lkotlin/properties/ReadWriteProperty;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Map;
    return-object v0
.end method

.method private final setByKey(Ljava/util/Map;)V
    .registers 6
    .line 32
    iget-object v0, v4, Lcom/od/ReceiptReplies;->byKey$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v2, Lcom/od/ReceiptReplies;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v3, 0x0
    aget-object v2, v2, v3
    invoke-interface {v0, v4, v2, v5}, Lkotlin/properties/ReadWriteProperty;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V
    return-void
.end method

.method public static final synthetic access$getDb$p(Lcom/od/ReceiptReplies;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 31
    iget-object v0, v1, Lcom/od/ReceiptReplies;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 9
    const/4 v0, 0x1
    new-array v0, v0, [Lkotlin/reflect/KProperty;
    move-object v8, v0
    const/4 v1, 0x0
    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;
    const-class v4, Lcom/od/ReceiptReplies;
    const-string v5, "byKey"
    const-string v6, "getByKey()Ljava/util/Map;"
    const/4 v7, 0x0
    invoke-direct {v2, v4, v5, v6, v7}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    aput-object v2, v8, v1
    sput-object v8, Lcom/od/ReceiptReplies;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    return-void
.end method


# virtual methods
.method public prior(Lcom/od/RetryKey;)Ljava/lang/String;
    .registers 4
    const-string v1, "key"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    invoke-direct {v2}, Lcom/od/ReceiptReplies;->getByKey()Ljava/util/Map;
    move-result-object v0
    invoke-interface {v0, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public record(Lcom/od/RetryKey;Ljava/lang/String;)V
    .registers 6
    const-string v1, "key"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "reply"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 45
    invoke-direct {v3}, Lcom/od/ReceiptReplies;->getByKey()Ljava/util/Map;
    move-result-object v1
    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    invoke-static {v1, v2}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v1
    invoke-direct {v3, v1}, Lcom/od/ReceiptReplies;->setByKey(Ljava/util/Map;)V
    .line 46
    return-void
.end method

