.class public final synthetic Lcom/larder/kitchen/ui/PickStoreActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/widget/AdapterView$OnItemClickListener;


# instance fields
.field public final synthetic f$0:Lcom/larder/kitchen/ui/PickStoreActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/larder/kitchen/ui/PickStoreActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larder/kitchen/ui/PickStoreActivity$$ExternalSyntheticLambda0;->f$0:Lcom/larder/kitchen/ui/PickStoreActivity;

    return-void
.end method


# virtual methods
.method public final onItemClick(Landroid/widget/AdapterView;Landroid/view/View;IJ)V
    .registers 12

    iget-object v0, p0, Lcom/larder/kitchen/ui/PickStoreActivity$$ExternalSyntheticLambda0;->f$0:Lcom/larder/kitchen/ui/PickStoreActivity;

    move-object/from16 v1, p1

    move-object/from16 v2, p2

    move/from16 v3, p3

    move-wide/from16 v4, p4

    invoke-virtual/range {v0 .. v5}, Lcom/larder/kitchen/ui/PickStoreActivity;->lambda$onCreate$0$com-larder-kitchen-ui-PickStoreActivity(Landroid/widget/AdapterView;Landroid/view/View;IJ)V

    return-void
.end method
