.class public final Lcom/seedswap/LibraryProvider$Companion;
.super Ljava/lang/Object;
.source "LibraryProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 146
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getGROWERS()Ljava/util/Set;
    .registers 2
    .line 147
    invoke-static {}, Lcom/seedswap/LibraryProvider;->access$getGROWERS$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/seedswap/LibraryProvider$Companion;-><init>()V
    return-void
.end method

