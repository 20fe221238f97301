.class public final Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Companion;
.super Ljava/lang/Object;
.source "CetpV2ContentProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 155
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getMETHODS()Ljava/util/Set;
    .registers 2

    .line 156
    invoke-static {}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->access$getMETHODS$cp()Ljava/util/Set;

    move-result-object v0

    return-object v0
.end method
