.class public final synthetic Lcom/larderly/app/pantry/DiscardReviewActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/larderly/app/pantry/DiscardReviewActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/larderly/app/pantry/DiscardReviewActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larderly/app/pantry/DiscardReviewActivity$$ExternalSyntheticLambda0;->f$0:Lcom/larderly/app/pantry/DiscardReviewActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .registers 3

    iget-object v0, p0, Lcom/larderly/app/pantry/DiscardReviewActivity$$ExternalSyntheticLambda0;->f$0:Lcom/larderly/app/pantry/DiscardReviewActivity;

    invoke-virtual {v0, p1}, Lcom/larderly/app/pantry/DiscardReviewActivity;->lambda$onCreate$0$com-larderly-app-pantry-DiscardReviewActivity(Landroid/view/View;)V

    return-void
.end method
