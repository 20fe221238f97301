.class public final synthetic Lcom/example/r32k1/ShareTrip$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:I


# direct methods
.method public synthetic constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/r32k1/ShareTrip$$ExternalSyntheticLambda1;->f$0:I
    return-void
.end method


# virtual methods
.method public final run()V
    .registers 2
    iget v0, p0, Lcom/example/r32k1/ShareTrip$$ExternalSyntheticLambda1;->f$0:I
    invoke-static {v0}, Lcom/example/r32k1/ShareTrip;->run$lambda$0(I)V
    return-void
.end method
