.class public final Lcom/brightmoor/pantry/PantryToolProvider$Companion;
.super Ljava/lang/Object;
.source "PantryToolProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 100
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/brightmoor/pantry/PantryToolProvider$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getMETHODS()Ljava/util/Set;
    .registers 2

    .line 101
    invoke-static {}, Lcom/brightmoor/pantry/PantryToolProvider;->access$getMETHODS$cp()Ljava/util/Set;

    move-result-object v0

    return-object v0
.end method

.method public final getTOOLS()Ljava/util/List;
    .registers 2

    .line 103
    invoke-static {}, Lcom/brightmoor/pantry/PantryToolProvider;->access$getTOOLS$cp()Ljava/util/List;

    move-result-object v0

    return-object v0
.end method
