.class public final synthetic Lcom/pd/ClaimProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lj$/util/function/Predicate;

# instance fields
.field public final synthetic f$0:I


# direct methods
.method public synthetic constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/pd/ClaimProvider$$ExternalSyntheticLambda0;->f$0:I
    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 3
    iget v0, p0, Lcom/pd/ClaimProvider$$ExternalSyntheticLambda0;->f$0:I
    check-cast p1, Lcom/pd/Session;
    invoke-static {v0, p1}, Lcom/pd/ClaimProvider;->lambda$serve$0(ILcom/pd/Session;)Z
    move-result v0
    return v0
.end method

