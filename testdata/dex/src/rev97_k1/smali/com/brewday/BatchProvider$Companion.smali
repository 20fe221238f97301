.class public final Lcom/brewday/BatchProvider$Companion;
.super Ljava/lang/Object;
.source "BatchProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 138
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getBREWERS()Ljava/util/Set;
    .registers 2
    .line 139
    invoke-static {}, Lcom/brewday/BatchProvider;->access$getBREWERS$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/brewday/BatchProvider$Companion;-><init>()V
    return-void
.end method

