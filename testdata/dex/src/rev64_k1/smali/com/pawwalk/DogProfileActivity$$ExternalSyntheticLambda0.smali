.class public final synthetic Lcom/pawwalk/DogProfileActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

.field public final synthetic f$0:Lcom/pawwalk/DogProfileActivity;

.method public synthetic constructor <init>(Lcom/pawwalk/DogProfileActivity;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/pawwalk/DogProfileActivity$$ExternalSyntheticLambda0;->f$0:Lcom/pawwalk/DogProfileActivity;
    return-void
.end method

.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    iget-object v0, p0, Lcom/pawwalk/DogProfileActivity$$ExternalSyntheticLambda0;->f$0:Lcom/pawwalk/DogProfileActivity;
    move-object v1, p1
    check-cast v1, Landroidx/activity/OnBackPressedCallback;
    invoke-static {v0, v1}, Lcom/pawwalk/DogProfileActivity;->onCreate$lambda$0(Lcom/pawwalk/DogProfileActivity;Landroidx/activity/OnBackPressedCallback;)Lkotlin/Unit;
    move-result-object v0
    return-object v0
.end method
