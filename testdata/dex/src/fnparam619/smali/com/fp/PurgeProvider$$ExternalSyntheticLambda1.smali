.class public final synthetic Lcom/fp/PurgeProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Consumer;

# instance fields
.field public final synthetic f$0:Lcom/fp/PurgeProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/fp/PurgeProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/fp/PurgeProvider$$ExternalSyntheticLambda1;->f$0:Lcom/fp/PurgeProvider;
    return-void
.end method


# virtual methods
.method public final accept(Ljava/lang/Object;)V
    .registers 3
    iget-object v0, p0, Lcom/fp/PurgeProvider$$ExternalSyntheticLambda1;->f$0:Lcom/fp/PurgeProvider;
    check-cast p1, Ljava/lang/String;
    invoke-direct {v0, p1}, Lcom/fp/PurgeProvider;->lambda$call$1(Ljava/lang/String;)V
    return-void
.end method

