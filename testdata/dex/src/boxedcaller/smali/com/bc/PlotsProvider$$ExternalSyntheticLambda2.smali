.class public final synthetic Lcom/bc/PlotsProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;

# instance fields
.field public final synthetic f$0:Lcom/bc/Caller;


# direct methods
.method public synthetic constructor <init>(Lcom/bc/Caller;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/bc/PlotsProvider$$ExternalSyntheticLambda2;->f$0:Lcom/bc/Caller;
    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 3
    iget-object v0, p0, Lcom/bc/PlotsProvider$$ExternalSyntheticLambda2;->f$0:Lcom/bc/Caller;
    check-cast p1, Ljava/lang/String;
    invoke-static {v0, p1}, Lcom/bc/PlotsProvider;->lambda$execute$2(Lcom/bc/Caller;Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

