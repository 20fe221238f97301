.class public final Lcom/saltmarsh/podcasts/PlayerTools$Companion;
.super Ljava/lang/Object;
.source "PlayerTools.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 118
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/saltmarsh/podcasts/PlayerTools$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getCLEAR_QUEUE()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 2

    .line 139
    invoke-static {}, Lcom/saltmarsh/podcasts/PlayerTools;->access$getCLEAR_QUEUE$cp()Lcom/saltmarsh/podcasts/ToolSpec;

    move-result-object v0

    return-object v0
.end method

.method public final getEXPORT_QUEUE_LOG()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 2

    .line 150
    invoke-static {}, Lcom/saltmarsh/podcasts/PlayerTools;->access$getEXPORT_QUEUE_LOG$cp()Lcom/saltmarsh/podcasts/ToolSpec;

    move-result-object v0

    return-object v0
.end method

.method public final getFOLLOW_SHOW()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 2

    .line 144
    invoke-static {}, Lcom/saltmarsh/podcasts/PlayerTools;->access$getFOLLOW_SHOW$cp()Lcom/saltmarsh/podcasts/ToolSpec;

    move-result-object v0

    return-object v0
.end method

.method public final getNOW_PLAYING()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 2

    .line 124
    invoke-static {}, Lcom/saltmarsh/podcasts/PlayerTools;->access$getNOW_PLAYING$cp()Lcom/saltmarsh/podcasts/ToolSpec;

    move-result-object v0

    return-object v0
.end method

.method public final getPLAY_EPISODE()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 2

    .line 134
    invoke-static {}, Lcom/saltmarsh/podcasts/PlayerTools;->access$getPLAY_EPISODE$cp()Lcom/saltmarsh/podcasts/ToolSpec;

    move-result-object v0

    return-object v0
.end method

.method public final getQUEUE_EPISODE()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 2

    .line 129
    invoke-static {}, Lcom/saltmarsh/podcasts/PlayerTools;->access$getQUEUE_EPISODE$cp()Lcom/saltmarsh/podcasts/ToolSpec;

    move-result-object v0

    return-object v0
.end method
