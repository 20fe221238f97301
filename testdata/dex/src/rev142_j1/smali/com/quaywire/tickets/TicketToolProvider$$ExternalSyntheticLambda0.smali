.class public final synthetic Lcom/quaywire/tickets/TicketToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/quaywire/tickets/TicketToolProvider;

.field public final synthetic f$1:Lcom/quaywire/net/HttpRequest;


# direct methods
.method public synthetic constructor <init>(Lcom/quaywire/tickets/TicketToolProvider;Lcom/quaywire/net/HttpRequest;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quaywire/tickets/TicketToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/quaywire/tickets/TicketToolProvider;

    iput-object p2, p0, Lcom/quaywire/tickets/TicketToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/quaywire/net/HttpRequest;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/quaywire/tickets/TicketToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/quaywire/tickets/TicketToolProvider;

    iget-object v1, p0, Lcom/quaywire/tickets/TicketToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/quaywire/net/HttpRequest;

    invoke-virtual {v0, v1}, Lcom/quaywire/tickets/TicketToolProvider;->lambda$comment$0$com-quaywire-tickets-TicketToolProvider(Lcom/quaywire/net/HttpRequest;)Lcom/quaywire/net/HttpResponse;

    move-result-object v0

    return-object v0
.end method
