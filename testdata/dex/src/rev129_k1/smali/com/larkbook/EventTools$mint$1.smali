.class final synthetic Lcom/larkbook/EventTools$mint$1;
.super Lkotlin/jvm/internal/FunctionReferenceImpl;
.source "EventTools.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

# direct methods
.method constructor <init>(Ljava/lang/Object;)V
    .registers 9
    move-object v0, p0
    move-object v2, p1
    const/4 v1, 0x1
    const-class v3, Lkotlin/random/Random$Default;
    const-string v4, "nextBytes"
    const-string v5, "nextBytes(I)[B"
    const/4 v6, 0x0
    invoke-direct/range {v0 .. v6}, Lkotlin/jvm/internal/FunctionReferenceImpl;-><init>(ILjava/lang/Object;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    return-void
.end method


# virtual methods
.method public final invoke(I)[B
    .registers 3
    iget-object v0, p0, Lcom/larkbook/EventTools$mint$1;->receiver:Ljava/lang/Object;
    check-cast v0, Lkotlin/random/Random$Default;
    .line 26
    invoke-virtual {v0, p1}, Lkotlin/random/Random$Default;->nextBytes(I)[B
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    .line 26
    move-object v1, p1
    check-cast v1, Ljava/lang/Number;
    invoke-virtual {v1}, Ljava/lang/Number;->intValue()I
    move-result v1
    invoke-virtual {p0, v1}, Lcom/larkbook/EventTools$mint$1;->invoke(I)[B
    move-result-object v0
    return-object v0
.end method
