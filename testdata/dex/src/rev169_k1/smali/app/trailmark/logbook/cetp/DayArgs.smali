.class public final Lapp/trailmark/logbook/cetp/DayArgs;
.super Ljava/lang/Object;
.source "Args.kt"


# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;


# instance fields
.field private final day$delegate:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    const/4 v0, 0x1

    new-array v7, v0, [Lkotlin/reflect/KProperty;

    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;

    const-class v3, Lapp/trailmark/logbook/cetp/DayArgs;

    const-string v4, "day"

    const-string v5, "getDay()Ljava/lang/String;"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x0

    aput-object v2, v7, v1

    sput-object v7, Lapp/trailmark/logbook/cetp/DayArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    return-void
.end method

.method public constructor <init>(Ljava/util/Map;)V
    .registers 3

    const-string v0, "map"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 54
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 55
    iput-object p1, p0, Lapp/trailmark/logbook/cetp/DayArgs;->day$delegate:Ljava/util/Map;

    .line 54
    return-void
.end method


# virtual methods
.method public final getDay()Ljava/lang/String;
    .registers 4

    .line 55
    iget-object v2, p0, Lapp/trailmark/logbook/cetp/DayArgs;->day$delegate:Ljava/util/Map;

    sget-object v0, Lapp/trailmark/logbook/cetp/DayArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v1, 0x0

    aget-object v0, v0, v1

    invoke-interface {v0}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v2, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public final validated()Lapp/trailmark/logbook/cetp/DayArgs;
    .registers 8

    .line 57
    move-object v2, p0

    move-object v0, v2

    check-cast v0, Lapp/trailmark/logbook/cetp/DayArgs;

    move-object v3, v0

    .line 71
    const/4 v4, 0x0

    .line 57
    invoke-virtual {v3}, Lapp/trailmark/logbook/cetp/DayArgs;->getDay()Ljava/lang/String;

    move-result-object v5

    check-cast v5, Ljava/lang/CharSequence;

    invoke-static {}, Lapp/trailmark/logbook/cetp/ArgsKt;->access$getDAY$p()Lkotlin/text/Regex;

    move-result-object v0

    invoke-virtual {v0, v5}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 71
    const/4 v6, 0x0

    .line 57
    const-string v6, "day"

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v6}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_0
    move-object v0, v2

    check-cast v0, Lapp/trailmark/logbook/cetp/DayArgs;

    return-object v0
.end method
