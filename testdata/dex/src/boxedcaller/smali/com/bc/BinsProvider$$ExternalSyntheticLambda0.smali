.class public final synthetic Lcom/bc/BinsProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/BiFunction;

# instance fields
.field public final synthetic f$0:Lcom/bc/BinsProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/bc/BinsProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/bc/BinsProvider$$ExternalSyntheticLambda0;->f$0:Lcom/bc/BinsProvider;
    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    iget-object v0, p0, Lcom/bc/BinsProvider$$ExternalSyntheticLambda0;->f$0:Lcom/bc/BinsProvider;
    check-cast p1, Ljava/lang/Integer;
    check-cast p2, Landroid/os/Bundle;
    invoke-direct {v0, p1, p2}, Lcom/bc/BinsProvider;->lambda$onCreate$0(Ljava/lang/Integer;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

