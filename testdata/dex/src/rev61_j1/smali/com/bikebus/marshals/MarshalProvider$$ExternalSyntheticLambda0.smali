.class public final synthetic Lcom/bikebus/marshals/MarshalProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/bikebus/core/MarshalJob;

.field public final synthetic f$0:Ljava/lang/String;

.method public synthetic constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/bikebus/marshals/MarshalProvider$$ExternalSyntheticLambda0;->f$0:Ljava/lang/String;
    return-void
.end method

.method public final run(Landroid/content/Context;)V
    .registers 4
    iget-object v0, p0, Lcom/bikebus/marshals/MarshalProvider$$ExternalSyntheticLambda0;->f$0:Ljava/lang/String;
    move-object v1, p1
    check-cast v1, Landroid/content/Context;
    invoke-static {v0, v1}, Lcom/bikebus/marshals/MarshalProvider;->shiftReport$lambda$0(Ljava/lang/String;Landroid/content/Context;)V
    return-void
.end method
