.class public final Lcom/parkrun/RosterProvider$Companion;
.super Ljava/lang/Object;
.source "RosterProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 99
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getCLUBS()Ljava/util/Set;
    .registers 2
    .line 100
    invoke-static {}, Lcom/parkrun/RosterProvider;->access$getCLUBS$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/parkrun/RosterProvider$Companion;-><init>()V
    return-void
.end method

