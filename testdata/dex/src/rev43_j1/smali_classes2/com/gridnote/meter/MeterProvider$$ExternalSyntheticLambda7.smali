.class public final synthetic Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda7;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lj$/util/function/Supplier;

.field public final synthetic f$0:Lcom/gridnote/meter/MeterProvider;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:J

.field public final synthetic f$3:I

.method public synthetic constructor <init>(Lcom/gridnote/meter/MeterProvider;Ljava/lang/String;JI)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda7;->f$0:Lcom/gridnote/meter/MeterProvider;
    iput-object p2, p0, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda7;->f$1:Ljava/lang/String;
    iput-wide p3, p0, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda7;->f$2:J
    iput p5, p0, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda7;->f$3:I
    return-void
.end method

.method public final get()Ljava/lang/Object;
    .locals 5
    iget-object v0, p0, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda7;->f$0:Lcom/gridnote/meter/MeterProvider;
    iget-object v1, p0, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda7;->f$1:Ljava/lang/String;
    iget-wide v2, p0, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda7;->f$2:J
    iget v4, p0, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda7;->f$3:I
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/gridnote/meter/MeterProvider;->lambda$correctReading$7$com-gridnote-meter-MeterProvider(Ljava/lang/String;JI)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method
