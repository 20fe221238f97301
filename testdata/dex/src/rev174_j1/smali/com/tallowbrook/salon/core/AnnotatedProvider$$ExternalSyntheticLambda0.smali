.class public final synthetic Lcom/tallowbrook/salon/core/AnnotatedProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/tallowbrook/salon/core/JobQueue$Runner;


# instance fields
.field public final synthetic f$0:Lcom/tallowbrook/salon/core/AnnotatedProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/tallowbrook/salon/core/AnnotatedProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tallowbrook/salon/core/AnnotatedProvider;

    return-void
.end method


# virtual methods
.method public final run(Lcom/tallowbrook/salon/core/JobQueue$Job;)Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 3

    iget-object v0, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tallowbrook/salon/core/AnnotatedProvider;

    invoke-virtual {v0, p1}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->lambda$onCreate$0$com-tallowbrook-salon-core-AnnotatedProvider(Lcom/tallowbrook/salon/core/JobQueue$Job;)Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0
.end method
