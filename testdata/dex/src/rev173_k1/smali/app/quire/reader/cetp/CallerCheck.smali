.class public final Lapp/quire/reader/cetp/CallerCheck;
.super Ljava/lang/Object;
.source "CallerCheck.kt"


# static fields
.field public static final INSTANCE:Lapp/quire/reader/cetp/CallerCheck;

.field private static final KNOWN_ASSISTANTS:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 5

    new-instance v0, Lapp/quire/reader/cetp/CallerCheck;

    invoke-direct {v0}, Lapp/quire/reader/cetp/CallerCheck;-><init>()V

    sput-object v0, Lapp/quire/reader/cetp/CallerCheck;->INSTANCE:Lapp/quire/reader/cetp/CallerCheck;

    .line 9
    const/4 v0, 0x2

    new-array v4, v0, [Lkotlin/Pair;

    const-string v2, "com.clawseed.assistant"

    const-string v3, "3f1c9a2be07d44e1a9c6d25f80b7e3c4a1d9f6e2b8c07a5d3e4f1a2b6c9d0e87"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v4, v1

    .line 10
    const-string v2, "org.fieldnotes.agent"

    const-string v3, "a47e02d9c3b5f18e6d0a9c7b2e4f3d1a8c5b7e9f0d2a4c6e8b1d3f5a7c9e0b24"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v4, v1

    .line 8
    invoke-static {v4}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lapp/quire/reader/cetp/CallerCheck;->KNOWN_ASSISTANTS:Ljava/util/Map;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final resolve(Landroid/content/pm/PackageManager;I)Lapp/quire/reader/cetp/Caller;
    .registers 9

    const-string v1, "pm"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 15
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v4, v0

    .line 16
    array-length v0, v4

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    const/4 v0, 0x0

    return-object v0

    .line 17
    :cond_1
    const/4 v1, 0x0

    aget-object v5, v4, v1

    .line 18
    sget-object v0, Lapp/quire/reader/cetp/CallerCheck;->KNOWN_ASSISTANTS:Ljava/util/Map;

    invoke-interface {v0, v5}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return-object v0

    :cond_2
    move-object v6, v0

    .line 19
    invoke-static {v6}, Lapp/quire/reader/cetp/TokensKt;->hexToBytes(Ljava/lang/String;)[B

    move-result-object v2

    const/4 v3, 0x1

    invoke-virtual {p0, v5, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return-object v0

    .line 20
    :cond_3
    new-instance v0, Lapp/quire/reader/cetp/Caller;

    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v0, p1, v5}, Lapp/quire/reader/cetp/Caller;-><init>(ILjava/lang/String;)V

    return-object v0
.end method
