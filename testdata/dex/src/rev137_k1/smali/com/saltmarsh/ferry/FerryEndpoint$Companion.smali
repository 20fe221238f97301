.class final Lcom/saltmarsh/ferry/FerryEndpoint$Companion;
.super Ljava/lang/Object;
.source "Endpoints.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 58
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/saltmarsh/ferry/FerryEndpoint$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getMETHODS()Ljava/util/Set;
    .registers 2

    .line 60
    invoke-static {}, Lcom/saltmarsh/ferry/FerryEndpoint;->access$getMETHODS$cp()Ljava/util/Set;

    move-result-object v0

    return-object v0
.end method
