.class public final synthetic Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lj$/util/function/Function;

.field public final synthetic f$0:Lcom/gridnote/meter/MeterProvider;

.method public synthetic constructor <init>(Lcom/gridnote/meter/MeterProvider;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda3;->f$0:Lcom/gridnote/meter/MeterProvider;
    return-void
.end method

.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda3;->f$0:Lcom/gridnote/meter/MeterProvider;
    check-cast p1, Landroid/os/Bundle;
    invoke-virtual {v0, p1}, Lcom/gridnote/meter/MeterProvider;->lambda$onCreate$3$com-gridnote-meter-MeterProvider(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
