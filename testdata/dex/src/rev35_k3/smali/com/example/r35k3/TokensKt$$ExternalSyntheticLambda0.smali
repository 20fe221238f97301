.class public final synthetic Lcom/example/r35k3/TokensKt$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 2
    check-cast p1, Ljava/lang/Byte;
    invoke-virtual {p1}, Ljava/lang/Byte;->byteValue()B
    move-result p1
    invoke-static {p1}, Lcom/example/r35k3/TokensKt;->newToken$lambda$1(B)Ljava/lang/CharSequence;
    move-result-object p1
    return-object p1
.end method
