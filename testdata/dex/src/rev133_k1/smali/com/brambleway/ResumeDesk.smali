.class public final Lcom/brambleway/ResumeDesk;
.super Ljava/lang/Object;
.source "Tickets.kt"

# interfaces
.implements Lcom/brambleway/TokenSource;

# instance fields
.field private final synthetic $$delegate_0:Lcom/brambleway/TokenSource;
.field private final store:Lcom/brambleway/TicketStore;


# direct methods
.method public constructor <init>(Lcom/brambleway/TicketStore;Lcom/brambleway/TokenSource;)V
    .registers 4
    const-string v0, "store"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tokens"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 58
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p2, p0, Lcom/brambleway/ResumeDesk;->$$delegate_0:Lcom/brambleway/TokenSource;
    iput-object p1, p0, Lcom/brambleway/ResumeDesk;->store:Lcom/brambleway/TicketStore;
    return-void
.end method


# virtual methods
.method public final getStore()Lcom/brambleway/TicketStore;
    .registers 2
    .line 58
    iget-object v0, p0, Lcom/brambleway/ResumeDesk;->store:Lcom/brambleway/TicketStore;
    return-object v0
.end method

.method public final issue-uAgf0GI(Lcom/brambleway/ToolCall;)Ljava/lang/String;
    .registers 7
    const-string v1, "call"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 59
    invoke-virtual {p0}, Lcom/brambleway/ResumeDesk;->next()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/brambleway/ResumeToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v3, v2
    .line 62
    const/4 v4, 0x0
    .line 59
    iget-object v0, p0, Lcom/brambleway/ResumeDesk;->store:Lcom/brambleway/TicketStore;
    sget-object v1, Lcom/brambleway/Ticket;->Companion:Lcom/brambleway/Ticket$Companion;
    invoke-virtual {v1, p1, v3}, Lcom/brambleway/Ticket$Companion;->forCall-E_zvRnw(Lcom/brambleway/ToolCall;Ljava/lang/String;)Lcom/brambleway/Ticket;
    move-result-object v1
    invoke-interface {v0, v1}, Lcom/brambleway/TicketStore;->put(Lcom/brambleway/Ticket;)V
    return-object v2
.end method

.method public next()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/brambleway/ResumeDesk;->$$delegate_0:Lcom/brambleway/TokenSource;
    invoke-interface {v0}, Lcom/brambleway/TokenSource;->next()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
