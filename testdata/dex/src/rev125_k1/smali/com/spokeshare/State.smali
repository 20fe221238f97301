.class public abstract Lcom/spokeshare/State;
.super Ljava/lang/Object;
.source "Mvi.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/spokeshare/State;-><init>()V
    return-void
.end method


# virtual methods
.method public getEffects()Ljava/util/List;
    .registers 2
    .line 24
    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;
    move-result-object v0
    return-object v0
.end method
