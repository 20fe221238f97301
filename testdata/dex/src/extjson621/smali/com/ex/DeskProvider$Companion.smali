.class final Lcom/ex/DeskProvider$Companion;
.super Ljava/lang/Object;
.source "DeskProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 63
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3
    invoke-direct {v1}, Lcom/ex/DeskProvider$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final getCERT()[B
    .registers 2
    .line 64
    invoke-static {}, Lcom/ex/DeskProvider;->access$getCERT$cp()[B
    move-result-object v0
    return-object v0
.end method

