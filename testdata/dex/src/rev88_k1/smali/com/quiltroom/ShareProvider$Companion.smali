.class public final Lcom/quiltroom/ShareProvider$Companion;
.super Ljava/lang/Object;
.source "ShareProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 74
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getGUILD()Ljava/util/Set;
    .registers 2
    .line 76
    invoke-static {}, Lcom/quiltroom/ShareProvider;->access$getGUILD$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public final getADMINS()Ljava/util/Set;
    .registers 2
    .line 77
    invoke-static {}, Lcom/quiltroom/ShareProvider;->access$getADMINS$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/quiltroom/ShareProvider$Companion;-><init>()V
    return-void
.end method

