.class public final Lcom/tidewell/home/Assistants;
.super Ljava/lang/Object;
.source "Assistants.kt"


# static fields
.field public static final INSTANCE:Lcom/tidewell/home/Assistants;

.field private static final grants:Ljava/util/Map;

.field private static final pins:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    new-instance v0, Lcom/tidewell/home/Assistants;

    invoke-direct {v0}, Lcom/tidewell/home/Assistants;-><init>()V

    sput-object v0, Lcom/tidewell/home/Assistants;->INSTANCE:Lcom/tidewell/home/Assistants;

    .line 9
    const/4 v0, 0x2

    new-array v6, v0, [Lkotlin/Pair;

    const-string v2, "com.clawseed.assistant"

    const-string v3, "9c1e4b7a2f08d3c6e5a1b9f2d7c4e0a3b6f9c2e5d8a1b4c7e0f3a6d9c2b5e8f1"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v6, v1

    .line 10
    const-string v2, "net.quillhaven.helper"

    const-string v3, "3f6a9d2c5b8e1f4a7d0c3b6e9f2a5d8c1b4e7f0a3d6c9b2e5f8a1d4c7b0e3f6a"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v6, v1

    .line 8
    invoke-static {v6}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lcom/tidewell/home/Assistants;->pins:Ljava/util/Map;

    .line 13
    const/4 v0, 0x2

    new-array v6, v0, [Lkotlin/Pair;

    const/4 v3, 0x4

    new-array v7, v3, [Ljava/lang/String;

    const-string v5, "texts.read"

    const/4 v4, 0x0

    aput-object v5, v7, v4

    const-string v5, "texts.send"

    const/4 v4, 0x1

    aput-object v5, v7, v4

    const-string v5, "reminders.read"

    const/4 v4, 0x2

    aput-object v5, v7, v4

    const-string v5, "reminders.write"

    const/4 v4, 0x3

    aput-object v5, v7, v4

    invoke-static {v7}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v3

    const-string v2, "com.clawseed.assistant"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v6, v1

    .line 14
    const/4 v3, 0x3

    new-array v7, v3, [Ljava/lang/String;

    const-string v5, "texts.read"

    const/4 v4, 0x0

    aput-object v5, v7, v4

    const-string v5, "reminders.read"

    const/4 v4, 0x1

    aput-object v5, v7, v4

    const-string v5, "reminders.write"

    const/4 v4, 0x2

    aput-object v5, v7, v4

    invoke-static {v7}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v3

    const-string v2, "net.quillhaven.helper"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v6, v1

    .line 12
    invoke-static {v6}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lcom/tidewell/home/Assistants;->grants:Ljava/util/Map;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final admit(Landroid/content/Context;I)Ljava/lang/String;
    .registers 13

    const-string v1, "ctx"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v4

    .line 20
    invoke-virtual {v4, p2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_1

    :cond_0
    const/4 v0, 0x0

    return-object v0

    :cond_1
    move-object v5, v0

    .line 21
    sget-object v0, Lcom/tidewell/home/Assistants;->pins:Ljava/util/Map;

    invoke-interface {v0, v5}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return-object v0

    :cond_2
    move-object v6, v0

    .line 22
    move-object v7, v5

    move-object v8, v7

    .line 28
    const/4 v9, 0x0

    .line 22
    invoke-static {v6}, Lcom/tidewell/home/TokensKt;->hexBytes(Ljava/lang/String;)[B

    move-result-object v2

    const/4 v3, 0x1

    invoke-virtual {v4, v8, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    if-eqz v0, :cond_3

    move-object v0, v7

    goto :goto_0

    :cond_3
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public final scopesOf(Ljava/lang/String;)Ljava/util/Set;
    .registers 4

    const-string v1, "pkg"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    sget-object v0, Lcom/tidewell/home/Assistants;->grants:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Set;

    if-nez v0, :cond_0

    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;

    move-result-object v0

    :cond_0
    return-object v0
.end method
