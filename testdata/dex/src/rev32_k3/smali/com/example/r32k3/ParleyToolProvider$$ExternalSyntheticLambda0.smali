.class public final synthetic Lcom/example/r32k3/ParleyToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Lcom/example/r32k3/Command$Schedule;

.field public final synthetic f$1:I


# direct methods
.method public synthetic constructor <init>(Lcom/example/r32k3/Command$Schedule;I)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r32k3/ParleyToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r32k3/Command$Schedule;
    iput p2, p0, Lcom/example/r32k3/ParleyToolProvider$$ExternalSyntheticLambda0;->f$1:I
    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/example/r32k3/ParleyToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r32k3/Command$Schedule;
    iget v1, p0, Lcom/example/r32k3/ParleyToolProvider$$ExternalSyntheticLambda0;->f$1:I
    invoke-static {v0, v1}, Lcom/example/r32k3/ParleyToolProvider;->schedule$lambda$0(Lcom/example/r32k3/Command$Schedule;I)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
