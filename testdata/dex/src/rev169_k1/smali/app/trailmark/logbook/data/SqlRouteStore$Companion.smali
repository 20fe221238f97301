.class final Lapp/trailmark/logbook/data/SqlRouteStore$Companion;
.super Ljava/lang/Object;
.source "RouteStore.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 60
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/trailmark/logbook/data/SqlRouteStore$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getCOLUMNS()[Ljava/lang/String;
    .registers 2

    .line 61
    invoke-static {}, Lapp/trailmark/logbook/data/SqlRouteStore;->access$getCOLUMNS$cp()[Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
