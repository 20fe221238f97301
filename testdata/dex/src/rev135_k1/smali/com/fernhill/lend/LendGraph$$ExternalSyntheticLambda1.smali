.class public final synthetic Lcom/fernhill/lend/LendGraph$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/fernhill/lend/TicketLookup;


# instance fields
.field public final synthetic f$0:Lcom/fernhill/lend/LendGraph;


# direct methods
.method public synthetic constructor <init>(Lcom/fernhill/lend/LendGraph;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fernhill/lend/LendGraph$$ExternalSyntheticLambda1;->f$0:Lcom/fernhill/lend/LendGraph;

    return-void
.end method


# virtual methods
.method public final find(Ljava/lang/String;)Lcom/fernhill/lend/Ticket;
    .registers 3

    iget-object v0, p0, Lcom/fernhill/lend/LendGraph$$ExternalSyntheticLambda1;->f$0:Lcom/fernhill/lend/LendGraph;

    invoke-static {v0, p1}, Lcom/fernhill/lend/LendGraph;->holdTools$lambda$0(Lcom/fernhill/lend/LendGraph;Ljava/lang/String;)Lcom/fernhill/lend/Ticket;

    move-result-object v0

    return-object v0
.end method
