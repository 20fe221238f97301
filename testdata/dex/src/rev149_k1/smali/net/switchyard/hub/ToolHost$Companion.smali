.class public final Lnet/switchyard/hub/ToolHost$Companion;
.super Ljava/lang/Object;
.source "ToolHost.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 152
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lnet/switchyard/hub/ToolHost$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getMETHODS()Ljava/util/Set;
    .registers 2

    .line 154
    invoke-static {}, Lnet/switchyard/hub/ToolHost;->access$getMETHODS$cp()Ljava/util/Set;

    move-result-object v0

    return-object v0
.end method
