.class public final Lcom/hearthly/Catalog$Companion;
.super Ljava/lang/Object;
.source "Catalogs.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 82
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/hearthly/Catalog$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final getLIMITS()Ljava/util/Map;
    .registers 2
    .line 83
    invoke-static {}, Lcom/hearthly/Catalog;->access$getLIMITS$cp()Ljava/util/Map;
    move-result-object v0
    return-object v0
.end method
