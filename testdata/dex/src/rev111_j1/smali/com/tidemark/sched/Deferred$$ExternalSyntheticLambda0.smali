.class public final synthetic Lcom/tidemark/sched/Deferred$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Landroid/database/sqlite/SQLiteDatabase;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:D


# direct methods
.method public synthetic constructor <init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;D)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/sched/Deferred$$ExternalSyntheticLambda0;->f$0:Landroid/database/sqlite/SQLiteDatabase;

    iput-object p2, p0, Lcom/tidemark/sched/Deferred$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iput-wide p3, p0, Lcom/tidemark/sched/Deferred$$ExternalSyntheticLambda0;->f$2:D

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 5

    iget-object v0, p0, Lcom/tidemark/sched/Deferred$$ExternalSyntheticLambda0;->f$0:Landroid/database/sqlite/SQLiteDatabase;

    iget-object v1, p0, Lcom/tidemark/sched/Deferred$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iget-wide v2, p0, Lcom/tidemark/sched/Deferred$$ExternalSyntheticLambda0;->f$2:D

    invoke-static {v0, v1, v2, v3}, Lcom/tidemark/sched/Deferred;->lambda$meterReading$0(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;D)V

    return-void
.end method
