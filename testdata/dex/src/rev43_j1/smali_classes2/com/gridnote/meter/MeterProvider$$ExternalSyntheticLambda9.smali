.class public final synthetic Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda9;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lj$/util/function/Function;

.method public synthetic constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 0
    check-cast p1, Ljava/lang/String;
    invoke-static {p1}, Lcom/gridnote/meter/MeterProvider;->lambda$exportReadings$9(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method
