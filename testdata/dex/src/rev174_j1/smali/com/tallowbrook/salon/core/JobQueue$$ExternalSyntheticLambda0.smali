.class public final synthetic Lcom/tallowbrook/salon/core/JobQueue$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/tallowbrook/salon/core/LiveValue$Observer;


# instance fields
.field public final synthetic f$0:Lcom/tallowbrook/salon/core/JobQueue;


# direct methods
.method public synthetic constructor <init>(Lcom/tallowbrook/salon/core/JobQueue;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallowbrook/salon/core/JobQueue$$ExternalSyntheticLambda0;->f$0:Lcom/tallowbrook/salon/core/JobQueue;

    return-void
.end method


# virtual methods
.method public final onChanged(Ljava/lang/Object;)V
    .registers 3

    iget-object v0, p0, Lcom/tallowbrook/salon/core/JobQueue$$ExternalSyntheticLambda0;->f$0:Lcom/tallowbrook/salon/core/JobQueue;

    check-cast p1, Ljava/lang/Integer;

    invoke-virtual {v0, p1}, Lcom/tallowbrook/salon/core/JobQueue;->lambda$new$0$com-tallowbrook-salon-core-JobQueue(Ljava/lang/Integer;)V

    return-void
.end method
