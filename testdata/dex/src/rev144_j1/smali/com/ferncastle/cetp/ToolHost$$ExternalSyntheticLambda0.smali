.class public final synthetic Lcom/ferncastle/cetp/ToolHost$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/ferncastle/plugin/Chain$Terminal;


# instance fields
.field public final synthetic f$0:Lcom/ferncastle/cetp/ToolHost;


# direct methods
.method public synthetic constructor <init>(Lcom/ferncastle/cetp/ToolHost;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/ferncastle/cetp/ToolHost$$ExternalSyntheticLambda0;->f$0:Lcom/ferncastle/cetp/ToolHost;

    return-void
.end method


# virtual methods
.method public final handle(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Result;
    .registers 3

    iget-object v0, p0, Lcom/ferncastle/cetp/ToolHost$$ExternalSyntheticLambda0;->f$0:Lcom/ferncastle/cetp/ToolHost;

    invoke-virtual {v0, p1}, Lcom/ferncastle/cetp/ToolHost;->dispatch(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0
.end method
