.class public final synthetic Lcom/quirewell/cetp/ToolRegistry$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/quirewell/cetp/Tool;


# instance fields
.field public final synthetic f$0:Lcom/quirewell/cetp/ToolPlugin;

.field public final synthetic f$1:Lcom/quirewell/cetp/ToolHost;


# direct methods
.method public synthetic constructor <init>(Lcom/quirewell/cetp/ToolPlugin;Lcom/quirewell/cetp/ToolHost;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quirewell/cetp/ToolRegistry$$ExternalSyntheticLambda0;->f$0:Lcom/quirewell/cetp/ToolPlugin;

    iput-object p2, p0, Lcom/quirewell/cetp/ToolRegistry$$ExternalSyntheticLambda0;->f$1:Lcom/quirewell/cetp/ToolHost;

    return-void
.end method


# virtual methods
.method public final run(Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;
    .registers 4

    iget-object v0, p0, Lcom/quirewell/cetp/ToolRegistry$$ExternalSyntheticLambda0;->f$0:Lcom/quirewell/cetp/ToolPlugin;

    iget-object v1, p0, Lcom/quirewell/cetp/ToolRegistry$$ExternalSyntheticLambda0;->f$1:Lcom/quirewell/cetp/ToolHost;

    invoke-static {v0, v1, p1}, Lcom/quirewell/cetp/ToolRegistry;->lambda$loadPlugins$0(Lcom/quirewell/cetp/ToolPlugin;Lcom/quirewell/cetp/ToolHost;Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
