.class public final synthetic Lcom/gridnote/outage/OutageProvider$$ExternalSyntheticLambda6;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lj$/util/function/Supplier;

.field public final synthetic f$0:Lcom/gridnote/outage/OutageProvider;

.field public final synthetic f$1:Ljava/lang/String;

.method public synthetic constructor <init>(Lcom/gridnote/outage/OutageProvider;Ljava/lang/String;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/gridnote/outage/OutageProvider$$ExternalSyntheticLambda6;->f$0:Lcom/gridnote/outage/OutageProvider;
    iput-object p2, p0, Lcom/gridnote/outage/OutageProvider$$ExternalSyntheticLambda6;->f$1:Ljava/lang/String;
    return-void
.end method

.method public final get()Ljava/lang/Object;
    .locals 2
    iget-object v0, p0, Lcom/gridnote/outage/OutageProvider$$ExternalSyntheticLambda6;->f$0:Lcom/gridnote/outage/OutageProvider;
    iget-object v1, p0, Lcom/gridnote/outage/OutageProvider$$ExternalSyntheticLambda6;->f$1:Ljava/lang/String;
    invoke-virtual {v0, v1}, Lcom/gridnote/outage/OutageProvider;->lambda$cancelReport$6$com-gridnote-outage-OutageProvider(Ljava/lang/String;)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method
