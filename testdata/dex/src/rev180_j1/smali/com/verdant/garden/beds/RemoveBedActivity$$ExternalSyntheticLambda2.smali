.class public final synthetic Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/verdant/garden/beds/RemoveBedActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/verdant/garden/beds/RemoveBedActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda2;->f$0:Lcom/verdant/garden/beds/RemoveBedActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .registers 3

    iget-object v0, p0, Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda2;->f$0:Lcom/verdant/garden/beds/RemoveBedActivity;

    invoke-virtual {v0, p1}, Lcom/verdant/garden/beds/RemoveBedActivity;->lambda$onCreate$0$com-verdant-garden-beds-RemoveBedActivity(Landroid/view/View;)V

    return-void
.end method
