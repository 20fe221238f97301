.class public final synthetic Lcom/fernhill/lend/TicketCache$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/BiFunction;


# instance fields
.field public final synthetic f$0:Z


# direct methods
.method public synthetic constructor <init>(Z)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-boolean p1, p0, Lcom/fernhill/lend/TicketCache$$ExternalSyntheticLambda0;->f$0:Z

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-boolean v0, p0, Lcom/fernhill/lend/TicketCache$$ExternalSyntheticLambda0;->f$0:Z

    check-cast p1, Ljava/lang/String;

    check-cast p2, Lcom/fernhill/lend/Ticket;

    invoke-static {v0, p1, p2}, Lcom/fernhill/lend/TicketCache;->lambda$decide$0(ZLjava/lang/String;Lcom/fernhill/lend/Ticket;)Lcom/fernhill/lend/Ticket;

    move-result-object v0

    return-object v0
.end method
