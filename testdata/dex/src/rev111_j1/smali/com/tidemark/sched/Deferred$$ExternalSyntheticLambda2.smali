.class public final synthetic Lcom/tidemark/sched/Deferred$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/tidemark/zones/CalibrationLog;

.field public final synthetic f$1:J


# direct methods
.method public synthetic constructor <init>(Lcom/tidemark/zones/CalibrationLog;J)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/sched/Deferred$$ExternalSyntheticLambda2;->f$0:Lcom/tidemark/zones/CalibrationLog;

    iput-wide p2, p0, Lcom/tidemark/sched/Deferred$$ExternalSyntheticLambda2;->f$1:J

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 4

    iget-object v0, p0, Lcom/tidemark/sched/Deferred$$ExternalSyntheticLambda2;->f$0:Lcom/tidemark/zones/CalibrationLog;

    iget-wide v1, p0, Lcom/tidemark/sched/Deferred$$ExternalSyntheticLambda2;->f$1:J

    invoke-static {v0, v1, v2}, Lcom/tidemark/sched/Deferred;->lambda$sweep$2(Lcom/tidemark/zones/CalibrationLog;J)V

    return-void
.end method
