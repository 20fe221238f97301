.class public final Lapp/trailmark/logbook/cetp/SaveRouteArgs$Companion;
.super Ljava/lang/Object;
.source "Args.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 28
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/SaveRouteArgs$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getDIFFICULTIES()Ljava/util/List;
    .registers 2

    .line 29
    invoke-static {}, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->access$getDIFFICULTIES$cp()Ljava/util/List;

    move-result-object v0

    return-object v0
.end method
