.class public final synthetic Lcom/larder/kitchen/cetp/AuditHandler$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:I

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:J


# direct methods
.method public synthetic constructor <init>(ILjava/lang/String;J)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lcom/larder/kitchen/cetp/AuditHandler$$ExternalSyntheticLambda0;->f$0:I

    iput-object p2, p0, Lcom/larder/kitchen/cetp/AuditHandler$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iput-wide p3, p0, Lcom/larder/kitchen/cetp/AuditHandler$$ExternalSyntheticLambda0;->f$2:J

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 5

    iget v0, p0, Lcom/larder/kitchen/cetp/AuditHandler$$ExternalSyntheticLambda0;->f$0:I

    iget-object v1, p0, Lcom/larder/kitchen/cetp/AuditHandler$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iget-wide v2, p0, Lcom/larder/kitchen/cetp/AuditHandler$$ExternalSyntheticLambda0;->f$2:J

    invoke-static {v0, v1, v2, v3}, Lcom/larder/kitchen/cetp/AuditHandler;->lambda$invoke$0(ILjava/lang/String;J)V

    return-void
.end method
