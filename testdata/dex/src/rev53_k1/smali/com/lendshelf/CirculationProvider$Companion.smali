.class public final Lcom/lendshelf/CirculationProvider$Companion;
.super Ljava/lang/Object;
.source "CirculationProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 128
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/lendshelf/CirculationProvider$Companion;-><init>()V
    return-void
.end method

