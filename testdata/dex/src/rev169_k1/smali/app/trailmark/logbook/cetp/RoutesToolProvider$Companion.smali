.class public final Lapp/trailmark/logbook/cetp/RoutesToolProvider$Companion;
.super Ljava/lang/Object;
.source "RoutesToolProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 131
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider$Companion;-><init>()V

    return-void
.end method

.method public static final synthetic access$getINFO(Lapp/trailmark/logbook/cetp/RoutesToolProvider$Companion;)Lorg/json/JSONObject;
    .registers 2

    .line 131
    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider$Companion;->getINFO()Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private final getINFO()Lorg/json/JSONObject;
    .registers 3

    .line 137
    invoke-static {}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->access$getINFO$delegate$cp()Lkotlin/Lazy;

    move-result-object v1

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    return-object v0
.end method
