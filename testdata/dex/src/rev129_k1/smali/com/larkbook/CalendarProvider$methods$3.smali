.class final synthetic Lcom/larkbook/CalendarProvider$methods$3;
.super Lkotlin/jvm/internal/FunctionReferenceImpl;
.source "CalendarProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# direct methods
.method constructor <init>(Ljava/lang/Object;)V
    .registers 9
    move-object v0, p0
    move-object v2, p1
    const/4 v1, 0x2
    const-class v3, Lcom/larkbook/CalendarProvider;
    const-string v4, "execute"
    const-string v5, "execute(Lcom/larkbook/Caller;Lcom/larkbook/Envelope;)Lcom/larkbook/Outcome;"
    const/4 v6, 0x0
    invoke-direct/range {v0 .. v6}, Lkotlin/jvm/internal/FunctionReferenceImpl;-><init>(ILjava/lang/Object;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    return-void
.end method


# virtual methods
.method public final invoke(Lcom/larkbook/Caller;Lcom/larkbook/Envelope;)Lcom/larkbook/Outcome;
    .registers 5
    const-string v1, "p0"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "p1"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    iget-object v0, p0, Lcom/larkbook/CalendarProvider$methods$3;->receiver:Ljava/lang/Object;
    check-cast v0, Lcom/larkbook/CalendarProvider;
    .line 18
    invoke-static {v0, p1, p2}, Lcom/larkbook/CalendarProvider;->access$execute(Lcom/larkbook/CalendarProvider;Lcom/larkbook/Caller;Lcom/larkbook/Envelope;)Lcom/larkbook/Outcome;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    .line 18
    move-object v1, p1
    check-cast v1, Lcom/larkbook/Caller;
    move-object v2, p2
    check-cast v2, Lcom/larkbook/Envelope;
    invoke-virtual {p0, v1, v2}, Lcom/larkbook/CalendarProvider$methods$3;->invoke(Lcom/larkbook/Caller;Lcom/larkbook/Envelope;)Lcom/larkbook/Outcome;
    move-result-object v0
    return-object v0
.end method
