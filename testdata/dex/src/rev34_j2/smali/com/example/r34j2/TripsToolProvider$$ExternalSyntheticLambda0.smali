.class public final synthetic Lcom/example/r34j2/TripsToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:[B

.field public final synthetic f$1:Lcom/example/r34j2/Pipe;


# direct methods
.method public synthetic constructor <init>([BLcom/example/r34j2/Pipe;)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/example/r34j2/TripsToolProvider$$ExternalSyntheticLambda0;->f$0:[B

    iput-object p2, p0, Lcom/example/r34j2/TripsToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/example/r34j2/Pipe;

    return-void
.end method


# virtual methods
.method public final run()V
    .locals 2

    iget-object v0, p0, Lcom/example/r34j2/TripsToolProvider$$ExternalSyntheticLambda0;->f$0:[B

    iget-object v1, p0, Lcom/example/r34j2/TripsToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/example/r34j2/Pipe;

    invoke-static {v0, v1}, Lcom/example/r34j2/TripsToolProvider;->lambda$tripReceipt$0([BLcom/example/r34j2/Pipe;)V

    return-void
.end method
