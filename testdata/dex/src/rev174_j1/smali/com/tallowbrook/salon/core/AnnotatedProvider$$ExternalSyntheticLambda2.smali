.class public final synthetic Lcom/tallowbrook/salon/core/AnnotatedProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/tallowbrook/salon/core/Ledger$Work;


# instance fields
.field public final synthetic f$0:Lcom/tallowbrook/salon/core/AnnotatedProvider;

.field public final synthetic f$1:Lcom/tallowbrook/salon/core/ToolRouter$Route;

.field public final synthetic f$2:Lcom/tallowbrook/salon/core/ToolCall;


# direct methods
.method public synthetic constructor <init>(Lcom/tallowbrook/salon/core/AnnotatedProvider;Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider$$ExternalSyntheticLambda2;->f$0:Lcom/tallowbrook/salon/core/AnnotatedProvider;

    iput-object p2, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider$$ExternalSyntheticLambda2;->f$1:Lcom/tallowbrook/salon/core/ToolRouter$Route;

    iput-object p3, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider$$ExternalSyntheticLambda2;->f$2:Lcom/tallowbrook/salon/core/ToolCall;

    return-void
.end method


# virtual methods
.method public final run()Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 4

    iget-object v0, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider$$ExternalSyntheticLambda2;->f$0:Lcom/tallowbrook/salon/core/AnnotatedProvider;

    iget-object v1, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider$$ExternalSyntheticLambda2;->f$1:Lcom/tallowbrook/salon/core/ToolRouter$Route;

    iget-object v2, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider$$ExternalSyntheticLambda2;->f$2:Lcom/tallowbrook/salon/core/ToolCall;

    invoke-virtual {v0, v1, v2}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->lambda$execute$2$com-tallowbrook-salon-core-AnnotatedProvider(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0
.end method
