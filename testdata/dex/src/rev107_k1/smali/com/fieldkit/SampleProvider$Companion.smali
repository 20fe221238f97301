.class public final Lcom/fieldkit/SampleProvider$Companion;
.super Ljava/lang/Object;
.source "SampleProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 96
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getVOLUNTEER_APPS()Ljava/util/Set;
    .registers 2
    .line 98
    invoke-static {}, Lcom/fieldkit/SampleProvider;->access$getVOLUNTEER_APPS$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/fieldkit/SampleProvider$Companion;-><init>()V
    return-void
.end method

