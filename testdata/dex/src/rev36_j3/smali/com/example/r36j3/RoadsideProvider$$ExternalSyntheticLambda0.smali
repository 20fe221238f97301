.class public final synthetic Lcom/example/r36j3/RoadsideProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/example/r36j3/RoadsideProvider;

.field public final synthetic f$1:J


# direct methods
.method public synthetic constructor <init>(Lcom/example/r36j3/RoadsideProvider;J)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/example/r36j3/RoadsideProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r36j3/RoadsideProvider;

    iput-wide p2, p0, Lcom/example/r36j3/RoadsideProvider$$ExternalSyntheticLambda0;->f$1:J

    return-void
.end method


# virtual methods
.method public final run()V
    .locals 3

    iget-object v0, p0, Lcom/example/r36j3/RoadsideProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r36j3/RoadsideProvider;

    iget-wide v1, p0, Lcom/example/r36j3/RoadsideProvider$$ExternalSyntheticLambda0;->f$1:J

    invoke-virtual {v0, v1, v2}, Lcom/example/r36j3/RoadsideProvider;->lambda$execute$0$com-example-r36j3-RoadsideProvider(J)V

    return-void
.end method
