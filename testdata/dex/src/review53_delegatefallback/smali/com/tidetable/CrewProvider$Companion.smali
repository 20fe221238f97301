.class public final Lcom/tidetable/CrewProvider$Companion;
.super Ljava/lang/Object;
.source "CrewProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 68
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getCLUB_APPS()Ljava/util/Set;
    .registers 2
    .line 69
    invoke-static {}, Lcom/tidetable/CrewProvider;->access$getCLUB_APPS$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/tidetable/CrewProvider$Companion;-><init>()V
    return-void
.end method

