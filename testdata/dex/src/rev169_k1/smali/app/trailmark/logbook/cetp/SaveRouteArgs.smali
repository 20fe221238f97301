.class public final Lapp/trailmark/logbook/cetp/SaveRouteArgs;
.super Ljava/lang/Object;
.source "Args.kt"


# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;

.field public static final Companion:Lapp/trailmark/logbook/cetp/SaveRouteArgs$Companion;

.field private static final DIFFICULTIES:Ljava/util/List;


# instance fields
.field private final difficulty$delegate:Ljava/util/Map;

.field private final distance$delegate:Ljava/util/Map;

.field private final name$delegate:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    const/4 v0, 0x3

    new-array v7, v0, [Lkotlin/reflect/KProperty;

    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;

    const-class v3, Lapp/trailmark/logbook/cetp/SaveRouteArgs;

    const-string v4, "name"

    const-string v5, "getName()Ljava/lang/String;"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x0

    aput-object v2, v7, v1

    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;

    const-class v3, Lapp/trailmark/logbook/cetp/SaveRouteArgs;

    const-string v4, "distance"

    const-string v5, "getDistance()Ljava/lang/Number;"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x1

    aput-object v2, v7, v1

    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;

    const-class v3, Lapp/trailmark/logbook/cetp/SaveRouteArgs;

    const-string v4, "difficulty"

    const-string v5, "getDifficulty()Ljava/lang/String;"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x2

    aput-object v2, v7, v1

    sput-object v7, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    new-instance v0, Lapp/trailmark/logbook/cetp/SaveRouteArgs$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/cetp/SaveRouteArgs$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->Companion:Lapp/trailmark/logbook/cetp/SaveRouteArgs$Companion;

    const/4 v0, 0x4

    new-array v7, v0, [Ljava/lang/String;

    const-string v2, "easy"

    const/4 v1, 0x0

    aput-object v2, v7, v1

    const-string v2, "moderate"

    const/4 v1, 0x1

    aput-object v2, v7, v1

    const-string v2, "hard"

    const/4 v1, 0x2

    aput-object v2, v7, v1

    const-string v2, "alpine"

    const/4 v1, 0x3

    aput-object v2, v7, v1

    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->DIFFICULTIES:Ljava/util/List;

    return-void
.end method

.method public constructor <init>(Ljava/util/Map;)V
    .registers 3

    const-string v0, "map"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    iput-object p1, p0, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->name$delegate:Ljava/util/Map;

    .line 18
    iput-object p1, p0, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->distance$delegate:Ljava/util/Map;

    .line 19
    iput-object p1, p0, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->difficulty$delegate:Ljava/util/Map;

    .line 16
    return-void
.end method

.method public static final synthetic access$getDIFFICULTIES$cp()Ljava/util/List;
    .registers 1

    .line 16
    sget-object v0, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->DIFFICULTIES:Ljava/util/List;

    return-object v0
.end method

.method private final getDistance()Ljava/lang/Number;
    .registers 4

    .line 18
    iget-object v2, p0, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->distance$delegate:Ljava/util/Map;

    sget-object v0, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v1, 0x1

    aget-object v0, v0, v1

    invoke-interface {v0}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v2, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Number;

    return-object v0
.end method


# virtual methods
.method public final getDifficulty()Ljava/lang/String;
    .registers 4

    .line 19
    iget-object v2, p0, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->difficulty$delegate:Ljava/util/Map;

    sget-object v0, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v1, 0x2

    aget-object v0, v0, v1

    invoke-interface {v0}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v2, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public final getDistanceM()I
    .registers 8

    .line 21
    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->getDistance()Ljava/lang/Number;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v3

    move v4, v3

    .line 71
    const/4 v5, 0x0

    .line 21
    const/4 v0, 0x1

    if-gt v0, v4, :cond_1

    const v1, 0xf4241

    if-ge v4, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_2

    .line 71
    const/4 v6, 0x0

    .line 21
    const-string v6, "distance"

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v6}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_2
    return v3
.end method

.method public final getName()Ljava/lang/String;
    .registers 4

    .line 17
    iget-object v2, p0, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->name$delegate:Ljava/util/Map;

    sget-object v0, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v1, 0x0

    aget-object v0, v0, v1

    invoke-interface {v0}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v2, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public final validated()Lapp/trailmark/logbook/cetp/SaveRouteArgs;
    .registers 8

    .line 23
    move-object v3, p0

    move-object v0, v3

    check-cast v0, Lapp/trailmark/logbook/cetp/SaveRouteArgs;

    move-object v4, v0

    const/4 v5, 0x0

    .line 24
    invoke-virtual {v4}, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->getName()Ljava/lang/String;

    move-result-object v0

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    invoke-virtual {v4}, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->getName()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x50

    if-gt v0, v1, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_2

    .line 71
    const/4 v6, 0x0

    .line 24
    const-string v6, "name"

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v6}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 25
    :cond_2
    sget-object v0, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->DIFFICULTIES:Ljava/util/List;

    invoke-virtual {v4}, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->getDifficulty()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 71
    const/4 v6, 0x0

    .line 25
    const-string v6, "difficulty"

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v6}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 23
    :cond_3
    move-object v0, v3

    check-cast v0, Lapp/trailmark/logbook/cetp/SaveRouteArgs;

    .line 26
    return-object v0
.end method
