.class public final synthetic Lcom/fernlog/ScheduleProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lcom/fernlog/ScheduleProvider;

.method public synthetic constructor <init>(Lcom/fernlog/ScheduleProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/fernlog/ScheduleProvider$$ExternalSyntheticLambda0;->f$0:Lcom/fernlog/ScheduleProvider;
    return-void
.end method

.method public final run()V
    .registers 3
    iget-object v0, p0, Lcom/fernlog/ScheduleProvider$$ExternalSyntheticLambda0;->f$0:Lcom/fernlog/ScheduleProvider;
    invoke-static {v0}, Lcom/fernlog/ScheduleProvider;->touch$lambda$0(Lcom/fernlog/ScheduleProvider;)V
    return-void
.end method
