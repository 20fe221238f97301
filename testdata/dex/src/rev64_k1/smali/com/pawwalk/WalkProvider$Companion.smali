.class public final Lcom/pawwalk/WalkProvider$Companion;
.super Ljava/lang/Object;
.source "WalkProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 106
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getNEIGHBOURS()Ljava/util/Set;
    .registers 2
    .line 107
    invoke-static {}, Lcom/pawwalk/WalkProvider;->access$getNEIGHBOURS$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/pawwalk/WalkProvider$Companion;-><init>()V
    return-void
.end method

