.class public final Lcom/od/LedgerReplies;
.super Ljava/lang/Object;
.source "Replies.kt"

# interfaces
.implements Lcom/od/Replies;

# static fields
.field public static final INSTANCE:Lcom/od/LedgerReplies;
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;
.field private static final byKey$delegate:Lkotlin/properties/ReadWriteProperty;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 18
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method private final getByKey()Ljava/util/Map;
    .registers 5
    .line 19
    sget-object v0, Lcom/od/LedgerReplies;->byKey$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v2, Lcom/od/LedgerReplies;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v3, 0x0
    aget-object v2, v2, v3
    invoke-interface {v0, v4, v2}, Lkotlin/properties/ReadWriteProperty;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Map;
    return-object v0
.end method

.method private final setByKey(Ljava/util/Map;)V
    .registers 6
    .line 19
    sget-object v0, Lcom/od/LedgerReplies;->byKey$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v2, Lcom/od/LedgerReplies;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v3, 0x0
    aget-object v2, v2, v3
    invoke-interface {v0, v4, v2, v5}, Lkotlin/properties/ReadWriteProperty;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 11
    const/4 v0, 0x1
    new-array v0, v0, [Lkotlin/reflect/KProperty;
    move-object v8, v0
    const/4 v1, 0x0
    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;
    const-class v4, Lcom/od/LedgerReplies;
    const-string v5, "byKey"
    const-string v6, "getByKey()Ljava/util/Map;"
    const/4 v7, 0x0
    invoke-direct {v2, v4, v5, v6, v7}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    aput-object v2, v8, v1
    sput-object v8, Lcom/od/LedgerReplies;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    new-instance v0, Lcom/od/LedgerReplies;
    invoke-direct {v0}, Lcom/od/LedgerReplies;-><init>()V
    sput-object v0, Lcom/od/LedgerReplies;->INSTANCE:Lcom/od/LedgerReplies;
    sget-object v8, Lkotlin/properties/Delegates;->INSTANCE:Lkotlin/properties/Delegates;
    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;
    move-result-object v9
    const/4 v10, 0x0
    new-instance v0, Lcom/od/LedgerReplies$special$$inlined$observable$1;
    invoke-direct {v0, v9}, Lcom/od/LedgerReplies$special$$inlined$observable$1;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lkotlin/properties/ReadWriteProperty;
    sput-object v0, Lcom/od/LedgerReplies;->byKey$delegate:Lkotlin/properties/ReadWriteProperty;
    return-void
.end method


# virtual methods
.method public prior(Lcom/od/RetryKey;)Ljava/lang/String;
    .registers 4
    const-string v1, "key"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    invoke-direct {v2}, Lcom/od/LedgerReplies;->getByKey()Ljava/util/Map;
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
    .line 26
    invoke-direct {v3}, Lcom/od/LedgerReplies;->getByKey()Ljava/util/Map;
    move-result-object v1
    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    invoke-static {v1, v2}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v1
    invoke-direct {v3, v1}, Lcom/od/LedgerReplies;->setByKey(Ljava/util/Map;)V
    .line 27
    return-void
.end method

