.class public final Lapp/trailmark/logbook/cetp/MapCacheProvider$Companion;
.super Ljava/lang/Object;
.source "MapCacheProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/MapCacheProvider$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getURI()Landroid/net/Uri;
    .registers 4

    .line 31
    invoke-static {}, Lapp/trailmark/logbook/cetp/MapCacheProvider;->access$getURI$delegate$cp()Lkotlin/Lazy;

    move-result-object v2

    invoke-interface {v2}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    const-string v1, "getValue(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Landroid/net/Uri;

    return-object v0
.end method
