.class public final Lcom/beehive/HiveProvider$Companion;
.super Ljava/lang/Object;
.source "HiveProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 128
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getAPIARY()Ljava/util/Set;
    .registers 2
    .line 129
    invoke-static {}, Lcom/beehive/HiveProvider;->access$getAPIARY$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/beehive/HiveProvider$Companion;-><init>()V
    return-void
.end method

