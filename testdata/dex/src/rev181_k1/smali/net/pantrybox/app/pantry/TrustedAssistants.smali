.class public final Lnet/pantrybox/app/pantry/TrustedAssistants;
.super Ljava/lang/Object;
.source "PantryToolProvider.kt"


# static fields
.field private static final GRANTS:Ljava/util/Map;

.field public static final INSTANCE:Lnet/pantrybox/app/pantry/TrustedAssistants;

.field private static final PINS:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    new-instance v0, Lnet/pantrybox/app/pantry/TrustedAssistants;

    invoke-direct {v0}, Lnet/pantrybox/app/pantry/TrustedAssistants;-><init>()V

    sput-object v0, Lnet/pantrybox/app/pantry/TrustedAssistants;->INSTANCE:Lnet/pantrybox/app/pantry/TrustedAssistants;

    .line 190
    const/4 v0, 0x2

    new-array v6, v0, [Lkotlin/Pair;

    const-string v2, "com.clawseed.assistant"

    const-string v3, "3f1c0e9a7b5d2c4e6f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v6, v1

    .line 191
    const-string v2, "org.example.kitchenhelper"

    const-string v3, "a9b8c7d6e5f40312233445566778899aabbccddeeff00112233445566778899a"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v6, v1

    .line 189
    invoke-static {v6}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lnet/pantrybox/app/pantry/TrustedAssistants;->PINS:Ljava/util/Map;

    .line 194
    const/4 v0, 0x2

    new-array v6, v0, [Lkotlin/Pair;

    const/4 v3, 0x2

    new-array v7, v3, [Ljava/lang/String;

    const-string v5, "pantry.read"

    const/4 v4, 0x0

    aput-object v5, v7, v4

    const-string v5, "pantry.write"

    const/4 v4, 0x1

    aput-object v5, v7, v4

    invoke-static {v7}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v3

    const-string v2, "com.clawseed.assistant"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v6, v1

    .line 195
    const-string v3, "pantry.read"

    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v3

    const-string v2, "org.example.kitchenhelper"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v6, v1

    .line 193
    invoke-static {v6}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lnet/pantrybox/app/pantry/TrustedAssistants;->GRANTS:Ljava/util/Map;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 188
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final contains(Ljava/lang/String;)Z
    .registers 4

    const-string v1, "pkg"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 198
    sget-object v0, Lnet/pantrybox/app/pantry/TrustedAssistants;->PINS:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public final pinFor(Ljava/lang/String;)[B
    .registers 4

    const-string v1, "pkg"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 200
    sget-object v0, Lnet/pantrybox/app/pantry/TrustedAssistants;->PINS:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-eqz v0, :cond_0

    invoke-static {v0}, Lnet/pantrybox/app/core/PackagesKt;->hexToBytes(Ljava/lang/String;)[B

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public final scopesFor(Ljava/lang/String;)Ljava/util/Set;
    .registers 4

    const-string v1, "pkg"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 202
    sget-object v0, Lnet/pantrybox/app/pantry/TrustedAssistants;->GRANTS:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Set;

    if-nez v0, :cond_0

    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;

    move-result-object v0

    :cond_0
    return-object v0
.end method
