.class public final synthetic Lcom/ridgeway/doorhub/cetp/ToolContentProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/ridgeway/doorhub/cetp/RequestLog$Mutation;


# instance fields
.field public final synthetic f$0:Lcom/ridgeway/doorhub/cetp/ToolContentProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/ridgeway/doorhub/cetp/ToolContentProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$$ExternalSyntheticLambda0;->f$0:Lcom/ridgeway/doorhub/cetp/ToolContentProvider;

    return-void
.end method


# virtual methods
.method public final run(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Landroid/os/Bundle;
    .registers 3

    iget-object v0, p0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$$ExternalSyntheticLambda0;->f$0:Lcom/ridgeway/doorhub/cetp/ToolContentProvider;

    invoke-virtual {v0, p1}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->runTool(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
