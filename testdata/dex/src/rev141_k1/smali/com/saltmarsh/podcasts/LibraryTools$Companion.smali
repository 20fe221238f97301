.class public final Lcom/saltmarsh/podcasts/LibraryTools$Companion;
.super Ljava/lang/Object;
.source "LibraryTools.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 112
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/saltmarsh/podcasts/LibraryTools$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getDELETE_DOWNLOAD()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 2

    .line 134
    invoke-static {}, Lcom/saltmarsh/podcasts/LibraryTools;->access$getDELETE_DOWNLOAD$cp()Lcom/saltmarsh/podcasts/ToolSpec;

    move-result-object v0

    return-object v0
.end method

.method public final getDOWNLOAD_EPISODE()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 2

    .line 129
    invoke-static {}, Lcom/saltmarsh/podcasts/LibraryTools;->access$getDOWNLOAD_EPISODE$cp()Lcom/saltmarsh/podcasts/ToolSpec;

    move-result-object v0

    return-object v0
.end method

.method public final getEXPORT_HISTORY()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 2

    .line 144
    invoke-static {}, Lcom/saltmarsh/podcasts/LibraryTools;->access$getEXPORT_HISTORY$cp()Lcom/saltmarsh/podcasts/ToolSpec;

    move-result-object v0

    return-object v0
.end method

.method public final getLIST_DOWNLOADS()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 2

    .line 118
    invoke-static {}, Lcom/saltmarsh/podcasts/LibraryTools;->access$getLIST_DOWNLOADS$cp()Lcom/saltmarsh/podcasts/ToolSpec;

    move-result-object v0

    return-object v0
.end method

.method public final getLIST_NEW_EPISODES()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 2

    .line 123
    invoke-static {}, Lcom/saltmarsh/podcasts/LibraryTools;->access$getLIST_NEW_EPISODES$cp()Lcom/saltmarsh/podcasts/ToolSpec;

    move-result-object v0

    return-object v0
.end method

.method public final getQUEUE_DOWNLOAD()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 2

    .line 139
    invoke-static {}, Lcom/saltmarsh/podcasts/LibraryTools;->access$getQUEUE_DOWNLOAD$cp()Lcom/saltmarsh/podcasts/ToolSpec;

    move-result-object v0

    return-object v0
.end method
