.class public final synthetic Lcom/pd/LockProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lj$/util/function/Predicate;

# instance fields
.field public final synthetic f$0:J


# direct methods
.method public synthetic constructor <init>(J)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, Lcom/pd/LockProvider$$ExternalSyntheticLambda1;->f$0:J
    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 4
    iget-wide v0, p0, Lcom/pd/LockProvider$$ExternalSyntheticLambda1;->f$0:J
    check-cast p1, Lcom/pd/Session;
    invoke-static {v0, v1, p1}, Lcom/pd/LockProvider;->lambda$serve$1(JLcom/pd/Session;)Z
    move-result v0
    return v0
.end method

