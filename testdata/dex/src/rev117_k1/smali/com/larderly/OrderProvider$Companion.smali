.class public final Lcom/larderly/OrderProvider$Companion;
.super Ljava/lang/Object;
.source "OrderProvider.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 112
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/larderly/OrderProvider$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final getGraph()Lkotlin/Lazy;
    .registers 2
    .line 119
    invoke-static {}, Lcom/larderly/OrderProvider;->access$getGraph$cp()Lkotlin/Lazy;
    move-result-object v0
    return-object v0
.end method
