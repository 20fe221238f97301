.class public final Lcom/larderly/pantry/ToolEndpoint$Companion;
.super Ljava/lang/Object;
.source "Endpoint.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 116
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/larderly/pantry/ToolEndpoint$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getEXPORTS()Landroid/net/Uri;
    .registers 2

    .line 118
    invoke-static {}, Lcom/larderly/pantry/ToolEndpoint;->access$getEXPORTS$cp()Landroid/net/Uri;

    move-result-object v0

    return-object v0
.end method

.method public final getMETHODS()Ljava/util/Set;
    .registers 2

    .line 117
    invoke-static {}, Lcom/larderly/pantry/ToolEndpoint;->access$getMETHODS$cp()Ljava/util/Set;

    move-result-object v0

    return-object v0
.end method
