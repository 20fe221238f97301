.class public final Lcom/larchwood/library/Tool;
.super Ljava/lang/Object;
.source "Host.kt"


# instance fields
.field private final handler:Lcom/larchwood/library/ToolHandler;

.field private final spec:Lcom/larchwood/library/ToolSpec;


# direct methods
.method public constructor <init>(Lcom/larchwood/library/ToolSpec;Lcom/larchwood/library/ToolHandler;)V
    .registers 4

    const-string v0, "spec"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "handler"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 43
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larchwood/library/Tool;->spec:Lcom/larchwood/library/ToolSpec;

    iput-object p2, p0, Lcom/larchwood/library/Tool;->handler:Lcom/larchwood/library/ToolHandler;

    return-void
.end method


# virtual methods
.method public final getHandler()Lcom/larchwood/library/ToolHandler;
    .registers 2

    .line 43
    iget-object v0, p0, Lcom/larchwood/library/Tool;->handler:Lcom/larchwood/library/ToolHandler;

    return-object v0
.end method

.method public final getSpec()Lcom/larchwood/library/ToolSpec;
    .registers 2

    .line 43
    iget-object v0, p0, Lcom/larchwood/library/Tool;->spec:Lcom/larchwood/library/ToolSpec;

    return-object v0
.end method
