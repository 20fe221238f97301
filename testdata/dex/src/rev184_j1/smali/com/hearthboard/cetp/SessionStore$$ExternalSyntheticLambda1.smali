.class public final synthetic Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/cetp/SessionStore;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:Ljava/lang/String;

.field public final synthetic f$3:I

.field public final synthetic f$4:J


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/cetp/SessionStore;Ljava/lang/String;Ljava/lang/String;IJ)V
    .registers 7

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda1;->f$0:Lcom/hearthboard/cetp/SessionStore;

    iput-object p2, p0, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    iput-object p3, p0, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda1;->f$2:Ljava/lang/String;

    iput p4, p0, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda1;->f$3:I

    iput-wide p5, p0, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda1;->f$4:J

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 7

    iget-object v0, p0, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda1;->f$0:Lcom/hearthboard/cetp/SessionStore;

    iget-object v1, p0, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    iget-object v2, p0, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda1;->f$2:Ljava/lang/String;

    iget v3, p0, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda1;->f$3:I

    iget-wide v4, p0, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda1;->f$4:J

    invoke-virtual/range {v0 .. v5}, Lcom/hearthboard/cetp/SessionStore;->lambda$find$1$com-hearthboard-cetp-SessionStore(Ljava/lang/String;Ljava/lang/String;IJ)Lcom/hearthboard/cetp/SessionStore$Session;

    move-result-object v0

    return-object v0
.end method
