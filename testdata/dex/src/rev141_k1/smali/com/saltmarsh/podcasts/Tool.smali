.class public final Lcom/saltmarsh/podcasts/Tool;
.super Ljava/lang/Object;
.source "Host.kt"


# instance fields
.field private final handler:Lcom/saltmarsh/podcasts/ToolHandler;

.field private final spec:Lcom/saltmarsh/podcasts/ToolSpec;


# direct methods
.method public constructor <init>(Lcom/saltmarsh/podcasts/ToolSpec;Lcom/saltmarsh/podcasts/ToolHandler;)V
    .registers 4

    const-string v0, "spec"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "handler"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 47
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/podcasts/Tool;->spec:Lcom/saltmarsh/podcasts/ToolSpec;

    iput-object p2, p0, Lcom/saltmarsh/podcasts/Tool;->handler:Lcom/saltmarsh/podcasts/ToolHandler;

    return-void
.end method


# virtual methods
.method public final getHandler()Lcom/saltmarsh/podcasts/ToolHandler;
    .registers 2

    .line 47
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Tool;->handler:Lcom/saltmarsh/podcasts/ToolHandler;

    return-object v0
.end method

.method public final getSpec()Lcom/saltmarsh/podcasts/ToolSpec;
    .registers 2

    .line 47
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Tool;->spec:Lcom/saltmarsh/podcasts/ToolSpec;

    return-object v0
.end method
