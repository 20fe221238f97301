.class public final synthetic Lcom/od/ItemsProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;

# instance fields
.field public final synthetic f$0:Lcom/od/ItemsProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/od/ItemsProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/od/ItemsProvider$$ExternalSyntheticLambda1;->f$0:Lcom/od/ItemsProvider;
    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/od/ItemsProvider$$ExternalSyntheticLambda1;->f$0:Lcom/od/ItemsProvider;
    check-cast p1, Landroid/os/Bundle;
    invoke-direct {v0, p1}, Lcom/od/ItemsProvider;->lambda$onCreate$1(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

