.class public final synthetic Lcom/bikebus/marshals/MarshalProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/bikebus/core/MarshalJob;

.field public final synthetic f$0:Ljava/lang/String;
.field public final synthetic f$1:I

.method public synthetic constructor <init>(Ljava/lang/String;I)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/bikebus/marshals/MarshalProvider$$ExternalSyntheticLambda1;->f$0:Ljava/lang/String;
    iput p2, p0, Lcom/bikebus/marshals/MarshalProvider$$ExternalSyntheticLambda1;->f$1:I
    return-void
.end method

.method public final run(Landroid/content/Context;)V
    .registers 5
    iget-object v0, p0, Lcom/bikebus/marshals/MarshalProvider$$ExternalSyntheticLambda1;->f$0:Ljava/lang/String;
    iget v1, p0, Lcom/bikebus/marshals/MarshalProvider$$ExternalSyntheticLambda1;->f$1:I
    move-object v2, p1
    check-cast v2, Landroid/content/Context;
    invoke-static {v0, v1, v2}, Lcom/bikebus/marshals/MarshalProvider;->shiftSummary$lambda$0(Ljava/lang/String;ILandroid/content/Context;)V
    return-void
.end method
