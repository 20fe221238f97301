.class public final Lcom/tallyfold/money/ReceiptReplies;
.super Ljava/lang/Object;
.source "Replies.kt"

# interfaces
.implements Lcom/tallyfold/money/ReplyLog;


# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;

.field public static final INSTANCE:Lcom/tallyfold/money/ReceiptReplies;

.field private static final byKey$delegate:Lkotlin/properties/ReadWriteProperty;


# direct methods
.method static constructor <clinit>()V
    .registers 10

    const/4 v0, 0x1

    new-array v7, v0, [Lkotlin/reflect/KProperty;

    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;

    const-class v3, Lcom/tallyfold/money/ReceiptReplies;

    const-string v4, "byKey"

    const-string v5, "getByKey()Ljava/util/Map;"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x0

    aput-object v2, v7, v1

    sput-object v7, Lcom/tallyfold/money/ReceiptReplies;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    new-instance v0, Lcom/tallyfold/money/ReceiptReplies;

    invoke-direct {v0}, Lcom/tallyfold/money/ReceiptReplies;-><init>()V

    sput-object v0, Lcom/tallyfold/money/ReceiptReplies;->INSTANCE:Lcom/tallyfold/money/ReceiptReplies;

    sget-object v7, Lkotlin/properties/Delegates;->INSTANCE:Lkotlin/properties/Delegates;

    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;

    move-result-object v8

    const/4 v9, 0x0

    new-instance v0, Lcom/tallyfold/money/ReceiptReplies$special$$inlined$observable$1;

    invoke-direct {v0, v8}, Lcom/tallyfold/money/ReceiptReplies$special$$inlined$observable$1;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lkotlin/properties/ReadWriteProperty;

    sput-object v0, Lcom/tallyfold/money/ReceiptReplies;->byKey$delegate:Lkotlin/properties/ReadWriteProperty;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method private final getByKey()Ljava/util/Map;
    .registers 4

    .line 27
    sget-object v0, Lcom/tallyfold/money/ReceiptReplies;->byKey$delegate:Lkotlin/properties/ReadWriteProperty;

    sget-object v1, Lcom/tallyfold/money/ReceiptReplies;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x0

    aget-object v1, v1, v2

    invoke-interface {v0, p0, v1}, Lkotlin/properties/ReadWriteProperty;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    return-object v0
.end method

.method private final setByKey(Ljava/util/Map;)V
    .registers 5

    .line 27
    sget-object v0, Lcom/tallyfold/money/ReceiptReplies;->byKey$delegate:Lkotlin/properties/ReadWriteProperty;

    sget-object v1, Lcom/tallyfold/money/ReceiptReplies;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x0

    aget-object v1, v1, v2

    invoke-interface {v0, p0, v1, p1}, Lkotlin/properties/ReadWriteProperty;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V

    return-void
.end method


# virtual methods
.method public prior(Lcom/tallyfold/money/RetryKey;)Lcom/tallyfold/money/Prior;
    .registers 4

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 31
    invoke-direct {p0}, Lcom/tallyfold/money/ReceiptReplies;->getByKey()Ljava/util/Map;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyfold/money/Prior;

    if-nez v0, :cond_0

    sget-object v0, Lcom/tallyfold/money/Store;->INSTANCE:Lcom/tallyfold/money/Store;

    invoke-virtual {v0, p1}, Lcom/tallyfold/money/Store;->reply(Lcom/tallyfold/money/RetryKey;)Lcom/tallyfold/money/Prior;

    move-result-object v0

    :cond_0
    return-object v0
.end method

.method public record(Lcom/tallyfold/money/RetryKey;Lcom/tallyfold/money/Prior;)V
    .registers 5

    const-string v0, "key"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "prior"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    invoke-direct {p0}, Lcom/tallyfold/money/ReceiptReplies;->getByKey()Ljava/util/Map;

    move-result-object v0

    invoke-static {p1, p2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    invoke-direct {p0, v0}, Lcom/tallyfold/money/ReceiptReplies;->setByKey(Ljava/util/Map;)V

    .line 35
    return-void
.end method
