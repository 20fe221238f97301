.class public final Lcom/quiltroom/PatternProvider$Companion;
.super Ljava/lang/Object;
.source "PatternProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 110
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getQUILTERS()Ljava/util/Set;
    .registers 2
    .line 111
    invoke-static {}, Lcom/quiltroom/PatternProvider;->access$getQUILTERS$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/quiltroom/PatternProvider$Companion;-><init>()V
    return-void
.end method

